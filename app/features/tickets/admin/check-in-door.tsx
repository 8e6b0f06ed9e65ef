import { BackLink } from "#app/features/backoffice/shell/back-link";
import { Search } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/field";
import { formatDateRange } from "#common/dates";
import { checkInTime } from "../check-in-result";
import { tokenFromScan } from "../ticket-token";
import { CameraScanner } from "./camera-scanner";
import { CheckInResultPanel, type DoorResult } from "./check-in-result-panel";
import type { DoorAttendee, DoorCourse, DoorScope } from "./check-in-list.server";
import { enqueueScan, flushQueue, readQueue, sendScan, type Scan } from "./offline-queue";

/**
 * One course's door, made for a phone: the camera, a code
 * field (a handheld scanner types into it), and today's list searched by
 * name (admins: also e-mail or reference). Every control posts a plain form first; with
 * JavaScript the answer comes back in place, and a scan made offline waits.
 */
export function CheckInDoor({
  course,
  attendees,
  q,
  scope,
}: {
  course: DoorCourse;
  attendees: DoorAttendee[];
  q: string;
  scope: DoorScope;
}) {
  const searchLabel = scope === "full" ? "Search by name, e-mail or reference" : "Search by name";
  const [result, setResult] = useState<DoorResult | null>(null);
  const [waiting, setWaiting] = useState(0);
  const revalidator = useRevalidator();
  const scanUrl = `/admin/check-in/${course.id}/scan`;

  const flush = useCallback(async () => {
    await flushQueue((sent) => {
      setResult(sent.kind === "answer" ? { ...sent, replayed: true } : (sent as DoorResult));
    });
    setWaiting(readQueue().length);
    void revalidator.revalidate();
  }, [revalidator]);

  useEffect(() => {
    setWaiting(readQueue().length);
    void flush();
    const retry = () => void flush();
    window.addEventListener("online", retry);
    const timer = window.setInterval(() => {
      if (readQueue().length > 0) retry();
    }, 15_000);
    return () => {
      window.removeEventListener("online", retry);
      window.clearInterval(timer);
    };
    // Once per page: flush reads the queue itself each time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function submit(scan: Scan) {
    const sent = navigator.onLine ? await sendScan(scan) : ({ kind: "offline" } as const);
    if (sent.kind === "offline") {
      enqueueScan(scan);
      setWaiting(readQueue().length);
      setResult({ kind: "queued" });
      return;
    }
    setResult(sent);
    void revalidator.revalidate();
  }

  function scanned(text: string) {
    const token = tokenFromScan(text);
    if (!token) setResult({ kind: "invalid", message: "This is not a ticket code." });
    else void submit({ courseId: course.id, token });
  }

  return (
    <main
      id="main"
      className="mx-auto grid max-w-xl min-w-0 grid-cols-[minmax(0,1fr)] gap-4 px-4 py-4 sm:px-6 sm:py-6"
    >
      <div className="space-y-1">
        <BackLink to="/admin/check-in">All courses</BackLink>
        <h1 className="text-xl leading-snug font-bold tracking-tight sm:text-2xl">
          {course.title}
        </h1>
        <p className="text-sm text-muted-foreground">
          {formatDateRange(course.start, course.end)}
          {course.dayOfCourse ? ` · ${course.dayOfCourse}` : ""}
          {course.today ? " · Checking in for today" : ""}
        </p>
        {!course.today && (
          <p role="status" className="rounded-md bg-accent/15 p-2 text-sm font-medium">
            This course does not run today: check-ins will be refused.
          </p>
        )}
      </div>

      <CheckInResultPanel result={result} />
      {waiting > 0 && (
        <p role="status" className="text-sm font-medium" data-testid="check-in-queue">
          {waiting} {waiting === 1 ? "scan" : "scans"} queued — will send when online
        </p>
      )}

      <CameraScanner onScan={scanned} />

      <form
        method="post"
        action={scanUrl}
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const input = event.currentTarget.elements.namedItem("token") as HTMLInputElement;
          scanned(input.value);
          input.value = "";
        }}
      >
        <label className="sr-only" htmlFor="ticket-code">
          Ticket code
        </label>
        <Input
          id="ticket-code"
          name="token"
          placeholder="Ticket code or link"
          autoComplete="off"
          className="h-11 min-w-0 flex-1"
        />
        <Button type="submit" variant="outline" className="h-11">
          Check in code
        </Button>
      </form>

      <section aria-labelledby="attendees-heading" className="space-y-3">
        <h2 id="attendees-heading" className="text-lg font-semibold">
          Today&apos;s attendees
        </h2>
        <Form method="get" className="flex gap-2" role="search">
          <label className="sr-only" htmlFor="attendee-search">
            {searchLabel}
          </label>
          <Input
            id="attendee-search"
            name="q"
            type="search"
            defaultValue={q}
            placeholder={scope === "full" ? "Name, e-mail or reference" : "Name"}
            className="h-11 min-w-0 flex-1"
          />
          <Button type="submit" className="h-11" aria-label="Search">
            <Search aria-hidden="true" />
          </Button>
        </Form>
        {attendees.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {q ? `Nobody matches "${q}".` : "Nobody holds a seat in this course."}
          </p>
        ) : (
          <ul className="divide-y rounded-xl border bg-card">
            {attendees.map((a) => (
              <li key={a.registrationId} className="flex items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{a.name}</p>
                  <p className="text-sm break-words text-muted-foreground">
                    {[a.org, a.contact?.reference, a.payment].filter(Boolean).join(" · ")}
                  </p>
                </div>
                {a.checkedInAt ? (
                  <span className="shrink-0 rounded-full bg-success/15 px-3 py-1 text-sm font-semibold text-success">
                    In at {checkInTime(a.checkedInAt)}
                  </span>
                ) : (
                  <form
                    method="post"
                    action={scanUrl}
                    onSubmit={(event) => {
                      event.preventDefault();
                      void submit({ courseId: course.id, registrationId: a.registrationId });
                    }}
                  >
                    <input type="hidden" name="registrationId" value={a.registrationId} />
                    <input type="hidden" name="q" value={q} />
                    <Button type="submit" size="sm" aria-label={`Check in ${a.name}`}>
                      Check in
                    </Button>
                  </form>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
