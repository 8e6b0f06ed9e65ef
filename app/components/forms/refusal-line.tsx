import { FormAlert } from "#app/components/ui/form-alert";

/** The part of an action's answer the line reads: a refusal not about one field has a sentence. */
type Answer = { status: string; message?: string } | undefined;

/**
 * A form's line for a refusal that is not about one field (the toast says it
 * too), under or above its button; nothing for any other answer. `title` is
 * the form's failure title, said before the sentence.
 */
export function RefusalLine({
  result,
  title,
  className = "mt-4",
}: {
  result: Answer;
  title?: string;
  className?: string;
}) {
  if (result?.status !== "error" || result.message === undefined) return null;
  return (
    <div className={className}>
      <FormAlert message={title ? `${title}: ${result.message}` : result.message} />
    </div>
  );
}
