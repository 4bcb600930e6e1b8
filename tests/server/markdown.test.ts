import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/server/site/markdown.server";

/**
 * Blog Markdown (docs/decisions/admin-area.md "Blog", "Tests": "Markdown and every text field:
 * script, event-handler and `javascript:` attempts render inert"): raw HTML is text, dangerous
 * links lose their address, and only the prose allow-list comes out.
 */

/** Every tag name in an HTML string. */
function tags(html: string): string[] {
  return [...html.matchAll(/<([a-z0-9]+)/gi)].map((m) => m[1].toLowerCase());
}

describe("renderMarkdown", () => {
  it("renders the prose elements of Markdown", () => {
    const html = renderMarkdown(
      [
        "# Title",
        "## Opening",
        "Some *italic* and **bold** text with `e4`.",
        "- one\n- two",
        "3. three\n4. four",
        "> a quote",
        "```\n1. e4 e5\n```",
        "---",
        "[Lichess](https://lichess.org) and [mail](mailto:coach@example.test)",
      ].join("\n\n"),
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<h2>Opening</h2>");
    expect(html).toContain("<em>italic</em>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<code>e4</code>");
    expect(html).toContain("<ul>\n<li>one</li>");
    expect(html).toContain('<ol start="3">');
    expect(html).toContain("<blockquote>");
    expect(html).toContain("<pre><code>1. e4 e5\n</code></pre>");
    expect(html).toContain("<hr />");
    expect(html).toContain('<a href="https://lichess.org" rel="noopener nofollow">Lichess</a>');
    expect(html).toContain('<a href="mailto:coach@example.test" rel="noopener nofollow">mail</a>');
    expect(new Set(tags(html))).toEqual(
      new Set([
        "h2",
        "p",
        "em",
        "strong",
        "code",
        "ul",
        "li",
        "ol",
        "blockquote",
        "pre",
        "hr",
        "a",
      ]),
    );
  });

  it("shows raw HTML as text: no script, no image, no handler", () => {
    const html = renderMarkdown(
      [
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        '<a href="https://evil.example" onclick="alert(1)">click</a>',
        '<div style="position:fixed">overlay</div>',
        "<iframe src=https://evil.example></iframe>",
      ].join("\n\n"),
    );
    // only paragraphs, and the bare addresses made links (linkify) with nothing but href and rel
    expect(new Set(tags(html))).toEqual(new Set(["p", "a"]));
    for (const [anchor] of html.matchAll(/<a [^>]*>/g))
      expect(anchor).toBe('<a href="https://evil.example" rel="noopener nofollow">');
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toMatch(/<(script|img|iframe|div)/i);
    expect(html).not.toMatch(/<[^>]+\son[a-z]+=/i);
  });

  it("drops every link that is not http(s) or mailto, keeping its text", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "javascript&#58;alert(1)",
      "%6Aavascript:alert(1)",
      " javascript:alert(1)",
      "vbscript:msgbox(1)",
      "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
      "file:///etc/passwd",
      "//evil.example/x",
      "/relative/page",
      "#top",
    ]) {
      const html = renderMarkdown(`[click me](${href})`);
      expect(html, href).not.toContain("<a");
      expect(html, href).not.toMatch(/href|src=/i);
      expect(html, href).toContain("click me");
    }
    // autolinks are links like any other
    expect(renderMarkdown("<javascript:alert(1)>")).not.toContain("<a");
    expect(renderMarkdown("see https://example.org/x")).toContain(
      '<a href="https://example.org/x" rel="noopener nofollow">',
    );
  });

  it("drops images and attributes Markdown cannot add, and replaces a forged rel", () => {
    const html = renderMarkdown(
      '![board](https://example.org/board.png) [x](https://example.org "title")',
    );
    expect(html).not.toContain("<img");
    expect(html).toContain('<a href="https://example.org" rel="noopener nofollow">x</a>');
    expect(renderMarkdown("```js\nlet a = 1;\n```")).toBe("<pre><code>let a = 1;\n</code></pre>\n");
  });
});
