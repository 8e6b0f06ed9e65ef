// npm run db:seed — loads the demo content into an empty database.
import { seedDemo } from "#server/db/seed/demo";
import { brochuresDir } from "#server/files/brochures";
import { bootRuntime, closeRuntime } from "#server/runtime";

try {
  const { database, config } = await bootRuntime();
  const { seeded } = await seedDemo(database.db, {
    brochuresDir: brochuresDir(config.dataDir),
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
