// Build-time rewrite of `import { ArrowRight, Menu } from "lucide-react"` into
// one import per icon from lucide-react's documented `lucide-react/icons/<name>`
// entry points. Through the package's index, every module that imports one icon
// appears to import all 1,600 of them, so the build cannot tell which icons a
// page really uses when it groups modules into files (scripts/lib/client-chunks.mjs).
// The source keeps the ordinary import; only the build sees the rewrite.
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

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/**
 * Rewrites the named imports of icons from "lucide-react"; other names (types,
 * createLucideIcon) stay imported from the package. Returns null when nothing changed.
 * @param {string} code
 * @param {Map<string, string>} iconFiles
 * @returns {string | null}
 */
export function rewriteLucideImports(code, iconFiles) {
  let changed = false;
  const result = code.replace(IMPORT, (statement, specifiers) => {
    const icons = [];
    const rest = [];
    for (const raw of specifiers.split(",")) {
      const specifier = raw.trim();
      if (!specifier) continue;
      const [imported, local = imported] = specifier.split(/\s+as\s+/).map((part) => part.trim());
      const file = specifier.startsWith("type ") ? undefined : iconFiles.get(imported);
      if (file) icons.push(`import ${local} from "lucide-react/icons/${file}";`);
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
  const iconFiles = iconFilesFromIndex(fs.readFileSync(esmIndex, "utf8"));
  return {
    name: "aihq:lucide-icon-imports",
    enforce: "pre",
    /** @param {string} code @param {string} id */
    transform(code, id) {
      if (id.includes("/node_modules/") || !code.includes("lucide-react")) return null;
      const rewritten = rewriteLucideImports(code, iconFiles);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
