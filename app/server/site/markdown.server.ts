import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

/**
 * Blog post Markdown to HTML, on the server only (docs/decisions/admin-area.md "Blog": "Markdown is
 * rendered on the server by a maintained library with raw HTML disabled and the output sanitised;
 * no Markdown code reaches the browser"). Two independent layers:
 * 1. markdown-it with `html: false`: any HTML the author types is shown as text, and its own
 *    link check refuses `javascript:`, `vbscript:`, `file:` and `data:` links;
 * 2. sanitize-html with an allow-list of the elements Markdown makes for prose (headings,
 *    paragraphs, lists, emphasis, links, quotes, code, rules); links keep only http(s) and
 *    mailto addresses and get rel="noopener nofollow"; everything else (images, tables,
 *    attributes, event handlers) is dropped.
 */

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

/** Addresses a link may keep. */
const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "ul",
    "ol",
    "li",
    "em",
    "strong",
    "a",
    "blockquote",
    "code",
    "pre",
    "hr",
  ],
  allowedAttributes: { a: ["href", "rel"], ol: ["start"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // The post's title is the page's h1: Markdown headings start one level lower.
    h1: "h2",
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = (attribs.href ?? "").trim();
      // A link to anything but http(s) or mailto becomes its text (span is not allowed).
      if (!SAFE_HREF.test(href)) return { tagName: "span", attribs: {} };
      return { tagName, attribs: { href, rel: "noopener nofollow" } };
    },
  },
};

/**
 * Renders a post's Markdown to sanitised HTML for the page's loader.
 * @param source the post body as the admin wrote it
 * @returns HTML safe to insert into the page
 */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), sanitizeOptions);
}
