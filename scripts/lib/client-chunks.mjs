// How the browser build groups modules into files (Rollup's manualChunks).
//
// Left to itself, Rollup gives every set of modules shared by a different set
// of routes a file of its own: a public page loaded 30 to 70 files, most under
// 2 KB (one per icon, per UI helper), each compressed alone and each a request.
// So everything the document and the two public layouts import statically (React,
// React Router, top bar, footer, buttons, their icons, toasts) goes into one
// "shell" file that every public page loads; route modules and code shared by
// some pages are split as Rollup decides (with icons imported one by one, see
// lucide-imports.mjs, a page gets only the icons it shows).

/** Route modules whose static imports every public page loads. */
export const SHELL_ROUTES = [
  "app/root.tsx",
  "app/routes/site/site-layout.tsx",
  "app/routes/shop/layout.tsx",
];

/**
 * React DOM's small public module (createPortal, flushSync) and its CommonJS interop wrapper,
 * imported by the client entry and by the dialogs: files of their own otherwise, on every page.
 */
const REACT_DOM_INDEX =
  /\/node_modules\/react-dom\/(index\.js|cjs\/react-dom\.production\.js)(\?.*)?$/;

const withoutQuery = (id) => id.split("?")[0];

/**
 * @param {string} root the project's absolute root
 * @returns {(id: string, meta: { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null, getModuleIds: () => IterableIterator<string> }) => string | undefined}
 */
export function clientChunks(root) {
  const shellRoutes = new Set(SHELL_ROUTES.map((file) => `${root}/${file}`));
  /** @type {Map<string, string> | null} */
  let groups = null;

  const isRoute = (id) => /\/app\/(root\.tsx|routes\/)/.test(withoutQuery(id));

  /** The modules the given routes import statically, directly or not; other routes stop the walk. */
  const reach = (starts, getModuleInfo) => {
    const seen = new Set();
    const queue = [...starts];
    while (queue.length > 0) {
      const id = queue.pop();
      if (seen.has(id)) continue;
      seen.add(id);
      for (const next of getModuleInfo(id)?.importedIds ?? []) {
        if (!isRoute(next)) queue.push(next);
      }
    }
    return seen;
  };

  return (id, { getModuleInfo, getModuleIds }) => {
    if (!groups) {
      groups = new Map();
      const all = [...getModuleIds()];
      const shellStarts = all.filter((moduleId) => shellRoutes.has(withoutQuery(moduleId)));
      for (const moduleId of reach(shellStarts, getModuleInfo)) {
        // React and React Router, and small helpers from node_modules (clsx,
        // class-variance-authority, the layout's icons) go with the shell too.
        if (!isRoute(moduleId)) groups.set(moduleId, "shell");
      }
    }
    if (REACT_DOM_INDEX.test(id)) return "shell";
    return groups.get(id);
  };
}
