// Aliases that point the browser build at React Router's production build.
import path from "node:path";

/**
 * @param {string} root the project's absolute root
 * @returns {{ find: RegExp, replacement: string }[]}
 */
export function reactRouterProductionBuild(root) {
  const dist = path.join(root, "node_modules/react-router/dist/production");
  return [
    { find: /^react-router$/, replacement: path.join(dist, "index.mjs") },
    { find: /^react-router\/dom$/, replacement: path.join(dist, "dom-export.mjs") },
  ];
}
