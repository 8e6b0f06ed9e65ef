import { useState, type ReactNode } from "react";
import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";
import { useHydrated } from "#app/lib/use-hydrated";
import { AlertPanel } from "#app/features/backoffice/shell/alert-panel";
import type { FactChange } from "./course-change";

/** What the save would do to the people on the course (course-change.server.ts). */
export interface ChangeQuestionView {
  changes: FactChange[];
  booked: number;
  waiting: number;
  shrink: string | null;
}

/** The id of the edit page's course form, which the question's buttons submit. */
export const COURSE_FORM_ID = "masterclass-form";
/** The button's name that carries the answer: "notify" or "silent" (saved, nobody mailed). */
export const ANSWER_FIELD = "answer";

const people = (n: number) => `${n} ${n === 1 ? "person" : "people"}`;

/** "Notify the 13 people booked and 2 waiting?" */
export function notifyQuestion(q: ChangeQuestionView): string {
  return `Notify the ${people(q.booked)} booked and ${q.waiting} waiting?`;
}

/**
 * The question asked before a course change that concerns the people on it is
 * saved: the changes, old and new, and what a smaller class means for the seats
 * held. Its buttons send the edit form again with the answer (
 * `answer`), through the `form` attribute: a plain second submit without
 * JavaScript, a dialog with it.
 */
export function CourseChangeQuestion({ question }: { question: ChangeQuestionView }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(true);
  const notifying = question.changes.length > 0;
  const title = notifying ? notifyQuestion(question) : "Make the class smaller?";
  const body = <QuestionBody question={question} />;
  const answers = <Answers notifying={notifying} count={question.booked + question.waiting} />;
  if (!hydrated) {
    return (
      <AlertPanel
        id="course-change-title"
        title={title}
        className="space-y-3 rounded-lg border border-amber-500/50 bg-amber-50 p-4 dark:bg-amber-950/30"
      >
        {body}
        {answers}
      </AlertPanel>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Nothing is saved until you choose.</DialogDescription>
        </DialogHeader>
        {body}
        {answers}
      </DialogContent>
    </Dialog>
  );
}

function QuestionBody({ question }: { question: ChangeQuestionView }): ReactNode {
  return (
    <div className="space-y-3 text-sm">
      {question.changes.length > 0 && (
        <>
          <p>
            Each gets a mail with what changed, the new calendar file (it moves the event in their
            calendar) and a link to cancel if the new date does not suit them.
          </p>
          <ul className="space-y-1">
            {question.changes.map((c) => (
              <li key={c.label} className="break-words">
                <span className="font-medium">{c.label}:</span> {c.from} → {c.to}
              </li>
            ))}
          </ul>
        </>
      )}
      {question.shrink && (
        <p role="note" className="rounded-md border border-amber-500/50 bg-background p-2">
          {question.shrink}
        </p>
      )}
    </div>
  );
}

function Answers({ notifying, count }: { notifying: boolean; count: number }) {
  // The answer rides on the button pressed, so the form's own Save button still asks.
  return (
    <div className="flex flex-wrap gap-2">
      {notifying ? (
        <>
          <Button type="submit" form={COURSE_FORM_ID} name={ANSWER_FIELD} value="notify">
            Save and notify {people(count)}
          </Button>
          <Button
            type="submit"
            form={COURSE_FORM_ID}
            name={ANSWER_FIELD}
            value="silent"
            variant="outline"
          >
            Save without notifying
          </Button>
        </>
      ) : (
        <Button type="submit" form={COURSE_FORM_ID} name={ANSWER_FIELD} value="silent">
          Save with the smaller class
        </Button>
      )}
    </div>
  );
}
