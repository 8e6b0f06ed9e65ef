// npm run db:seed — loads the demo content into an empty database.
import path from "node:path";
import { seedDemo } from "../db/seed/demo";
import { bootRuntime, closeRuntime } from "../runtime";

try {
  const { database, config } = await bootRuntime();
  const { seeded } = await seedDemo(database.db, {
    uploadsDir: path.join(config.dataDir, "uploads"),
  });
  console.log(
    seeded ? "Demo content seeded." : "The database already has content: nothing seeded.",
  );
} catch (error) {
  console.error(`aihq: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeRuntime();
}
