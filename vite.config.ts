import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { inlineFirstTap } from "./vite.first-tap";
import { inlineScript } from "./vite.inline-script";

/** React, React DOM and React Router: the JavaScript every page hydrates with. */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;
/**
 * Our modules of the site layout, which every public page loads with the framework: the header,
 * the footer and the Book Now dialog with its form (in every page's HTML, so the first tap opens
 * it at once), the button, heading and link classes and the loader's meta that nearly every
 * route uses, and the carousels' dots and arrows (each a chunk of a few hundred bytes otherwise;
 * the home page's JavaScript is at its budget: docs/decisions/js-budget.md). Not root.tsx: it imports the stylesheet, which must stay in its own chunk.
 */
const SITE_SHELL =
  /\/app\/(routes\/site-layout|components\/(site-header|site-footer|booking|enquiry-state|enquiry-form|enquiry-form-parts|form-field|reveal|use-in-view|picture|feature-icon|social-icons|carousel-controls|ui\/(button|heading|link|stroke-icon))|content\/booking|lib\/(enquiry|enquiry-log|public-site|whatsapp|loader-meta))\.tsx?$/;

/**
 * Vite config. The client build puts the framework and the site shell in one chunk: left to
 * itself Rollup cut them into a dozen chunks of 0.1–2 KB, and every chunk boundary costs gzip
 * its shared dictionary (about 3 KB of the 125 KB budget on every page; docs/decisions/js-budget.md).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [inlineScript(), inlineFirstTap(), tailwindcss(), reactRouter(), tsconfigPaths()],
  server: { host: "127.0.0.1" },
  build: isSsrBuild
    ? undefined
    : {
        // The puzzle board's chunk (docs/decisions/puzzles.md "Budgets") and the feedback
        // carousel's autoplay and loop (docs/decisions/first-paint.md "One carousel") are imported
        // with no list of their modules to preload: that list would sit in the home page's
        // JavaScript, which has no byte to spare; their few small imports are fetched when they run.
        modulePreload: {
          resolveDependencies: (file: string, deps: string[]) =>
            /puzzle-board|feedback-carousel-motion/.test(file) ? [] : deps,
        },
        rollupOptions: {
          output: {
            manualChunks: (id: string) =>
              FRAMEWORK.test(id) || SITE_SHELL.test(id) ? "framework" : undefined,
          },
        },
      },
}));
