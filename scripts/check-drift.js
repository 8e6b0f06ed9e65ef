// Fails when the Drizzle schema has changes that no committed migration holds:
// drizzle-kit generates into a scratch copy of the migrations folder, and any
// new file there is drift.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const committed = path.resolve("server/db/migrations");
// drizzle-kit reads --out as a path relative to the project, so the scratch
// copy lives inside it (git-ignored) rather than in the system temp folder.
fs.mkdirSync(".drift-check", { recursive: true });
const scratch = path.relative(process.cwd(), fs.mkdtempSync(path.join(".drift-check", "run-")));
fs.cpSync(committed, scratch, { recursive: true });
const list = (dir) => fs.readdirSync(dir, { recursive: true }).map(String).sort();
const before = list(scratch);
try {
  execFileSync(
    "npx",
    [
      "drizzle-kit",
      "generate",
      "--dialect",
      "postgresql",
      "--schema",
      "./server/db/schema/index.ts",
      "--out",
      scratch,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const added = list(scratch).filter((file) => !before.includes(file));
  if (added.length > 0) {
    console.error(
      `Schema drift: drizzle-kit would generate ${added.join(", ")}. Run \`npm run db:generate\` and commit the migration.`,
    );
    process.exitCode = 1;
  } else {
    console.log("No schema drift: the committed migrations match server/db/schema/");
  }
} finally {
  fs.rmSync(".drift-check", { recursive: true, force: true });
}
