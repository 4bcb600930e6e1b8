import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/spec-coverage.md stays true (its "Keep it true" rule, docs/decisions/README.md): every
 * file it cites in backticks exists, and every test title it cites (in double quotes after `›`,
 * following the test file it belongs to) is a title, or a describe block's title, in that file.
 * Titles declared by a helper the test file imports count as the file's. A title built in a loop (`${path}`, `${count} slide…`) matches its template, each `${…}`
 * standing for any text; a title the doc shortens with "…" matches any text in its place. A bare
 * file name (`faqs.ts` after its folder was named) is not checked.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const DOC = "docs/spec-coverage.md";

/** A cited path: a backticked token naming a file under one of the repository's folders. */
const PATH = /^(?:app|e2e|tests|scripts|docs|drizzle|public|\.ci)\/[^\s*{}`]*\.[a-z]{2,5}$/;
/** A test file: where the titles after `›` are looked up. */
const TEST_FILE = /^(?:e2e\/.+\.spec\.ts|tests\/.+\.test\.tsx?)$/;

type Citation = { line: number; file: string; title: string };

/**
 * The files and titles a line of the doc cites: backticked paths, and each `› "title"` chain
 * after a test file (a chain's second title may be a test inside a describe, or a title made in
 * a loop; each is checked on its own).
 */
function citationsOf(text: string): { files: Citation[]; titles: Citation[] } {
  const files: Citation[] = [];
  const titles: Citation[] = [];
  text.split("\n").forEach((row, index) => {
    const line = index + 1;
    let current: string | null = null;
    // Backticked tokens, and quoted titles after a › (a title ends at a quote before ; | , ( ›).
    const end = String.raw`(?=\s*(?:[;|,(›]|and\b|$))`;
    const title = String.raw`›\s*"((?:[^"\\]|\\.|"(?!${end}))*)"${end}`;
    const token = new RegExp(String.raw`\`([^\`]+)\`|${title}`, "g");
    for (const m of row.matchAll(token)) {
      if (m[1] !== undefined) {
        const cited = m[1].trim();
        if (PATH.test(cited)) {
          files.push({ line, file: cited, title: "" });
          current = TEST_FILE.test(cited) ? cited : current;
        }
      } else if (current) {
        titles.push({ line, file: current, title: m[2].replace(/\\"/g, '"') });
      }
    }
  });
  return { files, titles };
}

/** The titles of a test file's test/it/describe calls, as literal text or as template patterns. */
function titlesIn(source: string): { literal: string[]; patterns: RegExp[] } {
  const literal: string[] = [];
  const patterns: RegExp[] = [];
  const call =
    /\b(?:test|it|describe)(?:\.(?:skip|only|serial|parallel|each\([^)]*\)|describe|fixme|fail))*\(\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|`((?:[^`\\]|\\.)*)`)/g;
  // describe.each(…)("… $name") / test.each(…)("… %s"): each placeholder stands for any text.
  for (const m of source.matchAll(/\.each\([\s\S]*?\)\(\s*"([^"]*)"/g)) {
    const parts = m[1].split(/\$\w+|%[sdif]/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    patterns.push(new RegExp(`^${parts.join(".*")}$`, "is"));
  }
  for (const m of source.matchAll(call)) {
    const raw = m[1] ?? m[2] ?? m[3] ?? "";
    const text = raw.replace(/\\(["'`\\])/g, "$1");
    if (m[3] !== undefined && /\$\{/.test(raw)) {
      const parts = text.split(/\$\{[^}]*\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
      // A title that is only a value (`${path}`) is cited by that value, checked below.
      if (parts.some((p) => p.trim() !== ""))
        patterns.push(new RegExp(`^${parts.join(".*")}$`, "s"));
    } else {
      literal.push(text);
    }
  }
  return { literal, patterns };
}

/** A test file's text and its titles, read once. */
type TestSource = { text: string } & ReturnType<typeof titlesIn>;

/** Whether a cited title is one of the file's titles (or a loop's resolved title, or a value). */
function hasTitle({ text, literal, patterns }: TestSource, title: string): boolean {
  if (literal.includes(title) || patterns.some((p) => p.test(title))) return true;
  if (title.includes("…")) {
    const parts = title.split("…").map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    const shortened = new RegExp(`^${parts.join(".*")}$`, "s");
    if (literal.some((t) => shortened.test(t))) return true;
  }
  // A title made from data (a route's path, a puzzle's name) is cited by its value.
  return text.includes(`"${title}"`) || text.includes(`'${title}'`);
}

/**
 * A test file's text with the text of the helpers it imports by a relative path (e2e/support/…),
 * since a helper can declare a file's tests (`e2e/support/admin-guards.ts` names them after its
 * `what`).
 */
function withHelpers(file: string): string {
  const source = readFileSync(file, "utf8");
  const helpers = [...source.matchAll(/from "(\.\.?\/[^"]+)"/g)]
    .map((m) => path.resolve(path.dirname(file), `${m[1]}.ts`))
    .filter((helper) => existsSync(helper))
    .map((helper) => readFileSync(helper, "utf8"));
  return [source, ...helpers].join("\n");
}

describe("docs/spec-coverage.md cites what exists", () => {
  const doc = readFileSync(path.join(ROOT, DOC), "utf8");
  const { files, titles } = citationsOf(doc);

  it("reads citations from the doc (the check has something to check)", () => {
    expect(files.length).toBeGreaterThan(300);
    expect(titles.length).toBeGreaterThan(300);
  });

  it("every cited file exists", () => {
    const missing = files
      .filter((c) => !existsSync(path.join(ROOT, c.file)))
      .map((c) => `${DOC}:${c.line} \`${c.file}\``);
    expect([...new Set(missing)]).toEqual([]);
  });

  it("every cited test title is in the test file it follows", () => {
    const sources = new Map<string, TestSource>();
    const missing: string[] = [];
    for (const c of titles) {
      const file = path.join(ROOT, c.file);
      if (!existsSync(file)) continue;
      let source = sources.get(c.file);
      if (!source) {
        const text = withHelpers(file);
        source = { text, ...titlesIn(text) };
        sources.set(c.file, source);
      }
      if (!hasTitle(source, c.title)) {
        missing.push(`${DOC}:${c.line} ${c.file} › "${c.title}"`);
      }
    }
    expect(missing).toEqual([]);
  });
});
