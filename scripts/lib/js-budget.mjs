// The first-load JavaScript of each public page, from React Router's build
// manifest: what a visitor's browser downloads before the page is interactive
// (the client entry and, for each route from the root to
// the page, its module and the modules it imports statically). Pure: sizes
// come from the caller.

/**
 * @typedef {{ id: string, parentId?: string, path?: string, index?: boolean, module: string,
 *   imports?: string[], hasDefaultExport: boolean }} ManifestRoute
 * @typedef {{ entry: { module: string, imports?: string[] }, routes: Record<string, ManifestRoute> }} Manifest
 * @typedef {{ file: string, bytes: number }} ModuleSize
 * @typedef {{ id: string, path: string, bytes: number, modules: ModuleSize[] }} RouteBudget
 * @typedef {{ budgetBytes: number, routes: RouteBudget[] }} BudgetReport
 */

/**
 * Public pages: routes with a component that no other route nests in, outside /admin. */
/**
 * @param {Manifest} manifest
 * @returns {string[]}
 */
export function publicPageRoutes(manifest) {
  const routes = Object.values(manifest.routes);
  const parents = new Set(routes.map((route) => route.parentId));
  return routes
    .filter(
      (route) =>
        route.hasDefaultExport && !parents.has(route.id) && !route.id.startsWith("routes/admin"),
    )
    .map((route) => route.id);
}

/** The route and its ancestors, root first. */
/**
 * @param {Manifest} manifest
 * @param {string} id
 * @returns {ManifestRoute[]}
 */
export function routeChain(manifest, id) {
  /** @type {ManifestRoute[]} */
  const chain = [];
  for (let route = manifest.routes[id]; route; route = manifest.routes[route.parentId]) {
    chain.unshift(route);
    if (!route.parentId) break;
  }
  return chain;
}

/** The URL pattern of a route, for people to read ("/shop/books/:slug"). */
/**
 * @param {Manifest} manifest
 * @param {string} id
 * @returns {string}
 */
export function routePath(manifest, id) {
  const parts = routeChain(manifest, id)
    .map((route) => route.path ?? "")
    .filter((part) => part !== "");
  return `/${parts.join("/")}`;
}

/**
 * Every file of a page's first load, each once. The build's manifest file is
 * not among them: React Router discovers routes lazily, and the page's HTML
 * carries the part it needs.
 */
/**
 * @param {Manifest} manifest
 * @param {string} id
 * @returns {string[]}
 */
export function firstLoadFiles(manifest, id) {
  const files = new Set([manifest.entry.module]);
  for (const file of manifest.entry.imports ?? []) files.add(file);
  for (const route of routeChain(manifest, id)) {
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

/**
 * One line per public page: its first-load bytes (as `sizeOf` measures them,
 * gzip in the build check) and its modules, largest first.
 */
/**
 * @param {Manifest} manifest
 * @param {(file: string) => number} sizeOf
 * @param {number} budgetBytes
 * @returns {BudgetReport}
 */
export function budgetReport(manifest, sizeOf, budgetBytes) {
  const routes = publicPageRoutes(manifest).map((id) => {
    const modules = firstLoadFiles(manifest, id)
      .map((file) => ({ file, bytes: sizeOf(file) }))
      .sort((a, b) => b.bytes - a.bytes);
    return {
      id,
      path: routePath(manifest, id),
      bytes: modules.reduce((sum, module) => sum + module.bytes, 0),
      modules,
    };
  });
  routes.sort((a, b) => b.bytes - a.bytes);
  return { budgetBytes, routes };
}

/** The routes over budget. */
/**
 * @param {BudgetReport} report
 * @returns {RouteBudget[]}
 */
export function overBudget(report) {
  return report.routes.filter((route) => route.bytes > report.budgetBytes);
}
