import { Form, Link } from "react-router";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Label, Select } from "#app/components/ui/field";
import { cn } from "#app/lib/cn";
import { formatDate } from "#common/dates";
import { RatingStars } from "../rating-stars";
import type { CourseFeedbackSummary, FeedbackRow } from "./feedback-admin.server";

/** Publish or unpublish one answer: a one-click form that works without JavaScript. */
function PublishButton({ row, course }: { row: FeedbackRow; course: string | null }) {
  if (!row.consent || !row.takeaway) {
    return <span className="text-xs text-muted-foreground">No consent to quote</span>;
  }
  return (
    <Form method="post" action={course ? `?course=${course}` : "."}>
      <input type="hidden" name="id" value={row.id} />
      <Button
        type="submit"
        name="intent"
        value={row.published ? "unpublish" : "publish"}
        size="sm"
        variant={row.published ? "outline" : "default"}
      >
        {row.published ? "Unpublish" : "Publish as testimonial"}
      </Button>
    </Form>
  );
}

function Answer({ row, course }: { row: FeedbackRow; course: string | null }) {
  return (
    <li className="space-y-2 px-4 py-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars rating={row.rating} />
        <span className="font-semibold">
          {row.firstName}
          {row.company && (
            <span className="font-normal text-muted-foreground">, {row.company}</span>
          )}
        </span>
        <span className="text-sm text-muted-foreground">{formatDate(row.createdAt)}</span>
        {row.published && <Badge variant="success">Published</Badge>}
      </div>
      {row.takeaway ? (
        <p className="max-w-3xl whitespace-pre-line">{row.takeaway}</p>
      ) : (
        <p className="text-sm text-muted-foreground italic">No words, a rating only.</p>
      )}
      <PublishButton row={row} course={course} />
    </li>
  );
}

/** The feedback screen: each course's average and count, then the answers (of one course). */
export function FeedbackList({
  courses,
  course,
  answers,
}: {
  courses: CourseFeedbackSummary[];
  course: string | null;
  answers: FeedbackRow[];
}) {
  const title = (id: string | null) => courses.find((c) => c.courseId === id)?.title;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Feedback</h1>
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <div className="space-y-1">
            <Label htmlFor="feedback-course">Course</Label>
            <Select id="feedback-course" name="course" defaultValue={course ?? ""}>
              <option value="">All courses</option>
              {courses.map((c) => (
                <option key={c.courseId} value={c.courseId}>
                  {c.title} ({formatDate(c.date)})
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" variant="outline">
            Filter
          </Button>
        </Form>
      </div>
      {courses.length === 0 ? (
        <p className="rounded-lg border bg-background p-6 text-muted-foreground">
          No feedback yet. Attendees are asked the day after their course's last day.
        </p>
      ) : (
        <>
          <section aria-labelledby="feedback-courses" className="space-y-2">
            <h2 id="feedback-courses" className="text-lg font-semibold">
              Per course
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {courses.map((c) => (
                <li key={c.courseId}>
                  <Link
                    to={`?course=${c.courseId}`}
                    aria-current={course === c.courseId ? "true" : undefined}
                    className={cn(
                      "block h-full rounded-lg border bg-background p-4 hover:bg-muted/60",
                      course === c.courseId && "border-primary ring-1 ring-primary",
                    )}
                  >
                    <span className="block font-semibold">{c.title}</span>
                    <span className="block text-sm text-muted-foreground">
                      {formatDate(c.date)}
                    </span>
                    <span className="mt-2 flex items-center gap-2 text-sm tabular-nums">
                      <RatingStars rating={Math.round(c.average)} />
                      <span>
                        {c.average.toFixed(1)} average · {c.answers}{" "}
                        {c.answers === 1 ? "answer" : "answers"}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="feedback-answers" className="space-y-2">
            <h2 id="feedback-answers" className="text-lg font-semibold">
              {course ? `Answers for ${title(course) ?? "this course"}` : "All answers"}
              {course && (
                <Link to="." className="ml-3 text-sm font-normal text-primary underline">
                  Show all
                </Link>
              )}
            </h2>
            {answers.length === 0 ? (
              <p className="rounded-lg border bg-background p-6 text-muted-foreground">
                No answers for this course.
              </p>
            ) : (
              <ul className="divide-y rounded-lg border bg-background">
                {answers.map((row) => (
                  <Answer key={row.id} row={row} course={course} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
