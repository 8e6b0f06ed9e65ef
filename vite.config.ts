import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientChunks } from "./scripts/lib/client-chunks.mjs";
import { lucideIconImports } from "./scripts/lib/lucide-imports.mjs";

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // The server bundle is our Express app (server/app.ts), which mounts the
    // React Router request handler; server.js only boots it.
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : { output: { manualChunks: clientChunks(import.meta.dirname) } },
    assetsInlineLimit: 0,
  },
  ssr: {
    // PGlite ships WASM and data files that must stay on disk next to the package.
    external: ["@electric-sql/pglite", "pg", "pino", "pino-http"],
  },
  plugins: [lucideIconImports(), tailwindcss(), reactRouter()],
}));
