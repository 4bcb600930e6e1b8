import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { NoncedBody } from "~/server/cache/page-cache-body.server";
import { createNonce } from "~/server/http/csp.server";

/**
 * A page the page cache stores (app/server/cache/page-cache.server.ts), and how one is sent:
 * ETag and 304, a fresh CSP nonce per response, gzip when the client takes it
 * (docs/decisions/caching.md, docs/decisions/csp.md).
 */

/** One stored page. */
export type Entry = {
  status: number;
  /** Response headers without Content-Length/Content-Encoding/ETag (set per send); the CSP keeps the render's nonce, replaced per send. */
  headers: [string, string][];
  body: NoncedBody;
  /** The render's nonce (in `headers`' CSP), or null. */
  nonce: string | null;
  /** Weak ETag from the SHA-1 of the body with a fixed nonce: the same page gets the same ETag, across renders and restarts. */
  etag: string;
  /** The cache generation the entry was rendered in. */
  generation: number;
};

/** Bytes an entry holds: body pieces, its gzip copy once made, and its headers. */
export function entrySize(entry: Entry): number {
  let headerBytes = 0;
  for (const [name, value] of entry.headers) headerBytes += name.length + value.length;
  return Math.max(1, entry.body.bytes + entry.body.deflatedBytes + headerBytes);
}

/**
 * Sends a cached page: 304 when the ETag matches (without a Content-Security-Policy, so the
 * browser keeps the policy that goes with the copy it has), else the body with a fresh nonce,
 * gzip when the client accepts it.
 * @param compressed called once a gzip copy was made for the first time (size accounting)
 */
export async function sendEntry(
  req: ExpressRequest,
  res: ExpressResponse,
  entry: Entry,
  how: "hit" | "miss",
  compressed: () => void,
): Promise<void> {
  const ifNoneMatch = req.headers["if-none-match"];
  const notModified = ifNoneMatch
    ?.split(/\s*,\s*/)
    .some((tag) => tag === entry.etag || tag === "*");
  const nonce = entry.nonce ? createNonce() : null;
  res.status(notModified ? 304 : entry.status);
  res.setHeader("X-Page-Cache", how);
  for (const [name, value] of entry.headers) {
    if (name === "content-security-policy") {
      if (notModified) continue;
      res.append(name, entry.nonce && nonce ? value.replaceAll(entry.nonce, nonce) : value);
    } else res.append(name, value);
  }
  res.setHeader("ETag", entry.etag);
  res.append("Vary", "Accept-Encoding");
  if (notModified) {
    res.removeHeader("Content-Type");
    res.end();
    return;
  }
  let body: Buffer;
  if (req.acceptsEncodings("gzip", "identity") === "gzip" && entry.body.length > 1024) {
    const first = entry.body.deflatedBytes === 0;
    body = await entry.body.gzip(nonce ?? "");
    if (first) compressed();
    res.setHeader("Content-Encoding", "gzip");
  } else {
    body = entry.body.plain(nonce ?? "");
  }
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}
