// npm run reconcile [-- --months 12 | --month 2026-11] [-- --stripe-csv balance.csv]
// The month-end in a terminal, for a cron job: the Invoices page's figures per Malaysian month,
// everything that needs attention, and, with a Stripe balance-transactions export, every
// payment intent whose charges or refunds differ from the ledger. Uses the same DATABASE_URL /
// DATA_DIR as the server. Exit status: 0 all agrees, 1 something needs a person, 2 it could not
// run (a bad option, an unreadable file, no database).
import fs from "node:fs";
import { parseArgs } from "node:util";
import { fromSen } from "#app/features/invoices/invoice-model";
import {
  monthOfInstant,
  monthsUpTo,
  MONTH_COLUMNS,
  parseMonth,
  type MonthKey,
} from "#app/features/invoices/month-end";
import {
  attentionItems,
  ledgerStripeIntents,
  monthFigures,
} from "#app/features/invoices/reconcile.server";
import {
  compareWithLedger,
  exportWindow,
  parseStripeExport,
  type StripeExport,
} from "#app/features/invoices/stripe-balance";
import { formatDateTime } from "#common/dates";
import { bootRuntime, closeRuntime } from "#server/runtime";

class UsageError extends Error {}

function options() {
  const { values } = parseArgs({
    options: {
      months: { type: "string", default: "12" },
      month: { type: "string" },
      "stripe-csv": { type: "string" },
    },
  });
  const count = Number(values.months);
  if (!Number.isInteger(count) || count < 1 || count > 120)
    throw new UsageError("--months must be a whole number from 1 to 120");
  const month = values.month === undefined ? null : parseMonth(values.month);
  if (values.month !== undefined && !month)
    throw new UsageError(`--month must be a month as 2026-11, not "${values.month}"`);
  let stripe: { file: string; parsed: StripeExport } | null = null;
  const file = values["stripe-csv"];
  if (file !== undefined) {
    let text: string;
    try {
      text = fs.readFileSync(file, "utf8");
    } catch (error) {
      throw new UsageError(
        `Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    let parsed: StripeExport;
    try {
      parsed = parseStripeExport(text);
    } catch (error) {
      throw new UsageError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (parsed.transactions.length === 0 && parsed.problems.length > 0)
      throw new UsageError(`${file}: ${parsed.problems[0]}`);
    stripe = { file, parsed };
  }
  return { month, count, stripe };
}

const amount = (sen: number) => fromSen(sen).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
const cell = (sen: number, sst: number) => `${amount(sen)} (${amount(sst)})`;

let exitCode = 0;
try {
  const { month, count, stripe } = options();
  const { database } = await bootRuntime({
    ...process.env,
    ADMIN_EMAIL: undefined,
    ADMIN_PASSWORD: undefined,
  });
  const db = database.db;
  const months: MonthKey[] = month ? [month] : monthsUpTo(monthOfInstant(new Date()), count);
  const [figures, attention] = await Promise.all([monthFigures(db, months), attentionItems(db)]);

  console.log(
    `Month-end reconciliation (${database.driver}), Malaysian months, in RM (SST in brackets)`,
  );
  const widths = [7, ...MONTH_COLUMNS.map(() => 24)];
  const line = (cells: string[]) =>
    cells
      .map((text, i) => (i === 0 ? text.padEnd(widths[i]!) : text.padStart(widths[i]!)))
      .join(" ");
  console.log(line(["Month", ...MONTH_COLUMNS.map(([, label]) => label)]));
  for (const m of figures)
    console.log(line([m.month, ...MONTH_COLUMNS.map(([key]) => cell(m[key].sen, m[key].sstSen))]));

  if (attention.length === 0) {
    console.log("\nNothing needs attention.");
  } else {
    exitCode = 1;
    console.log(`\nNeeds attention (${attention.length}):`);
    for (const item of attention) {
      const when = item.raisedAt ? ` raised ${formatDateTime(item.raisedAt)}` : "";
      console.log(`  ${item.kind === "alert" ? "ALERT" : "BREAK"}  ${item.summary}${when}`);
      console.log(`         key ${item.key}`);
    }
  }

  if (stripe) {
    const { transactions, problems } = stripe.parsed;
    const window = exportWindow(transactions);
    const ledger = await ledgerStripeIntents(
      db,
      transactions.map((t) => t.intent),
      window,
    );
    const differences = compareWithLedger(transactions, ledger);
    const charges = transactions.filter((t) => t.kind === "charge").length;
    console.log(
      `\nStripe export ${stripe.file}: ${charges} charges, ${transactions.length - charges} refunds` +
        (window ? `, ${formatDateTime(window.from)} to ${formatDateTime(window.to)}` : ""),
    );
    for (const problem of problems) console.log(`  UNREAD  ${problem}`);
    if (differences.length === 0 && problems.length === 0) {
      console.log("  Every charge and refund agrees with the ledger.");
    } else {
      exitCode = 1;
      for (const d of differences) {
        const invoices = d.invoiceNumbers.length > 0 ? ` (${d.invoiceNumbers.join(", ")})` : "";
        console.log(`  DIFF  ${d.intent}${invoices}: ${d.message}`);
      }
    }
  }
} catch (error) {
  exitCode = 2;
  const usage =
    error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
  console.error(`aihq: ${error instanceof Error ? error.message : String(error)}`);
  if (usage)
    console.error(
      "Usage: npm run reconcile [-- --months 12 | --month 2026-11] [--stripe-csv file.csv]",
    );
} finally {
  await closeRuntime();
  process.exitCode = exitCode;
}
