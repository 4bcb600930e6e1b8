import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { inlineScript } from "./vite.inline-script";

/** React, React DOM and React Router: the JavaScript every page hydrates with. */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;
/**
 * Our modules of the site layout, which every public page loads with the framework: the header,
 * the footer and the Book Now dialog with its form (in every page's HTML, so the first tap opens
 * it at once). Not root.tsx: it imports the stylesheet, which must stay in its own chunk.
 */
const SITE_SHELL =
  /\/app\/(routes\/site-layout|components\/(site-header|site-footer|booking|enquiry-state|enquiry-form|enquiry-form-parts|form-field|reveal|use-in-view|picture|feature-icon|social-icons)|content\/booking|lib\/(enquiry|enquiry-log|public-site|whatsapp))\.tsx?$/;

/**
 * Vite config. The client build puts the framework and the site shell in one chunk: left to
 * itself Rollup cut them into a dozen chunks of 0.1–2 KB, and every chunk boundary costs gzip
 * its shared dictionary (about 3 KB of the 125 KB budget on every page; docs/decisions/js-budget.md).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [inlineScript(), tailwindcss(), reactRouter(), tsconfigPaths()],
  server: { host: "127.0.0.1" },
  build: isSsrBuild
    ? undefined
    : {
        // The puzzle board's chunk (docs/decisions/puzzles.md "Budgets") is imported with no list
        // of its modules to preload: that list would sit in the home page's JavaScript, which has
        // no byte to spare; its few small imports are fetched when it runs.
        modulePreload: {
          resolveDependencies: (file: string, deps: string[]) =>
            file.includes("puzzle-board") ? [] : deps,
        },
        rollupOptions: {
          output: {
            manualChunks: (id: string) =>
              FRAMEWORK.test(id) || SITE_SHELL.test(id) ? "framework" : undefined,
          },
        },
      },
}));
