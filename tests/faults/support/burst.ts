import type { LiveServer } from "#tests/security/live-server";
import { HUMAN_FILL_MS } from "#tests/security/probe";
import type { Submission } from "./submissions";

/**
 * Sends submissions as many visitors at once would, and keeps the ledger of
 * what each was answered: acknowledged (the success redirect, or the quiz's
 * success JSON), refused (4xx), a 5xx, or no answer at all (the server was
 * down). A visitor who got no answer presses "Submit" again once the site is
 * back, with the same form (same token, same idempotency key).
 */
export interface Ledger {
  acknowledged: Set<number>;
  /** Submissions answered with a 4xx, with the first status and body seen. */
  refused: Map<number, string>;
  /** Every 5xx answer, with its request. */
  serverErrors: string[];
  /** Requests that got no answer (connection refused or reset). */
  unanswered: number;
  /** Submissions sent again after getting no answer. */
  resent: number;
  statuses: Map<number, number>;
}

export function newLedger(): Ledger {
  return {
    acknowledged: new Set(),
    refused: new Map(),
    serverErrors: [],
    unanswered: 0,
    resent: 0,
    statuses: new Map(),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` over `items` with at most `concurrency` at a time. */
export async function pool<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** One fresh form token per submission, as each page load asks for its own. */
export async function fetchTokens(
  server: LiveServer,
  submissions: readonly Submission[],
  concurrency: number,
): Promise<void> {
  await pool(submissions, concurrency, async (submission) => {
    const response = await fetch(`${server.url}/api/form-token`);
    if (!response.ok) throw new Error(`GET /api/form-token answered ${response.status}`);
    submission.fields.formToken = ((await response.json()) as { token: string }).token;
  });
  // The guard takes a form sent within two seconds of its token for a bot.
  await sleep(HUMAN_FILL_MS);
}

async function waitForHealth(server: LiveServer, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${server.url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error("The server did not come back within 3 minutes");
}

async function post(
  server: LiveServer,
  submission: Submission,
): Promise<{ status: number; body: string } | null> {
  try {
    const response = await fetch(`${server.url}${submission.path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: server.url,
        // Keep-alive connections would outlive a killed server in the pool.
        connection: "close",
      },
      body: new URLSearchParams(submission.fields).toString(),
      signal: AbortSignal.timeout(60_000),
    });
    const body = await response.text();
    // Killed while answering, the server can leave a 200 whose body never came (seen once in
    // 2,000, kill -9 on PostgreSQL). No answer of ours is empty (the quiz answers JSON, the
    // forms redirect): the quiz dialog takes this for a failure and keeps the answers, and
    // the visitor sends again, as this does.
    if (response.status < 300 && body === "") return null;
    return { status: response.status, body };
  } catch {
    return null;
  }
}

function acknowledged(submission: Submission, status: number, body: string): boolean {
  if (submission.kind === "quiz") return status === 200 && body.includes('"success"');
  return status === 302 || status === 303;
}

/**
 * Posts every submission, `concurrency` at a time. The ledger fills as
 * answers arrive, so a scenario can act in the middle of the burst.
 */
export async function sendBurst(
  server: LiveServer,
  submissions: readonly Submission[],
  ledger: Ledger,
  options: { concurrency: number; maxAttempts?: number },
): Promise<void> {
  const maxAttempts = options.maxAttempts ?? 10;
  await pool(submissions, options.concurrency, async (submission) => {
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      if (attempt > 1) {
        ledger.resent++;
        await waitForHealth(server);
      }
      const answer = await post(server, submission);
      if (!answer) {
        ledger.unanswered++;
        continue;
      }
      ledger.statuses.set(answer.status, (ledger.statuses.get(answer.status) ?? 0) + 1);
      if (answer.status >= 500) {
        ledger.serverErrors.push(
          `${answer.status} ${submission.path}: ${answer.body.slice(0, 300)}`,
        );
        return;
      }
      if (acknowledged(submission, answer.status, answer.body)) {
        ledger.acknowledged.add(submission.n);
        return;
      }
      if (!ledger.refused.has(submission.n))
        ledger.refused.set(submission.n, `${answer.status} ${answer.body.slice(0, 300)}`);
      return;
    }
  });
}
