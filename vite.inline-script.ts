import { readFile } from "node:fs/promises";
import { type Plugin, transformWithEsbuild } from "vite";

/** The import query that asks for a module's minified source as a string. */
const QUERY = "?inline-script";

/**
 * Vite plugin: `import code from "./file.browser.ts?inline-script"` gives the file's code as one
 * minified string (TypeScript stripped, nothing bundled: the file must be one IIFE and import
 * nothing), for a script the server writes inline into its pages
 * (app/server/first-paint/start-script.browser.ts): the source stays readable and type-checked,
 * the pages get it as small as a hand-minified string.
 */
export function inlineScript(): Plugin {
  return {
    name: "inline-script",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const { code } = await transformWithEsbuild(await readFile(file, "utf8"), file, {
        loader: "ts",
        format: "esm",
        minify: true,
        target: "es2020",
        legalComments: "none",
      });
      return `export default ${JSON.stringify(code.trim())};`;
    },
  };
}
