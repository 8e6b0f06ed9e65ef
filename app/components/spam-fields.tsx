import { useFreshFormToken } from "#app/lib/fresh-form-token";
import { FORM_TOKEN_FIELD } from "#app/lib/form-timing";

/**
 * The honeypot (hidden from people and assistive technology, left empty) and
 * the signed render time (this page load's: see useFreshFormToken). Both are
 * checked by the action.
 */
export function SpamFields({ formToken }: { formToken?: string }) {
  const token = useFreshFormToken(formToken);
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {token && <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />}
    </>
  );
}
