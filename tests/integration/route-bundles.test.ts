import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { routeBundles, routeName } from "../../scripts/lib/route-bundles.mjs";

// A project in miniature: the document and two layouts (the shell), a page, helpers.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "route-bundles-"));
const files: Record<string, string> = {
  "app/root.tsx": `import { cn } from "./lib/cn";\nimport type { Page } from "./lib/types";\nexport default 1;`,
  "app/routes/site/site-layout.tsx": `export {\n  Footer,\n} from "#app/components/footer";`,
  "app/routes/shop/layout.tsx": `import "../../lib/side-effect";`,
  "app/routes/shop/ntw.tsx": `import { dates } from "../../lib/dates";\nimport { cn } from "../../lib/cn";\nimport { x } from "../../lib/x.server";\nconst dialog = () => import("../../features/dialog");`,
  "app/lib/cn.ts": `export const cn = 1;`,
  "app/lib/types.ts": `export type Page = 1;`,
  "app/lib/dates.ts": `import { money } from "./money";\nexport const dates = money;`,
  "app/lib/money.ts": `export const money = 1;`,
  "common/slug.ts": `export const slug = 1;`,
  "app/lib/side-effect.ts": `console.log(1);`,
  "app/lib/x.server.ts": `export const x = 1;`,
  "app/components/footer.tsx": `export const Footer = 1;`,
  "app/features/dialog/index.tsx": `export default 1;`,
  "app/styles/app.css": `a{}`,
};
for (const [file, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const plugin = routeBundles(root) as unknown as {
  configResolved: (config: { command: string }) => void;
  resolveId: (source: string, importer?: string, options?: { ssr?: boolean }) => string | null;
};
plugin.configResolved({ command: "build" });
const at = (file: string) => path.join(root, file);
const page = at("app/routes/shop/ntw.tsx");

describe("routeBundles", () => {
  it("names a route by its path under app/routes", () => {
    expect(routeName(at("app"), page)).toBe("shop-ntw");
    expect(routeName(at("app"), at("app/routes/blog/post.tsx"))).toBe("blog-post");
  });

  it("gives a page its own copy of an app module outside the shell, and of that module's imports", () => {
    const dates = plugin.resolveId("../../lib/dates", page);
    expect(dates).toBe(`${at("app/lib/dates.ts")}?aihq-route=shop-ntw`);
    expect(plugin.resolveId("./money", dates!)).toBe(
      `${at("app/lib/money.ts")}?aihq-route=shop-ntw`,
    );
    // Through the path aliases as well: #app/ and #common/ modules are the page's own too.
    expect(plugin.resolveId("#app/lib/dates", page)).toBe(
      `${at("app/lib/dates.ts")}?aihq-route=shop-ntw`,
    );
    expect(plugin.resolveId("#common/slug", page)).toBe(
      `${at("common/slug.ts")}?aihq-route=shop-ntw`,
    );
    expect(plugin.resolveId("#app/components/footer", page)).toBeNull();
    // Dynamic imports too, so that a page is one copy throughout.
    expect(plugin.resolveId("../../features/dialog", page)).toBe(
      `${at("app/features/dialog/index.tsx")}?aihq-route=shop-ntw`,
    );
  });

  it("never copies what the shell imports, server modules, styles or packages", () => {
    expect(plugin.resolveId("../../lib/cn", page)).toBeNull();
    expect(plugin.resolveId("../../lib/side-effect", page)).toBeNull();
    expect(
      plugin.resolveId("../../components/footer", at("app/routes/site/site-layout.tsx")),
    ).toBeNull();
    expect(plugin.resolveId("../../components/footer", page)).toBeNull();
    expect(plugin.resolveId("../../lib/x.server", page)).toBeNull();
    expect(plugin.resolveId("../../styles/app.css", page)).toBeNull();
    expect(plugin.resolveId("react", page)).toBeNull();
  });

  it("copies nothing for the shell, for imports outside a page, on the server or in dev", () => {
    expect(plugin.resolveId("./lib/types", at("app/root.tsx"))).toBeNull();
    expect(plugin.resolveId("./money", at("app/lib/dates.ts"))).toBeNull();
    expect(plugin.resolveId("../../lib/dates", page, { ssr: true })).toBeNull();
    const dev = routeBundles(root) as unknown as typeof plugin;
    dev.configResolved({ command: "serve" });
    expect(dev.resolveId("../../lib/dates", page)).toBeNull();
  });

  it("counts a type-only import as no import of the shell", () => {
    // types.ts is imported by root.tsx with `import type` only, so a page may copy it.
    expect(plugin.resolveId("../../lib/types", page)).toBe(
      `${at("app/lib/types.ts")}?aihq-route=shop-ntw`,
    );
  });
});
