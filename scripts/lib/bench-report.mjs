// Pure rendering of bench/results.json: the one table (text and Markdown), the
// SVG chart and the generated section of docs/performance.md.
import { count, megabytes } from "./bench-format.mjs";

/**
 * @typedef {import("./bench-format.mjs").LoadSummary} LoadSummary
 * @typedef {{ median: number | null, min: number | null, max: number | null }} Spread
 * @typedef {{ name: string, path: string, bytes: number, static: LoadSummary,
 *   cached: LoadSummary, uncached: LoadSummary, cachedToStatic: Spread,
 *   uncachedToStatic: Spread, render?: LoadSummary, renderToStatic?: Spread }} PageResult
 *   (`render`: the page rendered in process with no HTTP, the bound for uncached SSR; runs
 *   before it was measured have none.)
 * @typedef {{
 *   date: string,
 *   machine: { cpus: number, model: string, memoryBytes: number, loadAverage: number[] },
 *   node: string,
 *   database: string,
 *   settings: { seconds: number, rounds: number, connections: number, encoding: string },
 *   goals: { cachedToStatic: number, uncachedToStatic: number },
 *   pages: PageResult[],
 *   writes: { registration: LoadSummary & { acknowledged: number, stored: number }, rawInsert: { perSecond: number,
 *     rows: number, connections: number }, registrationToRawInsert: number | null },
 *   coldStart: { server: { healthzMs: number, firstPageMs: number },
 *     static: { firstResponseMs: number }, ratio: number | null },
 *   memory: { server: { idleBytes: number | null, afterLoadBytes: number | null },
 *     static: { idleBytes: number | null, afterLoadBytes: number | null },
 *     idleRatio: number | null, afterLoadRatio: number | null },
 *   javascript: { targetBytes: number, routes: { path: string, id: string, bytes: number }[] } | null,
 * }} BenchResults
 */

export const HEADER = ["Figure", "Measured", "Yardstick (same run)", "Ratio", "Goal"];

/** "0.85×", with the spread over rounds when there was one: "0.85× (0.81–0.88)". */
export function formatSpread(/** @type {Spread} */ spread) {
  if (spread.median == null) return null;
  const base = `${spread.median.toFixed(2)}×`;
  if (spread.min == null || spread.max == null || spread.min === spread.max) return base;
  return `${base} (${spread.min.toFixed(2)}–${spread.max.toFixed(2)})`;
}

const times = (/** @type {number | null} */ value) =>
  value == null ? null : `${value.toFixed(2)}×`;
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const latency = (/** @type {LoadSummary} */ run) => `${run.p50} / ${run.p99}`;
const latencyRatio = (/** @type {LoadSummary} */ run, /** @type {LoadSummary} */ base) =>
  `${times(base.p50 ? run.p50 / base.p50 : null) ?? "–"} / ${times(base.p99 ? run.p99 / base.p99 : null) ?? "–"}`;
const verdict = (/** @type {boolean} */ met, /** @type {string} */ goal) =>
  `${goal} ${met ? "met" : "NOT met"}`;

/**
 * Every acknowledged registration must be stored; refusals (4xx/5xx) and errors are failures
 * of the run. Stored may exceed acknowledged: requests cut off at the end of the run.
 * @param {LoadSummary & { acknowledged: number, stored: number }} registration
 */
export function registrationVerdict(registration) {
  const lost = Math.max(0, registration.acknowledged - registration.stored);
  const failed = registration.non2xx + registration.errors;
  if (lost === 0 && failed === 0) return "0 lost, 0 refused";
  return `${lost} lost, ${failed} refused or failed`;
}

/**
 * The bench's one table: every figure beside its yardstick from the same run, and their ratio.
 * A row of one cell is a section heading.
 * @param {BenchResults} results
 * @returns {Array<Array<string | null>>}
 */
export function resultRows(results) {
  /** @type {Array<Array<string | null>>} */
  const rows = [
    [
      `Pages (${results.settings.encoding === "identity" ? "uncompressed, no Accept-Encoding" : `Accept-Encoding: ${results.settings.encoding}`}, ${results.settings.connections} connections, ${results.settings.rounds} × ${results.settings.seconds} s)`,
    ],
  ];
  for (const page of results.pages) {
    const label = `${page.name} (${kb(page.bytes)})`;
    const staticRps = `express.static ${count(page.static.requestsPerSecond)}`;
    const cachedMet = (page.cachedToStatic.median ?? 0) >= results.goals.cachedToStatic;
    const uncachedMet = (page.uncachedToStatic.median ?? 0) >= results.goals.uncachedToStatic;
    rows.push(
      [
        `${label}: page cache, req/s`,
        count(page.cached.requestsPerSecond),
        staticRps,
        formatSpread(page.cachedToStatic),
        verdict(cachedMet, `≥ ${results.goals.cachedToStatic}×`),
      ],
      [
        `${label}: uncached SSR, req/s`,
        count(page.uncached.requestsPerSecond),
        staticRps,
        formatSpread(page.uncachedToStatic),
        verdict(uncachedMet, `≥ ${results.goals.uncachedToStatic}×`),
      ],
    );
    if (page.render && page.renderToStatic) {
      rows.push([
        `${label}: render alone (in process, no HTTP), per s`,
        count(page.render.requestsPerSecond),
        staticRps,
        formatSpread(page.renderToStatic),
        "bound for uncached SSR",
      ]);
    }
    rows.push(
      [
        `${page.name}: page cache, p50 / p99 ms`,
        latency(page.cached),
        `express.static ${latency(page.static)}`,
        latencyRatio(page.cached, page.static),
        null,
      ],
      [
        `${page.name}: uncached SSR, p50 / p99 ms`,
        latency(page.uncached),
        `express.static ${latency(page.static)}`,
        latencyRatio(page.uncached, page.static),
        null,
      ],
    );
    const failures = ["static", "cached", "uncached", "render"]
      .map((kind) => {
        const run = /** @type {LoadSummary | undefined} */ (page[/** @type {"static"} */ (kind)]);
        return run && run.errors + run.non2xx > 0 ? `${kind}: ${run.errors + run.non2xx}` : null;
      })
      .filter(Boolean);
    if (failures.length > 0) {
      rows.push([`${page.name}: failed requests`, failures.join(", "), null, null, null]);
    }
  }
  const { registration, rawInsert } = results.writes;
  rows.push(
    [`Writes (${results.database})`],
    [
      "registration POST (public action, form token), per s",
      count(registration.requestsPerSecond),
      `raw single-row INSERT ${count(rawInsert.perSecond)}/s`,
      times(results.writes.registrationToRawInsert),
      null,
    ],
    ["registration p50 / p99 ms", latency(registration), null, null, null],
    [
      "registrations acknowledged (2xx) / stored",
      `${count(registration.acknowledged)} / ${count(registration.stored)}`,
      null,
      null,
      registrationVerdict(registration),
    ],
    ["Server"],
    [
      "cold start, fresh data directory, to first page 200",
      `${count(results.coldStart.server.firstPageMs)} ms`,
      `express.static ${count(results.coldStart.static.firstResponseMs)} ms`,
      times(results.coldStart.ratio),
      null,
    ],
    [
      "resident memory, idle",
      megabytes(results.memory.server.idleBytes),
      `express.static ${megabytes(results.memory.static.idleBytes)}`,
      times(results.memory.idleRatio),
      null,
    ],
    [
      "resident memory, after the load",
      megabytes(results.memory.server.afterLoadBytes),
      `express.static ${megabytes(results.memory.static.afterLoadBytes)}`,
      times(results.memory.afterLoadRatio),
      null,
    ],
  );
  if (results.javascript) {
    const target = results.javascript.targetBytes;
    rows.push([`First-load JavaScript per public route (gzip, build/js-budget.json)`]);
    for (const route of results.javascript.routes) {
      rows.push([
        route.path,
        kb(route.bytes),
        `budget ${kb(target)}`,
        times(route.bytes / target),
        verdict(route.bytes <= target, "≤ 1×"),
      ]);
    }
  }
  return rows;
}

/** One line on where and how the figures were taken. */
export function runLine(/** @type {BenchResults} */ results) {
  const { machine } = results;
  return `${results.date.slice(0, 16).replace("T", " ")} UTC, ${results.database}, Node ${results.node}, ${machine.cpus} × ${machine.model}, load average before the run ${machine.loadAverage.map((value) => value.toFixed(2)).join(" / ")}`;
}

const escapeCell = (/** @type {string} */ text) => text.replace(/\|/g, "\\|");

/**
 * The table in Markdown; section headings become bold rows.
 * @param {BenchResults} results
 */
export function markdownTable(results) {
  const lines = [
    `| ${HEADER.join(" | ")} |`,
    `| ${HEADER.map((_, index) => (index === 0 ? "---" : "---:")).join(" | ")} |`,
  ];
  for (const row of resultRows(results)) {
    const cells =
      row.length === 1 ? [`**${row[0]}**`, "", "", "", ""] : row.map((cell) => cell ?? "");
    lines.push(`| ${cells.map(escapeCell).join(" | ")} |`);
  }
  return lines.join("\n");
}

const escapeXml = (/** @type {string} */ text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Two panels: requests per second of each page as a multiple of express.static's (with the
 * goals and the spread over rounds), and each public route's first-load JavaScript against
 * its target.
 * @param {BenchResults} results
 * @returns {string}
 */
export function chartSvg(results) {
  const width = 760;
  const left = 250;
  const plot = width - left - 70;
  const bar = 14;
  /** @type {string[]} */
  const parts = [];
  let y = 28;
  const text = (
    /** @type {number} */ x,
    /** @type {number} */ ty,
    /** @type {string} */ content,
    attributes = "",
  ) => parts.push(`<text x="${x}" y="${ty}"${attributes}>${escapeXml(content)}</text>`);

  text(
    12,
    y,
    "Requests per second, × express.static on the same bytes, same run",
    ' class="title"',
  );
  y += 16;
  text(12, y, runLine(results), ' class="note"');
  y += 26;
  const maxRatio = Math.max(
    1,
    ...results.pages.flatMap((page) => [
      page.cachedToStatic.max ?? 0,
      page.uncachedToStatic.max ?? 0,
    ]),
  );
  const scale = (/** @type {number} */ value) => left + (value / maxRatio) * plot;
  const ratiosTop = y;
  const series = [
    { key: "cachedToStatic", label: "page cache", className: "cached" },
    { key: "uncachedToStatic", label: "uncached SSR", className: "uncached" },
    { key: "renderToStatic", label: "render alone, no HTTP", className: "render" },
  ];
  for (const page of results.pages) {
    text(left - 8, y + bar + 4, `${page.name} (${kb(page.bytes)})`, ' text-anchor="end"');
    for (const { key, label, className } of series) {
      const spread = /** @type {Spread | undefined} */ (
        page[/** @type {"cachedToStatic"} */ (key)]
      );
      if (!spread) continue;
      const value = spread.median ?? 0;
      parts.push(
        `<rect x="${left}" y="${y}" width="${(scale(value) - left).toFixed(1)}" height="${bar}" class="${className}"><title>${escapeXml(`${label}: ${value.toFixed(2)}×`)}</title></rect>`,
      );
      if (spread.min != null && spread.max != null && spread.min !== spread.max) {
        const middle = y + bar / 2;
        parts.push(
          `<path d="M${scale(spread.min).toFixed(1)} ${middle}H${scale(spread.max).toFixed(1)}M${scale(spread.min).toFixed(1)} ${middle - 4}v8M${scale(spread.max).toFixed(1)} ${middle - 4}v8" class="spread"/>`,
        );
      }
      text(
        scale(Math.max(value, spread.max ?? 0)) + 6,
        y + bar - 3,
        `${value.toFixed(2)}×`,
        ' class="value"',
      );
      y += bar + 2;
    }
    y += 10;
  }
  for (const [value, label] of /** @type {Array<[number, string]>} */ ([
    [results.goals.cachedToStatic, `goal ${results.goals.cachedToStatic}×`],
    [results.goals.uncachedToStatic, `goal ${results.goals.uncachedToStatic}×`],
    [1, "express.static = 1×"],
  ])) {
    const x = scale(value).toFixed(1);
    parts.push(
      `<path d="M${x} ${ratiosTop - 4}V${y - 6}" class="${value === 1 ? "base" : "goal"}"/>`,
    );
    // Goals labelled above the bars, the yardstick below, so that close lines stay legible.
    text(
      Number(x),
      value === 1 ? y + 6 : ratiosTop - 8,
      label,
      ' text-anchor="middle" class="note"',
    );
  }
  y += 22;
  parts.push(
    `<rect x="${left}" y="${y - 10}" width="10" height="10" class="cached"/>`,
    `<rect x="${left + 90}" y="${y - 10}" width="10" height="10" class="uncached"/>`,
  );
  text(left + 14, y, "page cache");
  text(left + 104, y, "uncached SSR");
  if (results.pages.some((page) => page.renderToStatic)) {
    parts.push(`<rect x="${left + 200}" y="${y - 10}" width="10" height="10" class="render"/>`);
    text(left + 214, y, "render alone, in process, no HTTP");
  }
  y += 16;
  text(left, y, "whiskers: spread over rounds", ' class="note"');
  y += 30;

  if (results.javascript && results.javascript.routes.length > 0) {
    const { targetBytes, routes } = results.javascript;
    text(
      12,
      y,
      "First-load JavaScript per public route, KB gzip (build/js-budget.json)",
      ' class="title"',
    );
    y += 16;
    const maxBytes = Math.max(targetBytes, ...routes.map((route) => route.bytes));
    const scaleBytes = (/** @type {number} */ bytes) => left + (bytes / maxBytes) * plot;
    const top = y;
    for (const route of routes) {
      text(left - 8, y + 11, route.path, ' text-anchor="end"');
      parts.push(
        `<rect x="${left}" y="${y}" width="${(scaleBytes(route.bytes) - left).toFixed(1)}" height="12" class="${route.bytes > targetBytes ? "over" : "within"}"/>`,
      );
      // Past the budget line too, so that the line never runs through a figure.
      const labelX = Math.max(scaleBytes(route.bytes), scaleBytes(targetBytes)) + 6;
      text(labelX, y + 10, kb(route.bytes), ' class="value"');
      y += 15;
    }
    const x = scaleBytes(targetBytes).toFixed(1);
    parts.push(`<path d="M${x} ${top - 4}V${y + 2}" class="target"/>`);
    text(Number(x), y + 14, `budget ${kb(targetBytes)}`, ' text-anchor="middle" class="note"');
    y += 24;
  }

  const style = [
    "text{font:12px system-ui,-apple-system,Segoe UI,Roboto,sans-serif;fill:#1f2937}",
    ".title{font-weight:600;font-size:13px}",
    ".value,.note{font-size:11px;fill:#4b5563}",
    ".cached{fill:#2563eb}",
    ".uncached{fill:#f59e0b}",
    ".render{fill:#a855f7}",
    ".within{fill:#16a34a}",
    ".over{fill:#dc2626}",
    ".spread{stroke:#111827;stroke-width:1.2;fill:none}",
    ".goal{stroke:#dc2626;stroke-dasharray:4 3;fill:none}",
    ".base{stroke:#6b7280;fill:none}",
    ".target{stroke:#111827;stroke-width:1.5;stroke-dasharray:5 3;fill:none}",
  ].join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${y}" viewBox="0 0 ${width} ${y}" role="img" aria-label="npm run bench: page requests per second against express.static, and first-load JavaScript per route">`,
    `<style>${style}</style>`,
    `<rect width="${width}" height="${y}" fill="#ffffff"/>`,
    ...parts,
    "</svg>",
    "",
  ].join("\n");
}

export const SECTION_START = "<!-- bench:results:start -->";
export const SECTION_END = "<!-- bench:results:end -->";

/**
 * The generated part of docs/performance.md.
 * @param {BenchResults} results
 */
export function docsSection(results) {
  return [
    SECTION_START,
    `<!-- Generated by \`npm run bench -- --write-docs\` (or \`node scripts/bench-docs.mjs\` from bench/results.json); edits here are overwritten. -->`,
    "",
    `Run of ${runLine(results)}; ${results.settings.rounds} rounds of ${results.settings.seconds} s per target, ${results.settings.connections} connections. Pages: ${results.pages.map((page) => `${page.name} \`${page.path}\``).join(", ")}.`,
    "",
    markdownTable(results),
    "",
    "![Requests per second of each page against express.static, and first-load JavaScript per route](performance-chart.svg)",
    SECTION_END,
  ].join("\n");
}

/**
 * The document with its generated section replaced (or appended when it has none).
 * @param {string} document
 * @param {string} section
 */
export function replaceSection(document, section) {
  const start = document.indexOf(SECTION_START);
  const end = document.indexOf(SECTION_END);
  if (start === -1 || end === -1 || end < start) {
    return `${document.trimEnd()}\n\n${section}\n`;
  }
  return document.slice(0, start) + section + document.slice(end + SECTION_END.length);
}
