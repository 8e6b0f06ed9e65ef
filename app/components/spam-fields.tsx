/**
 * The honeypot (hidden from people and assistive technology, left empty) and
 * the signed render time. Both are checked by the action.
 */
export function SpamFields({ formToken }: { formToken?: string }) {
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {formToken && <input type="hidden" name="formToken" value={formToken} />}
    </>
  );
}
