import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Imports point one way: routes → server → components → content → lib → config (team guide;
 * docs/decisions/admin-area.md "Layout": types that content and lib use live in lib/, not in
 * components). Each layer may import itself and the layers to its right, never one to its left.
 */
const LAYERS = ["routes", "server", "components", "content", "lib", "config"] as const;
const APP = path.resolve(import.meta.dirname, "../../app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The app layers a file imports ("~/components/x" → "components"). */
function importedLayers(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/from\s+"~\/([a-z-]+)/g)].map((m) => m[1]);
}

describe("import direction", () => {
  for (const [rank, layer] of LAYERS.entries()) {
    it(`app/${layer} imports only ${LAYERS.slice(rank).join(", ")}`, () => {
      const upward = LAYERS.slice(0, rank);
      const offences = sourceFiles(path.join(APP, layer)).flatMap((file) =>
        importedLayers(file)
          .filter((target) => (upward as readonly string[]).includes(target))
          .map((target) => `${path.relative(APP, file)} → ${target}`),
      );
      expect(offences).toEqual([]);
    });
  }
});
