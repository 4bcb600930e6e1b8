/**
 * XML text for documents the site writes by hand: the blog's RSS feed
 * (app/server/site/blog-feed.server.ts) and the puzzle board's SVG (app/lib/board-svg.ts).
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them to remove them
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/**
 * Text for an XML element or attribute: the five special characters escaped, and the control
 * characters XML 1.0 does not allow (all below U+0020 but tab, newline and return) removed.
 */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, "").replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
