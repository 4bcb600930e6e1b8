import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

/** React, React DOM and React Router: the JavaScript every page hydrates with. */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;
/**
 * Our modules of the site layout, which every public page loads with the framework. Not root.tsx:
 * it imports the stylesheet, and a stylesheet in a chunk that the dialog's form also reaches
 * (by dynamic import) gets a `#` in its link from React Router, which the critical-CSS step skips.
 */
const SITE_SHELL =
  /\/app\/(routes\/site-layout|components\/(site-header|site-footer|booking|enquiry-state|reveal|picture|feature-icon|social-icons)|lib\/(enquiry|enquiry-log|public-site))\.tsx?$/;

/**
 * Vite config. The client build puts the framework and the site shell in one chunk: left to
 * itself Rollup cut them into a dozen chunks of 0.1–2 KB, and every chunk boundary costs gzip
 * its shared dictionary (about 3 KB of the 125 KB budget on every page; docs/decisions/js-budget.md).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
  server: { host: "127.0.0.1" },
  build: isSsrBuild
    ? undefined
    : {
        rollupOptions: {
          output: {
            manualChunks: (id: string) =>
              FRAMEWORK.test(id) || SITE_SHELL.test(id) ? "framework" : undefined,
          },
        },
      },
}));
