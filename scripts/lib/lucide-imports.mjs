// Build-time rewrite of `import { ArrowRight, Menu } from "lucide-react"` into one
// import per icon, each from a small virtual module: lucide's data for that icon, drawn by
// our renderer (app/components/ui/icon.ts) instead of lucide's component machinery.
//
// Through the package's index, every module that imports one icon appears to import all
// 1,600 of them, so the build could not tell which icons a page uses; and lucide's runtime
// (context, class and stroke helpers) was 2 KB of every page. In the browser build each
// importing module also gets its own copy of an icon (a module named after the importer),
// so the icon lands in the same file as the component that draws it: shared by several
// pages, an icon was otherwise a file of its own, about 250 bytes compressed alone and a
// request (a shop page loaded 15 to 20 of them); a copy is some 150 bytes of plain data.
// The server renders the same markup from one shared copy per icon. The source keeps the
// ordinary import (and lucide's types); only the build sees the rewrite.
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Icon export name → icon file name, read from the package's ESM index
 * (`export { default as ArrowRight, default as ArrowRightIcon, … } from './icons/arrow-right.mjs';`).
 * @param {string} indexSource
 * @returns {Map<string, string>}
 */
export function iconFilesFromIndex(indexSource) {
  const files = new Map();
  const line = /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([a-z0-9-]+)\.mjs'/g;
  for (const match of indexSource.matchAll(line)) {
    for (const specifier of match[1].split(",")) {
      const name = /default\s+as\s+(\w+)/.exec(specifier)?.[1];
      if (name) files.set(name, match[2]);
    }
  }
  return files;
}

const VIRTUAL_PREFIX = "virtual:aihq-icon/";
const SHARED = "shared";

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/**
 * Rewrites the named imports of icons from "lucide-react"; other names (types,
 * createLucideIcon) stay imported from the package. Returns null when nothing changed.
 * @param {string} code
 * @param {Map<string, string>} iconFiles
 * @param {string} owner whose copies of the icons to import (see above)
 * @returns {string | null}
 */
export function rewriteLucideImports(code, iconFiles, owner) {
  let changed = false;
  const result = code.replace(IMPORT, (statement, specifiers) => {
    const icons = [];
    const rest = [];
    for (const raw of specifiers.split(",")) {
      const specifier = raw.trim();
      if (!specifier) continue;
      const [imported, local = imported] = specifier.split(/\s+as\s+/).map((part) => part.trim());
      const file = specifier.startsWith("type ") ? undefined : iconFiles.get(imported);
      if (file) icons.push(`import ${local} from "${VIRTUAL_PREFIX}${owner}/${file}";`);
      else rest.push(specifier);
    }
    if (icons.length === 0) return statement;
    changed = true;
    const others = rest.length > 0 ? [`import { ${rest.join(", ")} } from "lucide-react";`] : [];
    // As many lines as the statement had, so that later lines keep their numbers.
    const lineBreaks = "\n".repeat(statement.split("\n").length - 1);
    return [...others, ...icons].join(" ") + lineBreaks;
  });
  return changed ? result : null;
}

/**
 * The Vite plugin: applies the rewrite to the app's own modules.
 * @returns {import("vite").Plugin}
 */
export function lucideIconImports() {
  const require = createRequire(import.meta.url);
  // The package exports no package.json; its CommonJS entry sits beside the ESM folder.
  const cjsEntry = require.resolve("lucide-react");
  const esmIndex = path.resolve(path.dirname(cjsEntry), "../esm/lucide-react.mjs");
  const esmDir = path.dirname(esmIndex);
  const renderer = path.resolve(import.meta.dirname, "../../app/components/ui/icon.ts");
  const iconFiles = iconFilesFromIndex(fs.readFileSync(esmIndex, "utf8"));
  const knownFiles = new Set(iconFiles.values());
  let building = false;
  return {
    name: "aihq:lucide-icon-imports",
    enforce: "pre",
    /** @param {{ command: string }} config */
    configResolved(config) {
      building = config.command === "build";
    },
    /** @param {string} source */
    resolveId(source) {
      if (!source.startsWith(VIRTUAL_PREFIX)) return null;
      return `\0${source}`;
    },
    /** @param {string} id */
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return null;
      const file = id.slice(id.lastIndexOf("/") + 1);
      if (!knownFiles.has(file)) throw new Error(`lucide-react has no icon file ${file}`);
      const source = fs.readFileSync(path.join(esmDir, "icons", `${file}.mjs`), "utf8");
      return iconModule(source, renderer);
    },
    /** @param {string} code @param {string} id @param {{ ssr?: boolean }} [options] */
    transform(code, id, options) {
      if (id.includes("/node_modules/") || !code.includes("lucide-react")) return null;
      // Copies per importer only where files are cut for the browser; one copy elsewhere.
      const owner = building && !options?.ssr ? ownerName(id) : SHARED;
      const rewritten = rewriteLucideImports(code, iconFiles, owner);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}

/**
 * A short, stable name for an importing module: its file name and a hash of its id.
 * @param {string} id
 */
export function ownerName(id) {
  const file = id.split("?")[0];
  const base = path
    .basename(file)
    .replace(/\.[^.]*$/, "")
    .replace(/[^a-zA-Z0-9-]/g, "_");
  // The whole id: a page's copy of a module (route-bundles.mjs) gets icons of its own.
  return `${base}-${createHash("sha256").update(id).digest("hex").slice(0, 8)}`;
}

/**
 * The module of one icon: lucide's data for it, drawn by our renderer (app/components/ui/icon.ts).
 * @param {string} lucideSource the icon's module in lucide-react
 * @param {string} renderer the renderer's absolute path
 */
export function iconModule(lucideSource, renderer) {
  const data = /const __iconData = (\{[\s\S]*?\n\});/.exec(lucideSource)?.[1];
  if (!data) throw new Error("lucide-react changed the shape of its icon modules");
  return [
    `import { createIcon } from ${JSON.stringify(renderer)};`,
    `export default createIcon(${data});`,
  ].join("\n");
}
