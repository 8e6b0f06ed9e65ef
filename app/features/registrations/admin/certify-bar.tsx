import { Award, UserCheck } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { dayLabel } from "./attendance";
import type { CourseDays } from "./attendance-toggles";

export const CERTIFY_FORM = "certify-attendees";

/** The day the bulk marking offers first: today while the course runs, else its last day. */
function defaultDay(days: string[], today: string): string {
  return days.includes(today) ? today : (days.filter((d) => d <= today).pop() ?? days[0]!);
}

/**
 * The bulk actions: mark the chosen present (on a chosen day of a multi-day
 * course), and issue certificates to the chosen, who must all be marked
 * present (every day). The row checkboxes belong to this form through their
 * `form` attribute (a row holds forms of its own, and forms cannot nest).
 */
export function CertifyBar({
  selected,
  holding,
  present,
  onSelectAll,
  onSelectPresent,
  onClear,
  days,
  today,
}: {
  selected: number;
  holding: number;
  present: number;
  onSelectAll: () => void;
  onSelectPresent: () => void;
  onClear: () => void;
} & CourseDays) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const multiDay = days.length > 1;
  return (
    <Form
      id={CERTIFY_FORM}
      method="post"
      aria-label="Mark attendance and issue certificates"
      className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 px-3 py-2"
    >
      <Button type="button" variant="outline" size="sm" onClick={onSelectAll}>
        Select all ({holding})
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={onSelectPresent}>
        Select present ({present})
      </Button>
      {selected > 0 && (
        <Button type="button" variant="ghost" size="sm" onClick={onClear}>
          Clear
        </Button>
      )}
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {selected} selected
      </span>
      <span className="flex flex-wrap items-center gap-2 sm:ml-auto">
        {multiDay && (
          <span className="flex items-center gap-1 text-sm">
            <label htmlFor="mark-day">Day</label>
            <select
              id="mark-day"
              name="day"
              defaultValue={defaultDay(days, today)}
              className="h-9 rounded-md border bg-background px-2"
            >
              {days.map((day) => (
                <option key={day} value={day} disabled={day > today}>
                  {dayLabel(days, day)}
                </option>
              ))}
            </select>
          </span>
        )}
        <Button
          type="submit"
          name="intent"
          value="mark-present"
          size="sm"
          variant="outline"
          disabled={!!submitting}
        >
          <UserCheck aria-hidden="true" />
          {submitting === "mark-present"
            ? "Marking…"
            : multiDay
              ? "Mark selected present"
              : "Mark selected attended"}
        </Button>
        <Button type="submit" name="intent" value="certify" size="sm" disabled={!!submitting}>
          <Award aria-hidden="true" />
          {submitting === "certify" ? "Issuing…" : "Issue certificates"}
        </Button>
      </span>
      <p className="basis-full text-xs text-muted-foreground">
        Certificates go only to people marked present
        {multiDay ? ` on every day (${days.length} days)` : ""}.
      </p>
    </Form>
  );
}
