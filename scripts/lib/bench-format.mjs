// Pure helpers of `npm run bench`: the figures kept from a load run, their
// summary over rounds, ratios and the printed table.

/**
 * @typedef {{ requestsPerSecond: number, p50: number, p99: number, requests: number,
 *   errors: number, non2xx: number }} LoadResult
 * @typedef {LoadResult & { rounds: number[] }} LoadSummary
 */

/**
 * A ratio to two decimals, or null when either side is missing or the base is zero.
 * @param {number | null | undefined} value
 * @param {number | null | undefined} base
 * @returns {number | null}
 */
export function ratio(value, base) {
  if (value == null || base == null || base === 0) return null;
  return Math.round((value / base) * 100) / 100;
}

/**
 * The middle value (mean of the two middle ones for an even count); null when empty.
 * @param {number[]} values
 * @returns {number | null}
 */
export function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? /** @type {number} */ (sorted[middle])
    : /** @type {number} */ (sorted[middle - 1] + /** @type {number} */ (sorted[middle])) / 2;
}

/**
 * The nearest-rank percentile of unsorted values; null when empty.
 * @param {number[]} values
 * @param {number} p 0 to 100
 * @returns {number | null}
 */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return /** @type {number} */ (sorted[rank - 1]);
}

/** Milliseconds to two decimals: loopback answers take well under one. */
const ms = (/** @type {number | null} */ value) =>
  value == null ? 0 : Math.round(value * 100) / 100;

/**
 * The figures of one load run. Requests per second from the totals (not autocannon's per-second
 * samples, of which a short run has few); latencies from every response, to the microsecond
 * (autocannon's histogram keeps whole milliseconds).
 * @param {{ requests: { total: number }, duration: number, errors: number, timeouts?: number,
 *   non2xx: number }} result autocannon's result
 * @param {number[]} latencies milliseconds of each response
 * @returns {LoadResult}
 */
export function loadResult(result, latencies) {
  return {
    requestsPerSecond:
      result.duration > 0 ? Math.round(result.requests.total / result.duration) : 0,
    p50: ms(percentile(latencies, 50)),
    p99: ms(percentile(latencies, 99)),
    requests: result.requests.total,
    errors: result.errors + (result.timeouts ?? 0),
    non2xx: result.non2xx,
  };
}

/**
 * Rounds of one target summarised: the median of each figure, the sums of requests and
 * failures, and each round's requests per second (the spread).
 * @param {LoadResult[]} rounds
 * @returns {LoadSummary}
 */
export function summarise(rounds) {
  const pick = (/** @type {(round: LoadResult) => number} */ get) => median(rounds.map(get)) ?? 0;
  return {
    requestsPerSecond: Math.round(pick((round) => round.requestsPerSecond)),
    p50: ms(pick((round) => round.p50)),
    p99: ms(pick((round) => round.p99)),
    requests: rounds.reduce((sum, round) => sum + round.requests, 0),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
    rounds: rounds.map((round) => round.requestsPerSecond),
  };
}

/**
 * Each round's ratio of one target to the yardstick (the same round, run side by side).
 * @param {number[]} values
 * @param {number[]} bases
 * @returns {{ median: number | null, min: number | null, max: number | null }}
 */
export function ratioSpread(values, bases) {
  const ratios = values
    .map((value, index) => ratio(value, bases[index]))
    .filter((value) => value !== null);
  return {
    median: ratios.length ? Math.round((median(ratios) ?? 0) * 100) / 100 : null,
    min: ratios.length ? Math.min(...ratios) : null,
    max: ratios.length ? Math.max(...ratios) : null,
  };
}

/**
 * Fixed-width text table; the first column left-aligned, the others right-aligned.
 * A row of one cell is a section heading.
 * @param {string[]} header
 * @param {Array<Array<string | number | null>>} rows
 * @returns {string}
 */
export function table(header, rows) {
  const text = rows.map((row) => row.map((cell) => (cell == null ? "–" : String(cell))));
  const widths = header.map((title, column) =>
    Math.max(
      title.length,
      ...text.filter((row) => row.length > 1).map((row) => (row[column] ?? "").length),
    ),
  );
  const line = (/** @type {string[]} */ row) =>
    row
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return column === 0 ? cell.padEnd(width) : cell.padStart(width);
      })
      .join("  ")
      .trimEnd();
  return [
    line(header),
    widths.map((width) => "-".repeat(width)).join("  "),
    ...text.map((row) => (row.length === 1 ? `${row[0]}` : line(row))),
  ].join("\n");
}

/**
 * "12.3 MB" from bytes.
 * @param {number | null} bytes
 * @returns {string | null}
 */
export function megabytes(bytes) {
  return bytes == null ? null : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * "1,234" (thousands separated, as in the docs).
 * @param {number | null} value
 * @returns {string | null}
 */
export function count(value) {
  return value == null ? null : Math.round(value).toLocaleString("en-GB");
}
