import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // The index re-exports every domain file; pointing at the folder would load each table twice.
  schema: "./server/db/schema/index.ts",
  out: "./server/db/migrations",
});
