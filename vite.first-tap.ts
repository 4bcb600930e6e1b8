import type { Plugin } from "vite";
import { FirstTap } from "./app/lib/first-tap";

/** `FirstTap.Member`, written in a module that imports the contract. */
const MEMBER = /\bFirstTap\.([A-Za-z]+)\b/g;

/**
 * Vite plugin: writes each `FirstTap.Member` of the app's modules as its string, as esbuild does
 * for the start script (vite.inline-script.ts), so the pages' JavaScript carries the names it uses
 * and not the whole enum object (app/lib/first-tap.ts; docs/decisions/first-paint.md "One
 * contract", docs/decisions/js-budget.md). A member the enum does not have fails the build.
 */
export function inlineFirstTap(): Plugin {
  return {
    name: "inline-first-tap",
    enforce: "pre",
    transform(code, id) {
      if (!/\/app\/.*\.tsx?$/.test(id) || id.endsWith("/lib/first-tap.ts")) return null;
      if (!code.includes("FirstTap.")) return null;
      return code.replace(MEMBER, (_, name: string) => {
        const value = (FirstTap as unknown as Record<string, string | undefined>)[name];
        if (value === undefined) throw new Error(`${id}: FirstTap.${name} is not in the contract`);
        return JSON.stringify(value);
      });
    },
  };
}
