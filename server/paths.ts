import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project root, found by walking up from this module to the folder with
 * our package.json. The same code runs from source (server/) and from the
 * bundle (build/server/assets/), so paths to files shipped beside the code
 * (migrations, seed files) are resolved from the root, not from the module.
 */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, "package.json");
    if (fs.existsSync(manifest) && fs.existsSync(path.join(dir, "server", "db"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const projectRoot = findRoot();

export function fromRoot(...segments: string[]): string {
  return path.join(projectRoot, ...segments);
}
