import { describe, expect, it } from "vitest";
import {
  loadResult,
  median,
  percentile,
  ratio,
  ratioSpread,
  summarise,
  table,
} from "../../scripts/lib/bench-format.mjs";
import {
  SECTION_END,
  SECTION_START,
  chartSvg,
  docsSection,
  markdownTable,
  registrationVerdict,
  replaceSection,
  resultRows,
  type BenchResults,
} from "../../scripts/lib/bench-report.mjs";

/** What `npm run bench` computes and prints from its load runs (scripts/lib/bench-*.mjs). */

const run = (requestsPerSecond: number, p50 = 1, p99 = 5) => ({
  requestsPerSecond,
  p50,
  p99,
  requests: requestsPerSecond * 3,
  errors: 0,
  non2xx: 0,
});

function results(cachedRounds: number[], staticRounds: number[]): BenchResults {
  const cached = summarise(cachedRounds.map((value) => run(value)));
  const statics = summarise(staticRounds.map((value) => run(value, 0.5, 2)));
  const uncached = summarise(staticRounds.map((value) => run(value / 20, 40, 90)));
  return {
    date: "2026-11-25T05:00:00.000Z",
    machine: { cpus: 2, model: "Test CPU", memoryBytes: 8e9, loadAverage: [0.5, 0.4, 0.3] },
    node: "v20.20.2",
    database: "PGlite (embedded)",
    settings: { seconds: 3, rounds: cachedRounds.length, connections: 10, encoding: "identity" },
    goals: { cachedToStatic: 0.8, uncachedToStatic: 0.2 },
    pages: [
      {
        name: "home",
        path: "/",
        bytes: 82_000,
        static: statics,
        cached,
        uncached,
        cachedToStatic: ratioSpread(cached.rounds, statics.rounds),
        uncachedToStatic: ratioSpread(uncached.rounds, statics.rounds),
      },
    ],
    writes: {
      registration: { ...summarise([run(200, 30, 80)]), acknowledged: 600, stored: 604 },
      rawInsert: { perSecond: 4000, rows: 12_000, connections: 1 },
      registrationToRawInsert: ratio(200, 4000),
    },
    coldStart: {
      server: { healthzMs: 2500, firstPageMs: 2700 },
      static: { firstResponseMs: 150 },
      ratio: ratio(2700, 150),
    },
    memory: {
      server: { idleBytes: 200e6, afterLoadBytes: 260e6 },
      static: { idleBytes: 50e6, afterLoadBytes: 60e6 },
      idleRatio: 4,
      afterLoadRatio: 4.33,
    },
    javascript: {
      targetBytes: 130 * 1024,
      routes: [
        { path: "/shop/masterclasses/:slug", id: "routes/shop/masterclass", bytes: 200 * 1024 },
        { path: "/blog", id: "routes/blog/index", bytes: 120 * 1024 },
      ],
    },
  };
}

describe("bench figures", () => {
  it("ratios, medians and nearest-rank percentiles", () => {
    expect(ratio(8, 10)).toBe(0.8);
    expect(ratio(1, 3)).toBe(0.33);
    expect(ratio(5, 0)).toBeNull();
    expect(ratio(null, 3)).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNull();
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });

  it("requests per second from the totals, latencies to the hundredth of a millisecond", () => {
    const result = loadResult(
      { requests: { total: 9_000 }, duration: 3, errors: 1, timeouts: 2, non2xx: 3 },
      [0.123, 0.456, 0.789, 1.5],
    );
    expect(result).toEqual({
      requestsPerSecond: 3_000,
      p50: 0.46,
      p99: 1.5,
      requests: 9_000,
      errors: 3,
      non2xx: 3,
    });
  });

  it("summarises rounds by their medians and keeps each round's ratio to its yardstick", () => {
    const summary = summarise([run(900), run(1100), run(1000)]);
    expect(summary.requestsPerSecond).toBe(1000);
    expect(summary.requests).toBe(9000);
    expect(summary.rounds).toEqual([900, 1100, 1000]);
    // Round by round: 900/1000, 1100/1000, 1000/1250.
    expect(ratioSpread([900, 1100, 1000], [1000, 1000, 1250])).toEqual({
      median: 0.9,
      min: 0.8,
      max: 1.1,
    });
  });

  it("lays out one text table, headings across", () => {
    const text = table(["Figure", "Value"], [["Section"], ["a", "1"], ["longer name", "22"]]);
    expect(text.split("\n")).toEqual([
      "Figure       Value",
      "-----------  -----",
      "Section",
      "a                1",
      "longer name     22",
    ]);
  });
});

describe("bench report", () => {
  it("says which goals a run met, with the spread over rounds", () => {
    const rows = resultRows(results([850, 780, 900], [1000, 1000, 1000]));
    const cached = rows.find((row) => row[0]?.startsWith("home (80.1 KB): page cache, req/s"));
    expect(cached).toEqual([
      "home (80.1 KB): page cache, req/s",
      "850",
      "express.static 1,000",
      "0.85× (0.78–0.90)",
      "≥ 0.8× met",
    ]);
    const uncached = rows.find((row) => row[0]?.includes("uncached SSR, req/s"));
    expect(uncached?.[3]).toBe("0.05×");
    expect(uncached?.[4]).toBe("≥ 0.2× NOT met");
    const below = resultRows(results([700, 720, 790], [1000, 1000, 1000]));
    expect(below.find((row) => row[0]?.includes("page cache, req/s"))?.[4]).toBe("≥ 0.8× NOT met");
    const javascript = rows.filter((row) => row[2] === "budget 130.0 KB");
    expect(javascript.map((row) => [row[0], row[3], row[4]])).toEqual([
      ["/shop/masterclasses/:slug", "1.54×", "≤ 1× NOT met"],
      ["/blog", "0.92×", "≤ 1× met"],
    ]);
  });

  it("shows the in-process render beside uncached SSR when the run measured it, and not before", () => {
    const withRender = results([850, 780, 900], [1000, 1000, 1000]);
    const [page] = withRender.pages;
    const render = summarise([run(70, 30, 60), run(80, 30, 60), run(75, 30, 60)]);
    Object.assign(page!, {
      render,
      renderToStatic: ratioSpread(render.rounds, page!.static.rounds),
    });
    const rows = resultRows(withRender);
    const index = rows.findIndex((row) => row[0]?.includes("render alone"));
    expect(rows[index]).toEqual([
      "home (80.1 KB): render alone (in process, no HTTP), per s",
      "75",
      "express.static 1,000",
      "0.08× (0.07–0.08)",
      "bound for uncached SSR",
    ]);
    expect(rows[index - 1]?.[0]).toBe("home (80.1 KB): uncached SSR, req/s");
    expect(chartSvg(withRender).match(/class="render"\/?>/g)?.length).toBe(2);

    const before = results([850, 780, 900], [1000, 1000, 1000]);
    expect(resultRows(before).some((row) => row[0]?.includes("render alone"))).toBe(false);
    expect(chartSvg(before)).not.toContain('class="render"');
  });

  it("counts a registration acknowledged but not stored as lost", () => {
    const base = { ...summarise([run(100)]), acknowledged: 300, stored: 302 };
    expect(registrationVerdict(base)).toBe("0 lost, 0 refused");
    expect(registrationVerdict({ ...base, stored: 297 })).toBe("3 lost, 0 refused or failed");
    expect(registrationVerdict({ ...base, non2xx: 4 })).toBe("0 lost, 4 refused or failed");
  });

  it("writes the Markdown table, the chart and the docs section in place", () => {
    const data = results([850, 780, 900], [1000, 1000, 1000]);
    const markdown = markdownTable(data);
    expect(markdown.split("\n")[1]).toBe("| --- | ---: | ---: | ---: | ---: |");
    expect(markdown).toContain("| **Writes (PGlite (embedded))** |");

    const svg = chartSvg(data);
    expect(svg.startsWith("<svg ")).toBe(true);
    // One page-cache bar per page (and its legend), one bar per route.
    expect(svg.match(/class="cached"\/?>/g)?.length).toBe(2);
    expect(svg.match(/class="(over|within)"/g)?.length).toBe(2);
    expect(svg).toContain("0.85×");

    const document = `# Performance\n\nProse.\n\n${SECTION_START}\nold figures\n${SECTION_END}\n\n## After\n`;
    const updated = replaceSection(document, docsSection(data));
    expect(updated).not.toContain("old figures");
    expect(updated).toContain("Prose.");
    expect(updated).toContain("## After");
    expect(updated).toContain("0.85× (0.78–0.90)");
    expect(replaceSection(updated, docsSection(data))).toBe(updated);
    expect(replaceSection("# Performance\n", "section")).toBe("# Performance\n\nsection\n");
  });
});
