import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientChunks } from "./scripts/lib/client-chunks.mjs";
import { lucideIconImports } from "./scripts/lib/lucide-imports.mjs";
import { reactRouterProductionBuild } from "./scripts/lib/react-router-production.mjs";
import { routeBundles } from "./scripts/lib/route-bundles.mjs";

export default defineConfig(({ command, isSsrBuild }) => ({
  build: {
    // The server bundle is our Express app (server/app.ts), which mounts the
    // React Router request handler; server.js only boots it.
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : { output: { manualChunks: clientChunks(import.meta.dirname) } },
    assetsInlineLimit: 0,
  },
  // React Router's package exports name only its development build, which keeps its
  // development warnings; the browser gets the production copy shipped beside it (the
  // same code with the warnings compiled out, 0.6 KB less on every page).
  resolve:
    command === "build" && !isSsrBuild
      ? { alias: reactRouterProductionBuild(import.meta.dirname) }
      : {},
  ssr: {
    // PGlite ships WASM and data files that must stay on disk next to the package.
    external: ["@electric-sql/pglite", "pg", "pino", "pino-http"],
  },
  plugins: [routeBundles(import.meta.dirname), lucideIconImports(), tailwindcss(), reactRouter()],
}));
