// Build step: reports each public page's first-load JavaScript (gzip) against
// the 130 KB budget (docs/performance.md) and fails when a page exceeds it, naming the
// page and its largest modules; writes build/js-budget.json for `npm run bench`.
// It counts what each route imports; what a page fetches once it runs (a module imported right
// after hydration) only a browser sees: tests/e2e/js-budget.spec.ts measures that, same budget.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { budgetReport, overBudget } from "./lib/js-budget.mjs";

const BUDGET_BYTES = 130 * 1024;
const clientDir = path.resolve("build/client");
const assets = path.join(clientDir, "assets");
const manifestName = fs.readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestName) {
  console.error("check-js-budget: no React Router manifest in build/client/assets");
  process.exit(1);
}
const source = fs.readFileSync(path.join(assets, manifestName), "utf8");
const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));

const sizes = new Map();
const gzipSize = (url) => {
  if (!sizes.has(url)) {
    const file = path.join(clientDir, url.replace(/^\//, ""));
    sizes.set(url, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  }
  return sizes.get(url);
};

const report = budgetReport(manifest, gzipSize, BUDGET_BYTES);
fs.writeFileSync(path.resolve("build/js-budget.json"), `${JSON.stringify(report, null, 2)}\n`);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`JavaScript on first load (gzip) per public page; budget ${kb(BUDGET_BYTES)}:`);
for (const route of report.routes) {
  const mark = route.bytes > BUDGET_BYTES ? "  over budget" : "";
  console.log(`  ${kb(route.bytes).padStart(9)}  ${route.path}  (${route.id})${mark}`);
}
const over = overBudget(report);
if (over.length > 0) {
  for (const route of over) {
    console.error(
      `\nOver budget: ${route.path} (${route.id}) loads ${kb(route.bytes)}; largest modules:`,
    );
    for (const module of route.modules.slice(0, 8)) {
      console.error(`  ${kb(module.bytes).padStart(9)}  ${module.file}`);
    }
  }
  process.exit(1);
}
