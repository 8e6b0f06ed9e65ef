import { useState } from "react";
import { Button, buttonVariants } from "#app/components/ui/button";
import { EmailField, TextField } from "#app/components/ui/form-fields";
import type { FieldErrors } from "#app/lib/form";
import { cn } from "#app/lib/cn";
import { MAX_GROUP_ATTENDEES } from "./registration-options";

/**
 * HRDC: the employer books staff in one go. The person filling the form is
 * the HR contact and may attend too; each colleague is a row. Rows stop at the
 * seats left (or 20); past capacity the booking joins the waiting list.
 *
 * In the dialog, rows are added and removed in place. The form in the page
 * (before hydration, without JavaScript) has one row to start with and the
 * rest up to the limit folded away, each behind its own "Add a colleague"
 * (`<details>`, which the browser opens); rows left blank are not sent on.
 */
export function AttendeeRows({
  values,
  errors,
  seatsLeft,
  inPage,
}: {
  values: Record<string, string>;
  errors: FieldErrors;
  seatsLeft: number | null;
  inPage: boolean;
}) {
  const posted = [
    ...new Set(
      Object.keys(values)
        .map((key) => /^attendees\.(\d{1,2})\./.exec(key)?.[1])
        .filter((index): index is string => index !== undefined)
        .map(Number),
    ),
  ].sort((a, b) => a - b);
  const [rows, setRows] = useState<number[]>(posted.length ? posted : inPage ? [0] : []);
  // A refused post says whether the box was ticked (absent means unticked); a fresh form ticks it.
  const [self, setSelf] = useState(values.name === undefined || values.selfAttending === "on");
  const limit = Math.min(
    MAX_GROUP_ATTENDEES,
    seatsLeft && seatsLeft > 0 ? seatsLeft : MAX_GROUP_ATTENDEES,
  );
  const canAdd = rows.length + (self ? 1 : 0) < limit;
  return (
    <fieldset className="mb-4 rounded-xl border p-4" aria-describedby="attendees-hint">
      <legend className="px-1 text-sm font-semibold">Company and attendees</legend>
      <p id="attendees-hint" className="text-sm text-muted-foreground">
        You are the HR contact for this booking. Register yourself, your colleagues, or both: each
        attendee receives their own confirmation.
        {seatsLeft !== null && seatsLeft > 0 && (
          <> {seatsLeft === 1 ? "1 seat is" : `${seatsLeft} seats are`} left.</>
        )}
      </p>
      <TextField
        label="SSM Registration Number"
        name="ssmNumber"
        maxLength={40}
        placeholder="e.g. 202001012345"
        defaultValue={values.ssmNumber}
        error={errors.ssmNumber}
      />
      <label className="flex items-center gap-3 py-2 text-sm">
        <input
          type="checkbox"
          name="selfAttending"
          checked={self}
          onChange={(event) => setSelf(event.target.checked)}
          className="size-4 accent-primary"
        />
        I will attend this course myself
      </label>
      {errors.attendees && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.attendees}
        </p>
      )}
      <ol className="mt-2 space-y-3">
        {rows.map((index, position) => (
          <li key={index} className={ROW_CLASS}>
            <AttendeeRow
              index={index}
              position={position}
              values={values}
              errors={errors}
              onRemove={
                inPage ? undefined : () => setRows((current) => current.filter((i) => i !== index))
              }
            />
          </li>
        ))}
      </ol>
      {inPage ? (
        <FoldedRows
          index={Math.max(-1, ...rows) + 1}
          position={rows.length}
          left={limit - rows.length - (self ? 1 : 0)}
        />
      ) : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-3"
          disabled={!canAdd}
          onClick={() => setRows((current) => [...current, Math.max(-1, ...current) + 1])}
        >
          Add a colleague
        </Button>
      )}
    </fieldset>
  );
}

const ROW_CLASS = "rounded-lg bg-muted/60 p-3";

/** One colleague's name, e-mail and job role, posted as `attendees.N.…`. */
function AttendeeRow({
  index,
  position,
  values = {},
  errors = {},
  onRemove,
}: {
  index: number;
  position: number;
  values?: Record<string, string>;
  errors?: FieldErrors;
  onRemove?: (() => void) | undefined;
}) {
  return (
    <>
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium">Colleague {position + 1}</p>
        {onRemove && (
          <button
            type="button"
            onClick={onRemove}
            className="text-sm font-medium text-primary hover:underline"
            aria-label={`Remove colleague ${position + 1}`}
          >
            Remove
          </button>
        )}
      </div>
      <div className="grid gap-x-3 sm:grid-cols-3">
        {(["name", "email", "role"] as const).map((part) => {
          const name = `attendees.${index}.${part}`;
          const Control = part === "email" ? EmailField : TextField;
          return (
            <Control
              key={part}
              label={part === "name" ? "Name" : part === "email" ? "Email" : "Job Role"}
              name={name}
              autoComplete="off"
              maxLength={part === "email" ? 254 : 120}
              defaultValue={values[name]}
              error={errors[name]}
            />
          );
        })}
      </div>
    </>
  );
}

/**
 * The page form's further rows, one per "Add a colleague": each `<details>` holds a row and the
 * next one, so every press shows one more, as the dialog's button does. The summary of an open
 * one is hidden: a row once shown stays (a blank one is not sent on).
 */
function FoldedRows({ index, position, left }: { index: number; position: number; left: number }) {
  if (left <= 0) return null;
  return (
    <details>
      <summary
        className={cn(
          buttonVariants({ variant: "outline", size: "sm" }),
          "mt-3 cursor-pointer list-none [&::-webkit-details-marker]:hidden [details[open]>&]:hidden",
        )}
      >
        Add a colleague
      </summary>
      <div className={cn(ROW_CLASS, "mt-3")}>
        <AttendeeRow index={index} position={position} />
      </div>
      <FoldedRows index={index + 1} position={position + 1} left={left - 1} />
    </details>
  );
}
