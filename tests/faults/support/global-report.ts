import fs from "node:fs";
import path from "node:path";
import { RESULTS_DIR, type ScenarioResult } from "./report";

/** Clears the previous run's lines, and at the end prints the table and writes faults/results.json. */
export default function setup() {
  fs.rmSync(RESULTS_DIR, { recursive: true, force: true });
  const started = Date.now();
  return () => {
    const results: ScenarioResult[] = fs.existsSync(RESULTS_DIR)
      ? fs
          .readdirSync(RESULTS_DIR)
          .filter((name) => name.endsWith(".json"))
          .sort()
          .map(
            (name) =>
              JSON.parse(fs.readFileSync(path.join(RESULTS_DIR, name), "utf8")) as ScenarioResult,
          )
      : [];
    const file = path.resolve("faults", "results.json");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      JSON.stringify(
        { finishedAt: new Date().toISOString(), seconds: (Date.now() - started) / 1000, results },
        null,
        2,
      ),
    );
    const rows = results.map((r) => ({
      scenario: r.scenario,
      db: r.database,
      sent: r.submissions?.sent ?? "",
      acked: r.submissions?.acknowledged ?? "",
      stored: r.submissions?.stored ?? "",
      duplicated: r.submissions?.duplicated ?? "",
      lost: r.submissions?.lost ?? "",
      "5xx": r.submissions?.serverErrors ?? (r.notes?.serverErrors as number | undefined) ?? "",
      mails: r.mail ? `${r.mail.delivered}/${r.mail.queued}` : "",
      "mail dup": r.mail?.duplicated ?? "",
      "mail failed": r.mail?.failed ?? "",
      seconds: Math.round(r.seconds),
    }));
    console.log(
      `\nFault suite (${results[0]?.quick ? "quick" : "full"} mode), ${Math.round((Date.now() - started) / 1000)} s; written to ${file}`,
    );
    console.table(rows);
  };
}
