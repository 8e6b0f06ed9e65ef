import fs from "node:fs";
import path from "node:path";
import type { MailCounts, SubmissionCounts } from "./audit";

/**
 * Each scenario writes its line here; the suite's global teardown
 * (`global-report.ts`) prints them as one table and merges them into
 * faults/results.json.
 */
export const RESULTS_DIR = path.resolve("faults", "results");

export interface ScenarioResult {
  scenario: string;
  database: "pglite" | "postgres";
  submissions?: SubmissionCounts;
  mail?: MailCounts;
  /** Whatever else the scenario measured (health transitions, fuzz statuses …). */
  notes?: Record<string, unknown>;
  seconds: number;
  quick: boolean;
}

export function recordResult(result: ScenarioResult): void {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const slug = `${result.scenario}-${result.database}`.replace(/[^a-z0-9-]+/gi, "-");
  fs.writeFileSync(path.join(RESULTS_DIR, `${slug}.json`), JSON.stringify(result, null, 2));
}
