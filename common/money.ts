/**
 * Ringgit formatting. Prices arrive either as numbers or as the strings that
 * PostgreSQL `numeric` columns return ("1499.00").
 */

// Built once: constructing Intl formatters is comparatively expensive and
// prices are formatted many times per catalogue page.
const MYR_FORMAT = new Intl.NumberFormat("en-MY", {
  style: "currency",
  currency: "MYR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // "auto" would print "-RM 0.00" for -0 and for tiny negative rounding
  // residue; no price should ever read as negative zero.
  signDisplay: "negative",
});

// Strict on purpose: Number() would accept "", " ", "0x10" and "1e3 " and
// silently turn a corrupt price into RM 0.00 or something stranger.
const DECIMAL_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

type DecimalString = `${number}`;

function toAmount(value: number | string): { amount: number; exact: number | DecimalString } {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
    return { amount: value, exact: value };
  }
  const trimmed = value.trim();
  const amount = Number(trimmed);
  if (!DECIMAL_PATTERN.test(trimmed) || !Number.isFinite(amount)) {
    throw new RangeError(`Not a finite amount: ${JSON.stringify(value)}`);
  }
  // Intl formats a decimal string exactly, so "1.005" rounds like the
  // database value rather than like its binary float approximation.
  return { amount, exact: trimmed as DecimalString };
}

/** "RM 1,499.00" (Intl separates symbol and amount with a no-break space). */
export function formatMYR(value: number | string): string {
  return MYR_FORMAT.format(toAmount(value).exact);
}

/** True when the amount is exactly zero; throws a RangeError like formatMYR. */
export function isFree(value: number | string): boolean {
  return toAmount(value).amount === 0;
}

/** A price as the shop shows it: "Free" for zero, else "RM 1,499.00". */
export function priceLabel(value: number | string): string {
  return isFree(value) ? "Free" : formatMYR(value);
}
