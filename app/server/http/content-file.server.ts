/**
 * The answers of the routes that serve stored files named by their content (a photo's size, the
 * banner image, a puzzle's link-preview image; docs/decisions/admin-area.md "Photos",
 * docs/decisions/puzzles.md "Sharing with a picture"): the file, cached for a year since its name
 * changes with its bytes, or a plain 404 that is not cached.
 */

/** A 404 in plain text, not cached (the name may come to exist). */
export function fileNotFound(): Response {
  return new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" },
  });
}

/**
 * A file named by its content: its bytes, type and length, cached for a year (`immutable`), an
 * ETag, and a Content-Security-Policy that lets nothing in it run.
 * @param etag the ETag's value without its quotes (the content's name)
 */
export function contentFile(bytes: Uint8Array, type: string, etag: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": type,
      "Content-Length": String(bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: `"${etag}"`,
      "Content-Security-Policy": "default-src 'none'",
    },
  });
}
