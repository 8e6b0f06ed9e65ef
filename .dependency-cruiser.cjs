/**
 * The layering of the code, checked in CI (`npm run lint:deps`). See docs/architecture.md,
 * "Layers": routes → features → components / lib → common; server → common; nothing imports
 * upwards, and the browser never gets server code.
 * @type {import("dependency-cruiser").IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "A cycle makes load order matter and hides which module owns what.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "server-never-imports-app",
      comment:
        "server/ is the runtime under the app: it may use common/, never app/. The command-line " +
        "scripts in server/cli/ are entry points like routes: one that reports on a feature " +
        "(npm run reconcile) composes that feature's modules.",
      severity: "error",
      from: { path: "^server/", pathNot: "^server/cli/" },
      to: { path: "^app/" },
    },
    {
      name: "common-stands-alone",
      comment: "common/ holds pure code shared by app/ and server/: it imports neither.",
      severity: "error",
      from: { path: "^common/" },
      to: { path: "^(app|server)/" },
    },
    {
      name: "browser-code-never-imports-server",
      comment:
        "Only *.server modules (and route modules, whose loaders and actions the build strips) " +
        "may reach server code; anything else may end up in the browser bundle.",
      severity: "error",
      from: {
        path: "^app/",
        pathNot: ["\\.server\\.tsx?$", "\\.test\\.tsx?$", "^app/routes/", "^app/root\\.tsx$"],
      },
      to: { path: ["^server/", "\\.server\\.tsx?$"] },
    },
    {
      name: "routes-import-server-only-through-features",
      comment: "Route modules reach server/ through their feature's *.server module.",
      severity: "error",
      from: { path: "^app/routes/" },
      to: { path: "^server/" },
    },
    {
      name: "only-routes-import-routes",
      comment: "Features, components and lib never import a route module.",
      severity: "error",
      from: { path: "^(app/(features|components|lib)|common|server)/" },
      to: { path: "^app/routes/" },
    },
    {
      name: "lib-and-components-below-features",
      comment: "app/lib and app/components are shared parts: they know no feature.",
      severity: "error",
      from: { path: "^app/(lib|components)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^app/features/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|\\.react-router|node_modules|data)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: false,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
  },
};
