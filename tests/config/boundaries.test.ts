import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The import rules of .dependency-cruiser.cjs (docs/decisions/boundaries.md), run by
 * `npm run lint` over app/: here over a small stand-in app/ with one wrong import of each kind,
 * so a rule that stopped matching (a renamed folder, a typo in a pattern) fails a test.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(path.join(tmpdir(), "academy-boundaries-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes the files (path → text) under the stand-in tree. */
function write(files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

/** The rules depcruise reports broken in the stand-in app/, with the repository's config. */
function violations(): string[] {
  let stdout: string;
  try {
    stdout = execFileSync(
      path.join(ROOT, "node_modules/.bin/depcruise"),
      ["app", "--config", path.join(ROOT, ".dependency-cruiser.cjs"), "--output-type", "json"],
      { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
    );
  } catch (error) {
    stdout = String((error as { stdout?: unknown }).stdout);
  }
  const output = JSON.parse(stdout) as {
    summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> };
  };
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe("import boundaries", () => {
  it("pass a tree that imports one way, and name every wrong-way import, .server import in client code and cycle", () => {
    write({
      "tsconfig.json": JSON.stringify({
        compilerOptions: { baseUrl: ".", paths: { "~/*": ["./app/*"] } },
      }),
      "app/config/site.ts": "export const name = 'x';\n",
      "app/lib/format.ts": 'import { name } from "~/config/site";\nexport const f = () => name;\n',
      "app/components/card.tsx": 'import { f } from "~/lib/format";\nexport const c = f;\n',
      "app/server/store.server.ts": 'import { f } from "~/lib/format";\nexport const s = f;\n',
      "app/routes/page.tsx":
        'import { c } from "~/components/card";\nimport { s } from "~/server/store.server";\nexport default [c, s];\n',
    });
    expect(violations()).toEqual([]);

    write({
      // lib → components: the wrong way
      "app/lib/wrong-way.ts": 'import { c } from "~/components/card";\nexport const w = c;\n',
      // a component (browser code) → a .server module
      "app/components/leak.tsx":
        'import { s } from "~/server/store.server";\nexport const l = s;\n',
      // a cycle inside one layer
      "app/server/a.server.ts":
        'import { b } from "~/server/b.server";\nexport const a = () => b;\n',
      "app/server/b.server.ts":
        'import { a } from "~/server/a.server";\nexport const b = () => a;\n',
    });
    expect(violations()).toEqual([
      "components-imports-rightward: app/components/leak.tsx → app/server/store.server.ts",
      "lib-imports-rightward: app/lib/wrong-way.ts → app/components/card.tsx",
      "no-circular: app/server/a.server.ts → app/server/b.server.ts",
      "no-server-in-client-code: app/components/leak.tsx → app/server/store.server.ts",
    ]);
  }, 120_000);
});
