// npm run mail:status [-- --failures 10] [-- --json]
// What the e-mail outbox holds: counts by status and the latest failures
// (failed for good, or failing and waiting for a retry). Uses the same
// DATABASE_URL / DATA_DIR as the server.
import { parseArgs } from "node:util";
import { and, desc, eq, isNotNull, or, sql } from "drizzle-orm";
import { formatDateTime } from "#common/dates";
import { emailOutbox } from "#server/db/schema";
import { bootRuntime, closeRuntime } from "#server/runtime";

const { values } = parseArgs({
  options: {
    failures: { type: "string", default: "10" },
    json: { type: "boolean", default: false },
  },
});

const STATUSES = ["pending", "sending", "sent", "failed", "skipped", "held"] as const;

try {
  const limit = Number(values.failures);
  if (!Number.isInteger(limit) || limit < 0 || limit > 1000)
    throw new Error("--failures must be a whole number from 0 to 1000");
  const { database, config } = await bootRuntime({
    ...process.env,
    ADMIN_EMAIL: undefined,
    ADMIN_PASSWORD: undefined,
  });
  const db = database.db;

  const counts = await db
    .select({
      status: emailOutbox.status,
      n: sql<number>`count(*)::int`,
      oldest: sql<Date | null>`min(${emailOutbox.createdAt})`,
    })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  const [next] = await db
    .select({ due: sql<Date | null>`min(${emailOutbox.nextAttemptAt})` })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, "pending"));
  const failures = await db
    .select({
      id: emailOutbox.id,
      status: emailOutbox.status,
      formType: emailOutbox.formType,
      to: emailOutbox.toAddress,
      role: emailOutbox.recipientRole,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      nextAttemptAt: emailOutbox.nextAttemptAt,
      updatedAt: emailOutbox.updatedAt,
    })
    .from(emailOutbox)
    .where(
      or(
        eq(emailOutbox.status, "failed"),
        and(eq(emailOutbox.status, "pending"), isNotNull(emailOutbox.lastError)),
      ),
    )
    .orderBy(desc(emailOutbox.updatedAt))
    .limit(limit);

  const byStatus = Object.fromEntries(
    STATUSES.map((status) => [status, counts.find((c) => c.status === status)?.n ?? 0]),
  );
  if (values.json) {
    console.log(
      JSON.stringify(
        {
          transport: config.smtpUrl ? "smtp" : "dev",
          counts: byStatus,
          nextDue: next?.due ?? null,
          failures,
        },
        null,
        2,
      ),
    );
  } else {
    console.log(
      `E-mail outbox (${database.driver}; transport: ${config.smtpUrl ? "SMTP_URL" : `dev mailbox in ${config.dataDir}/mail`})`,
    );
    for (const status of STATUSES) {
      const note =
        status === "pending" && next?.due ? `  next attempt ${formatDateTime(next.due)}` : "";
      console.log(`  ${status.padEnd(8)}${String(byStatus[status]).padStart(7)}${note}`);
    }
    if (failures.length === 0) {
      console.log("\nNo failures.");
    } else {
      console.log(`\nLatest failures (${failures.length}):`);
      for (const row of failures) {
        const state =
          row.status === "failed" ? "FAILED" : `retry ${formatDateTime(row.nextAttemptAt)}`;
        console.log(
          `  ${formatDateTime(row.updatedAt)}  ${row.formType} → ${row.to} (${row.role})`,
        );
        console.log(
          `    ${state}, ${row.attempts} attempt${row.attempts === 1 ? "" : "s"}, id ${row.id}`,
        );
        console.log(`    ${(row.lastError ?? "").split("\n")[0]}`);
      }
    }
  }
} catch (error) {
  console.error(`aihq: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeRuntime();
}
