import path from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";

/** The import query that asks for a module's minified source as a string. */
const QUERY = "?inline-script";

/**
 * Vite plugin: `import code from "./file.browser.ts?inline-script"` gives the file, bundled with
 * what it imports, as one minified IIFE string (TypeScript stripped, es2022), for a script the
 * server writes inline into its pages (app/browser/start-script.browser.ts and its
 * `./start/` modules): the source stays readable, split by responsibility and type-checked, the
 * pages get it as small as a hand-minified string. The bundle is an IIFE so that nothing it
 * declares becomes a global of the page. Uses esbuild, the bundler Vite itself runs.
 */
export function inlineScript(): Plugin {
  return {
    name: "inline-script",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      const result = await build({
        entryPoints: [file],
        bundle: true,
        write: false,
        format: "iife",
        minify: true,
        // Vite's own build target for the app's modules (baseline widely available: Chrome 107,
        // Firefox 104, Safari 16) runs ES2022; the start script needs no older browser.
        target: "es2022",
        legalComments: "none",
        metafile: true,
        logLevel: "silent",
      });
      // esbuild names its inputs relative to the working directory; Vite wants absolute paths.
      for (const input of Object.keys(result.metafile.inputs))
        this.addWatchFile(path.resolve(input));
      const code = result.outputFiles[0].text.trim();
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
