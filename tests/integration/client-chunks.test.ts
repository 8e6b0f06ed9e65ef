import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientChunks } from "../../scripts/lib/client-chunks.mjs";
import {
  iconFilesFromIndex,
  iconModule,
  lucideIconImports,
  ownerName,
  rewriteLucideImports,
} from "../../scripts/lib/lucide-imports.mjs";

const lucideIndex = fs.readFileSync(
  path.resolve("node_modules/lucide-react/dist/esm/lucide-react.mjs"),
  "utf8",
);

describe("iconFilesFromIndex", () => {
  const files = iconFilesFromIndex(lucideIndex);

  it("maps every export name of an icon, aliases included, to its file", () => {
    expect(files.get("ArrowRight")).toBe("arrow-right");
    expect(files.get("Building2")).toBe("building-complex");
    expect(files.get("CheckCircle2")).toBe("circle-check");
    expect(files.get("CircleCheck")).toBe("circle-check");
    expect(files.get("LucideMenu")).toBe("menu");
    expect(files.size).toBeGreaterThan(1000);
  });

  it("names only files the package exports under lucide-react/icons/*", () => {
    for (const file of new Set(files.values())) {
      expect(
        fs.existsSync(path.resolve(`node_modules/lucide-react/dist/esm/icons/${file}.mjs`)),
      ).toBe(true);
    }
  });
});

describe("rewriteLucideImports", () => {
  const files = iconFilesFromIndex(lucideIndex);

  it("imports each icon from its own module, keeping local names", () => {
    const code = `import { ArrowRight, Menu as MenuIcon } from "lucide-react";\nexport const a = ArrowRight;`;
    expect(rewriteLucideImports(code, files, "shared")).toBe(
      `import ArrowRight from "virtual:aihq-icon/shared/arrow-right"; import MenuIcon from "virtual:aihq-icon/shared/menu";\nexport const a = ArrowRight;`,
    );
  });

  it("leaves types and other names on the package, and keeps the line count", () => {
    const code = `import {\n  type LucideIcon,\n  Phone,\n} from "lucide-react";\nconst x = 1;`;
    const rewritten = rewriteLucideImports(code, files, "shared");
    expect(rewritten).toBe(
      `import { type LucideIcon } from "lucide-react"; import Phone from "virtual:aihq-icon/shared/phone";\n\n\n\nconst x = 1;`,
    );
    expect(rewritten?.split("\n")).toHaveLength(code.split("\n").length);
  });

  it("in the browser build, imports each icon from a copy of the importing module's own", () => {
    const owner = ownerName("/project/app/features/home/home-sections.tsx");
    expect(owner).toMatch(/^home-sections-[0-9a-f]{8}$/);
    expect(ownerName("/project/app/features/shop/home-sections.tsx")).not.toBe(owner);
    // A page's own copy of the module (route-bundles.mjs) has icons of its own.
    expect(ownerName("/project/app/features/home/home-sections.tsx?aihq-route=home")).not.toBe(
      owner,
    );
    expect(rewriteLucideImports(`import { ArrowRight } from "lucide-react";`, files, owner)).toBe(
      `import ArrowRight from "virtual:aihq-icon/${owner}/arrow-right";`,
    );
  });

  it("reads the data of every icon the package has", () => {
    for (const file of new Set(files.values())) {
      const source = fs.readFileSync(
        path.resolve(`node_modules/lucide-react/dist/esm/icons/${file}.mjs`),
        "utf8",
      );
      const code = iconModule(source, "/r.ts");
      const data = /createIcon\((\{[\s\S]*\})\);$/.exec(code)?.[1];
      const parsed = new Function(`return ${data};`)() as { name: string; node: unknown[] };
      expect(parsed.name).toBe(file);
      expect(parsed.node.length).toBeGreaterThan(0);
    }
  });

  it("loads a copy of the icon drawn by our renderer", () => {
    const plugin = lucideIconImports() as unknown as {
      resolveId: (source: string) => string | null;
      load: (id: string) => string | null;
    };
    const id = plugin.resolveId("virtual:aihq-icon/home-sections-0123abcd/arrow-right");
    expect(id).toBe("\0virtual:aihq-icon/home-sections-0123abcd/arrow-right");
    const code = plugin.load(id!);
    expect(code).toContain(
      `import { createIcon } from ${JSON.stringify(path.resolve("app/components/ui/icon.ts"))};`,
    );
    expect(code).toContain('name: "arrow-right"');
    expect(() => plugin.load("\0virtual:aihq-icon/x-0123abcd/no-such-icon")).toThrow();
    expect(plugin.resolveId("lucide-react")).toBeNull();
  });

  it("changes nothing without an icon import", () => {
    expect(
      rewriteLucideImports(`import type { LucideIcon } from "lucide-react";`, files, "shared"),
    ).toBeNull();
    expect(rewriteLucideImports(`import { useState } from "react";`, files, "shared")).toBeNull();
  });
});

describe("clientChunks", () => {
  const root = "/project";
  // root → button → clsx; both layouts → footer; home → card (the page's own). The footer's
  // import of a route (never done, but possible) must not pull that page's code into the shell.
  const graph: Record<string, string[]> = {
    "/project/app/root.tsx?client-route": [
      "/project/app/components/button.tsx",
      "/project/node_modules/react/index.js",
    ],
    "/project/app/routes/site/site-layout.tsx": ["/project/app/components/footer.tsx"],
    "/project/app/routes/shop/layout.tsx": ["/project/app/components/footer.tsx"],
    "/project/app/routes/home.tsx": [
      "/project/app/components/card.tsx",
      "/project/app/components/button.tsx",
    ],
    "/project/app/components/button.tsx": ["/project/node_modules/clsx/dist/clsx.mjs"],
    "/project/app/components/footer.tsx": ["/project/app/routes/home.tsx"],
    "/project/app/components/card.tsx": [],
    "/project/node_modules/clsx/dist/clsx.mjs": [],
    "/project/node_modules/react/index.js": [],
    "/project/node_modules/react-dom/index.js": [],
    // The CommonJS interop wrapper of that module, a one-line file of its own otherwise.
    "\0/project/node_modules/react-dom/index.js?commonjs-es-import": [],
  };
  const meta = {
    getModuleInfo: (id: string) => {
      const importedIds = graph[id];
      return importedIds ? { importedIds } : null;
    },
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
  };

  it("puts what the document and the public layouts import into the shell, and nothing of a page", () => {
    const chunkOf = clientChunks(root);
    const groups = Object.fromEntries(Object.keys(graph).map((id) => [id, chunkOf(id, meta)]));
    expect(groups).toEqual({
      "/project/app/root.tsx?client-route": undefined,
      "/project/app/routes/site/site-layout.tsx": undefined,
      "/project/app/routes/shop/layout.tsx": undefined,
      "/project/app/routes/home.tsx": undefined,
      "/project/app/components/button.tsx": "shell",
      "/project/app/components/footer.tsx": "shell",
      "/project/app/components/card.tsx": undefined,
      "/project/node_modules/clsx/dist/clsx.mjs": "shell",
      "/project/node_modules/react/index.js": "shell",
      "/project/node_modules/react-dom/index.js": "shell",
      "\0/project/node_modules/react-dom/index.js?commonjs-es-import": "shell",
    });
  });
});
