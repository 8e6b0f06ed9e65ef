// npm run db:migrate — applies the committed migrations to the configured database.
import { closeRuntime, bootRuntime } from "#server/runtime";

try {
  const { database } = await bootRuntime();
  console.log(`Migrations applied (${database.driver}).`);
} catch (error) {
  console.error(`aihq: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeRuntime();
}
