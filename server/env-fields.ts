/** An environment variable set to blanks counts as unset, so its default applies. */
export const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
