import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { START_ON_INTERACTION_SCRIPT } from "~/server/first-paint/first-paint.server";

// The first-tap contract (app/lib/first-tap.ts, docs/decisions/first-paint.md "One contract"):
// every name the start script shares with a component is declared once there, and neither side
// writes one as a literal, so a rename is a type error instead of a first tap broken in silence.

const ROOT = path.resolve(import.meta.dirname, "../..");
const CONTRACT = "app/lib/first-tap.ts";
const START_SCRIPT = "app/browser/start-script.browser.ts";

/** The contract's names: every string value of the `FirstTap` enum. */
const contractNames = (): string[] =>
  [...readFileSync(path.join(ROOT, CONTRACT), "utf8").matchAll(/^\s+\w+ = "([^"]+)",$/gm)].map(
    (match) => match[1],
  );

/** Every text a source file writes as a string: literals, template parts, JSX attribute names. */
function writtenTexts(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(ROOT, file), "utf8"),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const texts: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) text = node.text;
    else if (ts.isJsxAttribute(node)) text = node.name.getText(source);
    else if (
      ts.isPropertyAccessExpression(node) &&
      node.expression.getText(source).endsWith("dataset")
    )
      text = `dataset.${node.name.text}`;
    if (text !== undefined)
      texts.push({ text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** The files esbuild bundles into the start script (what vite.inline-script.ts inlines). */
async function startScriptSources(): Promise<string[]> {
  const result = await build({
    entryPoints: [path.join(ROOT, START_SCRIPT)],
    bundle: true,
    write: false,
    metafile: true,
    logLevel: "silent",
    absWorkingDir: ROOT,
  });
  return Object.keys(result.metafile.inputs);
}

/** Every .ts/.tsx file under `dir` (relative to the project root). */
function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

describe("the first-tap contract", () => {
  it("declares every data-* name of the inline start script as the browser gets it", () => {
    const names = new Set(contractNames());
    const used = new Set(START_ON_INTERACTION_SCRIPT.match(/data-[a-z][a-z-]*/g));
    expect(used.size).toBeGreaterThan(10);
    const undeclared = [...used].filter((name) => !names.has(name));
    expect(undeclared, `data-* names in the start script not declared in ${CONTRACT}`).toEqual([]);
  });

  it("is the only place the start script's sources spell a data-* name", async () => {
    const sources = (await startScriptSources()).filter((file) => file !== CONTRACT);
    expect(sources).toContain(START_SCRIPT);
    const literals = sources.flatMap((file) =>
      writtenTexts(file)
        .filter(({ text }) => /data-|^dataset\./.test(text))
        .map(({ text, line }) => `${file}:${line} ${text}`),
    );
    expect(literals, `write these as FirstTap members (${CONTRACT})`).toEqual([]);
  });

  it("is the only place a component, route or lib module spells one of its names", () => {
    const names = contractNames().filter((name) => name.startsWith("data-"));
    const pattern = new RegExp(`(?<![\\w-])(${names.join("|")})(?![\\w-])`);
    const files = [
      ...sourcesUnder("app/components"),
      ...sourcesUnder("app/routes"),
      ...sourcesUnder("app/lib"),
      "app/root.tsx",
    ].filter((file) => file !== CONTRACT && !file.includes(".server."));
    const literals = files.flatMap((file) =>
      writtenTexts(file)
        .filter(({ text }) => pattern.test(text))
        .map(({ text, line }) => `${file}:${line} ${text}`),
    );
    expect(literals, `write these as FirstTap members (${CONTRACT})`).toEqual([]);
  });
});
