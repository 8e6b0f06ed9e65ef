import { cn } from "#app/lib/cn";

/**
 * A field's error line, announced when it appears. `reserve` keeps its room while there is no
 * error, so the form does not jump when one comes back; without it the line is left out.
 */
export function FieldError({
  id,
  error,
  reserve = false,
  className,
}: {
  id?: string | undefined;
  error: string | undefined;
  reserve?: boolean;
  className?: string;
}) {
  if (!error && !reserve) return null;
  return (
    <p
      id={id}
      data-slot="field-error"
      role={error ? "alert" : undefined}
      className={cn("text-sm font-medium text-destructive", reserve && "min-h-5", className)}
    >
      {error}
    </p>
  );
}
