/**
 * How the top folders may depend on each other (docs/decisions/0021-folders.md): `shared/` is a
 * leaf both sides use; the app reaches the server only through its `*.server.ts` route modules;
 * the server reads of the app only the company's content; nothing at run time uses the build
 * tools; no module cycles. Tests may reach anywhere.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "app-not-to-server",
      comment: "Only a route's *.server.ts module may call into the server.",
      severity: "error",
      from: { path: "^app/", pathNot: ["\\.server\\.tsx?$", "\\.test\\.tsx?$"] },
      to: { path: "^(server/|server\\.ts$)" },
    },
    {
      name: "app-not-to-scripts",
      comment: "Build tools, benchmarks and checks are not part of the app.",
      severity: "error",
      from: { path: "^app/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^scripts/" },
    },
    {
      name: "server-not-to-scripts",
      comment: "The server runs without the build tools.",
      severity: "error",
      from: { path: "^(server/|server\\.ts$)", pathNot: "\\.test\\.ts$" },
      to: { path: "^scripts/" },
    },
    {
      name: "shared-is-a-leaf",
      comment: "What the app and the server share depends on neither.",
      severity: "error",
      from: { path: "^shared/" },
      to: { path: "^(app|server|scripts|tests)/|^server\\.ts$" },
    },
    {
      name: "server-not-to-app",
      comment:
        "The server shows the company's content (its name, address), its search and social cards, and the desk offers the page table's pages as link targets; nothing else of the app.",
      severity: "error",
      from: { path: "^server/", pathNot: "\\.test\\.ts$" },
      to: { path: "^app/", pathNot: "^app/(content|search)/|^app/lib/social-card\\.ts$|^app/pages\\.ts$" },
    },
    {
      name: "no-circular",
      comment: "No cycle that runs: a cycle closed only by a type import is erased by the compiler.",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|build-.*|\\.build.*|node_modules|test-results|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".mts", ".mjs", ".js"] },
  },
};
