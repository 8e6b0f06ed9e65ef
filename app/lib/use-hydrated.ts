import { useEffect, useState } from "react";

/**
 * False on the server and in the first client render, true once React has
 * hydrated: a page can render its no-JavaScript form first (identical on
 * both sides, so no hydration mismatch) and switch to a dialog after.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
