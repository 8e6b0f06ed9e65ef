import { CircleAlert, CircleCheck, CircleX, CloudOff } from "lucide-react";
import { cn } from "#app/lib/cn";
import { answerHeadline, checkInTime, type CheckInAnswer } from "../check-in-result";

/** What the door sees after a scan: an answer of the server, or a scan waiting for the network. */
export type DoorResult =
  | { kind: "answer"; answer: CheckInAnswer; replayed?: boolean }
  | { kind: "queued" }
  | { kind: "invalid"; message: string };

const TONE = {
  good: "border-success/40 bg-success/10",
  warn: "border-accent/50 bg-accent/15",
  bad: "border-destructive/40 bg-destructive/10",
  idle: "border-border bg-muted",
} as const;

export function CheckInResultPanel({ result }: { result: DoorResult | null }) {
  if (!result) return <div aria-live="polite" data-testid="check-in-result" />;
  let tone: keyof typeof TONE = "bad";
  let icon = <CircleX aria-hidden="true" className="size-7 shrink-0 text-destructive" />;
  let headline: string;
  if (result.kind === "queued") {
    tone = "idle";
    icon = <CloudOff aria-hidden="true" className="size-7 shrink-0" />;
    headline = "Queued — will send when online";
  } else if (result.kind === "invalid") {
    headline = result.message;
  } else {
    headline = answerHeadline(result.answer);
    if (result.answer.status === "checked-in") {
      tone = "good";
      icon = <CircleCheck aria-hidden="true" className="size-7 shrink-0 text-success" />;
    } else if (result.answer.status === "already") {
      tone = "warn";
      icon = <CircleAlert aria-hidden="true" className="size-7 shrink-0" />;
    }
  }
  const answer = result.kind === "answer" ? result.answer : null;
  return (
    <div
      aria-live="polite"
      data-testid="check-in-result"
      className={cn("flex gap-3 rounded-xl border p-4", TONE[tone])}
    >
      {icon}
      <div className="min-w-0 space-y-1">
        <p className="text-lg leading-snug font-bold">
          {result.kind === "answer" && result.replayed ? "Sent: " : ""}
          {headline}
        </p>
        {answer && (answer.status === "checked-in" || answer.status === "already") && (
          <>
            <p className="font-semibold break-words">
              {answer.person.name}
              {answer.person.org ? ` · ${answer.person.org}` : ""}
            </p>
            <p className="text-sm break-words">{answer.person.course}</p>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="rounded-full border bg-background px-2 py-0.5 font-semibold">
                {answer.person.payment}
              </span>
              {answer.person.reference && (
                <span className="font-mono">{answer.person.reference}</span>
              )}
              <span className="text-muted-foreground">
                {checkInTime(answer.at)}
                {answer.by ? ` by ${answer.by}` : ""}
              </span>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
