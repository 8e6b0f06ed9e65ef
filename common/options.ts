/**
 * A closed list of values, each with its label, written once as the labels in
 * the order they are offered; the values (for zod, a filter, a select) are
 * their keys, in that order.
 */
export function optionsOf<const L extends Record<string, string>>(labels: L) {
  type Value = keyof L & string;
  const values = Object.keys(labels) as [Value, ...Value[]];
  return {
    values,
    labels: labels as Readonly<Record<Value, string>>,
    /** Whether `value` is one of the list's values. */
    is: (value: unknown): value is Value => isOneOf(values, value),
  };
}

/** Whether `value` is one of a closed list's values (a type guard for untrusted input). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}

/** The type guard of a closed list: `const isStage = guardOf(STAGES)`. */
export function guardOf<T extends string>(values: readonly T[]) {
  return (value: unknown): value is T => isOneOf(values, value);
}
