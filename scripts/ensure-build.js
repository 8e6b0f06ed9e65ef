// `npm start` builds first when there is no build, or when a source file is
// newer than it, so a fresh clone needs only `npm install && npm start`.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const output = path.resolve("build/server/index.js");
const sources = [
  "app",
  "server",
  "public",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(
    builtAt === 0
      ? "No build found: building…"
      : "Sources changed since the last build: rebuilding…",
  );
  execSync("npm run build", { stdio: "inherit" });
}
