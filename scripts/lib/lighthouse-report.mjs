// Pure helpers of `npm run lighthouse` (scripts/lighthouse.mjs): which pages
// to audit, the median run, and what a report says when a page is below 100.

/**
 * The four key pages (docs/performance.md): home, catalogue, one masterclass and one
 * blog post. `hasCountdown(path)` tells whether a masterclass page shows a running
 * registration countdown: the first one that does is taken (the countdown is
 * part of what is measured), else the first masterclass.
 */
export async function pickPages(sitemapXml, hasCountdown) {
  const paths = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  // "custom" is the custom-training page, not a masterclass.
  const masterclasses = paths.filter(
    (p) => /^\/shop\/masterclasses\/[^/]+$/.test(p) && p !== "/shop/masterclasses/custom",
  );
  const post = paths.find((p) => /^\/blog\/[^/]+$/.test(p));
  if (masterclasses.length === 0 || !post) {
    throw new Error("the sitemap lists no masterclass or no blog post (is the demo seeded?)");
  }
  let masterclass = masterclasses[0];
  for (const candidate of masterclasses) {
    if (await hasCountdown(candidate)) {
      masterclass = candidate;
      break;
    }
  }
  return [
    { name: "home", path: "/" },
    { name: "catalogue", path: "/shop/masterclasses" },
    { name: "masterclass", path: masterclass },
    { name: "blog post", path: post },
  ];
}

/** The median run by performance score (ties keep the lower LCP), as Lighthouse's CLI does for several runs. */
export function medianRun(runs) {
  if (runs.length === 0) throw new Error("no runs");
  const sorted = [...runs].sort((a, b) => a.score - b.score || b.metrics.lcp - a.metrics.lcp);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const METRICS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  si: "speed-index",
};

/**
 * The figures of one Lighthouse result (its `lhr`): score 0–100, metrics in
 * milliseconds (CLS unitless), and the audits that cost points: metric audits
 * below a full score, and the opportunities and diagnostics that failed.
 */
export function summarise(lhr) {
  const category = lhr.categories.performance;
  const metrics = {};
  for (const [key, id] of Object.entries(METRICS))
    metrics[key] = lhr.audits[id]?.numericValue ?? NaN;
  const metricIds = new Set(Object.values(METRICS));
  const findings = [];
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.scoreDisplayMode === "notApplicable") continue;
    if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "manual") continue;
    const threshold = metricIds.has(ref.id) ? 1 : 0.9;
    if (audit.score >= threshold) continue;
    findings.push({
      id: ref.id,
      title: audit.title,
      score: audit.score,
      displayValue: audit.displayValue ?? "",
    });
  }
  const lcpElement =
    lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  return {
    score: Math.round((category.score ?? 0) * 100),
    metrics,
    findings,
    lcpElement: lcpElement ?? null,
    // Lighthouse's CPU benchmark of the machine during the run: the simulated
    // 4× slowdown applies to the observed CPU time, so a busy machine scores lower.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runWarnings: lhr.runWarnings ?? [],
  };
}
