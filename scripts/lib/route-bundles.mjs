// The browser build gives each page route its own copy of the app modules it uses that the
// shell does not (scripts/lib/client-chunks.mjs), so that a page's own code comes in one
// file instead of one file per set of pages sharing it.
//
// Left to itself, Rollup puts every module used by a different set of pages into a file of
// its own: a shop page loaded 15 to 18 files besides the shell, most under 1 KB, each
// compressed alone (some 100 to 200 bytes more each than in one file) and each a request.
// Rollup cannot copy a module into two files, so the copy is made before it: an import from
// a route module (or from a module copied for a route) of an app module outside the shell
// resolves to that module with the route's name as a query (`dates.ts?aihq-route=shop-ntw`),
// which Rollup then treats as a module of its own and keeps in the route's file.
//
// What this asks of the code: state kept at module level must live in a module the shell
// imports (as notify, fresh-form-token and cn do), since a page's modules now exist once per
// page. Within a page everything is one copy, dynamic imports included, so a context made
// in a page's module reaches every part of that page.
import fs from "node:fs";
import path from "node:path";
import { SHELL_ROUTES } from "./client-chunks.mjs";

const QUERY = "?aihq-route=";
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
/** `import … from "x"`, `import "x"`, `export … from "x"`; not `import type`. */
const STATIC_IMPORT =
  /(?:^|[\n;])\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?["']([^"']+)["']/g;

const withoutQuery = (id) => id.split("?")[0];

/**
 * @param {string} root the project's absolute root
 * @returns {import("vite").Plugin}
 */
export function routeBundles(root) {
  const appDir = path.join(root, "app");
  const commonDir = path.join(root, "common");
  const inProject = (file) =>
    file.startsWith(appDir + path.sep) || file.startsWith(commonDir + path.sep);
  const routesDir = path.join(appDir, "routes");
  const shellRoutes = SHELL_ROUTES.map((file) => path.join(root, file));
  let building = false;
  /** @type {Set<string> | null} */
  let shell = null;

  const isRoute = (file) =>
    file.startsWith(routesDir + path.sep) || file === path.join(appDir, "root.tsx");

  /** The project file a relative or aliased (`#app/…`, `#common/…`) import names, or null. */
  const resolveRelative = (importerFile, source) => {
    const alias = /^#(app|common)\//.exec(source);
    if (!alias && !source.startsWith(".")) return null;
    const base = alias
      ? path.join(root, alias[1], source.slice(alias[0].length))
      : path.resolve(path.dirname(importerFile), source);
    for (const extension of EXTENSIONS) {
      const file = base + extension;
      if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
    }
    return null;
  };

  /** The app files the shell routes import statically, directly or not (read from the sources). */
  const shellFiles = () => {
    if (shell) return shell;
    shell = new Set();
    const queue = [...shellRoutes];
    while (queue.length > 0) {
      const file = queue.pop();
      if (shell.has(file)) continue;
      shell.add(file);
      const source = fs.readFileSync(file, "utf8");
      for (const match of source.matchAll(STATIC_IMPORT)) {
        const next = resolveRelative(file, match[1]);
        if (next && inProject(next)) queue.push(next);
      }
    }
    return shell;
  };

  /** The route a module is copied for: its own name for a page route, its query for a copy. */
  const ownerOf = (importer) => {
    const at = importer.indexOf(QUERY);
    if (at !== -1) return importer.slice(at + QUERY.length);
    const file = withoutQuery(importer);
    if (!isRoute(file) || shellRoutes.includes(file)) return null;
    return routeName(appDir, file);
  };

  const copied = (file) =>
    inProject(file) &&
    /\.tsx?$/.test(file) &&
    !/\.server\.tsx?$/.test(file) &&
    !isRoute(file) &&
    !shellFiles().has(file);

  return {
    name: "aihq:route-bundles",
    enforce: "pre",
    /** @param {{ command: string }} config */
    configResolved(config) {
      building = config.command === "build";
    },
    /**
     * @param {string} source
     * @param {string | undefined} importer
     * @param {{ ssr?: boolean }} [options]
     */
    resolveId(source, importer, options) {
      if (!building || options?.ssr || !importer) return null;
      const owner = ownerOf(importer);
      if (!owner) return null;
      const file = resolveRelative(withoutQuery(importer), source);
      if (!file || !copied(file)) return null;
      return `${file}${QUERY}${owner}`;
    },
  };
}

/**
 * "shop-masterclass" for app/routes/shop/masterclass.tsx.
 * @param {string} appDir
 * @param {string} file
 */
export function routeName(appDir, file) {
  return path
    .relative(path.join(appDir, "routes"), file)
    .replace(/\.tsx?$/, "")
    .replace(/[^a-zA-Z0-9]+/g, "-");
}
