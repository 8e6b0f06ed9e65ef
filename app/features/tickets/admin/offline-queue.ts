import type { CheckInAnswer } from "../check-in-result";

/**
 * The door's offline queue (docs/decisions/0041-tickets-and-check-in.md): a
 * scan made while the network is down waits in localStorage and is sent when
 * it is back. Sending twice is harmless: the server's key is ticket + day.
 */
const KEY = "aihq-check-in-queue";

export interface Scan {
  courseId: string;
  token?: string;
  registrationId?: string;
}

export interface QueuedScan extends Scan {
  id: string;
  queuedAt: string;
}

export type SendResult =
  | { kind: "answer"; answer: CheckInAnswer }
  | { kind: "invalid"; message: string }
  | { kind: "offline" };

export function readQueue(): QueuedScan[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(stored) ? (stored as QueuedScan[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(queue: QueuedScan[]): void {
  localStorage.setItem(KEY, JSON.stringify(queue));
}

export function enqueueScan(scan: Scan): void {
  const queue = readQueue();
  // The same ticket scanned twice while offline is one entry: the server would say "already" anyway.
  if (queue.some((q) => q.token === scan.token && q.registrationId === scan.registrationId)) return;
  writeQueue([...queue, { ...scan, id: crypto.randomUUID(), queuedAt: new Date().toISOString() }]);
}

export async function sendScan(scan: Scan): Promise<SendResult> {
  const body = new URLSearchParams();
  if (scan.token) body.set("token", scan.token);
  if (scan.registrationId) body.set("registrationId", scan.registrationId);
  let response: Response;
  try {
    response = await fetch(`/admin/check-in/${scan.courseId}/scan`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body,
    });
  } catch {
    return { kind: "offline" };
  }
  // A proxy's error page, a server restarting: keep it and try again later.
  if (response.status >= 500) return { kind: "offline" };
  if (response.status === 401) {
    return { kind: "invalid", message: "Your session has ended. Sign in again." };
  }
  const json = (await response.json().catch(() => null)) as
    CheckInAnswer | { status: "invalid"; message: string } | null;
  if (!json) return { kind: "offline" };
  if (json.status === "invalid") return { kind: "invalid", message: json.message };
  return { kind: "answer", answer: json };
}

/** Sends what waits, oldest first; stops at the first that cannot reach us. */
export async function flushQueue(onSent: (result: SendResult) => void): Promise<void> {
  for (const scan of readQueue()) {
    const result = await sendScan(scan);
    if (result.kind === "offline") return;
    writeQueue(readQueue().filter((q) => q.id !== scan.id));
    onSent(result);
  }
}
