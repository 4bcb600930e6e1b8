/**
 * Import boundaries of app/ (docs/decisions/boundaries.md), checked by `npm run lint`
 * (`depcruise app`): imports point one way, routes → server → components → content → lib →
 * config; code that reaches the browser never imports a `.server` module; no cycles.
 * A layer may import itself and the layers to its right. Type-only imports count too: a type
 * in the wrong layer is a sign the module is in the wrong place.
 * @type {import('dependency-cruiser').IConfiguration}
 */

/** The layers, left (may import everything to its right) to right (imports nothing of app/). */
const LAYERS = ["routes", "server", "components", "content", "lib", "config"];

/** One rule per layer: nothing it imports belongs to a layer to its left. */
const layerRules = LAYERS.slice(1).map((layer, index) => ({
  name: `${layer}-imports-rightward`,
  comment: `app/${layer} may import only ${LAYERS.slice(index + 1).join(", ")} (docs/decisions/boundaries.md)`,
  severity: "error",
  from: { path: `^app/${layer}/` },
  to: { path: `^app/(${LAYERS.slice(0, index + 1).join("|")})/` },
}));

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No import cycles: split the shared part into the layer to the right",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: "browser-imports-lib-and-config-only",
      comment:
        "app/browser is the inline start script (docs/decisions/first-paint.md): it may import only itself, lib and config, never a .server module, a component or a route",
      severity: "error",
      from: { path: "^app/browser/" },
      to: { path: "^app/(routes|server|components|content)/|\\.server\\.tsx?$" },
    },
    {
      name: "only-the-first-paint-imports-browser-code",
      comment:
        "app/browser is bundled into the inline script by vite.inline-script.ts; only app/server/first-paint imports it (as ?inline-script), app code never does",
      severity: "error",
      from: { path: "^app/", pathNot: "^app/(browser|server/first-paint)/" },
      to: { path: "^app/browser/" },
    },
    {
      name: "no-server-in-client-code",
      comment:
        "components, content, lib and config reach the browser: they never import a .server module (only routes' loaders and actions and other .server modules may)",
      severity: "error",
      from: { path: "^app/(components|content|lib|config)/", pathNot: "\\.server\\.tsx?$" },
      to: { path: "\\.server\\.tsx?$" },
    },
    {
      name: "not-to-unresolvable",
      comment:
        "An import that resolves to nothing is a typo or a missing dependency (React Router's generated ./+types/ are found through tsconfig's rootDirs, which the resolver does not read)",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, pathNot: "/\\+types/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.react-router/|/build/|\\.test\\.tsx?$" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".d.ts"],
    },
    skipAnalysisNotInRules: true,
  },
};
