// Writes the figures of bench/results.json into docs/performance.md (between
// its bench:results markers) and docs/performance-chart.svg. Run by
// `npm run bench -- --write-docs` after a run, or alone
// (`node scripts/bench-docs.mjs [results.json]`) to redo the docs from the last
// results, or from a saved copy.
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import * as prettier from "prettier";
import { chartSvg, docsSection, replaceSection } from "./lib/bench-report.mjs";

const DOC = "docs/performance.md";
const CHART = "docs/performance-chart.svg";

/**
 * Formatted as the repository's Prettier settings want it, so `npm run format:check` passes.
 * @param {import("./lib/bench-report.mjs").BenchResults} results
 */
export async function writeDocs(results) {
  const document = fs.existsSync(DOC) ? fs.readFileSync(DOC, "utf8") : "# Performance\n";
  const options = (await prettier.resolveConfig(DOC)) ?? {};
  const text = replaceSection(document, docsSection(results));
  fs.writeFileSync(DOC, await prettier.format(text, { ...options, filepath: DOC }));
  fs.writeFileSync(CHART, chartSvg(results));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const file = process.argv[2] ?? "bench/results.json";
  if (!fs.existsSync(file)) {
    console.error(`No ${file}: run npm run bench first.`);
    process.exit(1);
  }
  await writeDocs(JSON.parse(fs.readFileSync(file, "utf8")));
  console.log(`Written to ${DOC} and ${CHART}`);
}
