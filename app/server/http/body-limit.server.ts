import type { IncomingMessage } from "node:http";
import { DASHBOARD_FORM_LIMIT_BYTES, SMALL_FORM_LIMIT_BYTES } from "./form-body.server";

/**
 * The request body limit of server.mjs (issue 6 defect 4; docs/decisions/request-limits.md):
 * every request with a body is read into one bounded buffer before anything parses it, so no
 * request can hold more than its route's limit in memory.
 */

/**
 * The admin dashboard and its single-fetch URL (/admin-dashboard.data), and every page of the
 * admin area under /admin/ (issue 7: photo uploads), any letter case.
 */
const DASHBOARD_PATH = /^\/(?:admin-dashboard(?:\.data|\/)?|admin\/[\w./-]*)$/i;
/** Better Auth's session cookie: only a request carrying one can be the admin's. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?better-auth\.session_token=/;

/** Thrown when a body is over its limit: server.mjs answers 413 and closes the connection. */
export class BodyTooLarge extends Error {
  readonly status = 413;
  constructor(readonly limitBytes: number) {
    super(`request body over ${limitBytes} bytes`);
    this.name = "BodyTooLarge";
  }
}

/** Thrown when the client sends a broken body (aborted, shorter than its Content-Length): 400. */
export class BadRequestBody extends Error {
  readonly status = 400;
  constructor(message: string) {
    super(message);
    this.name = "BadRequestBody";
  }
}

/**
 * The body limit of a request, in bytes: {@link DASHBOARD_FORM_LIMIT_BYTES} (6 MB) for the
 * admin dashboard and the admin area (/admin/…) when the request carries a session cookie (only the admin can post there, and
 * a banner image is up to 5 MB), else {@link SMALL_FORM_LIMIT_BYTES} (64 KB), also for
 * Better Auth's /api/auth/* and every other form.
 * @param pathname the request path without the query (as received, not decoded)
 * @param cookieHeader the request's Cookie header
 */
export function bodyLimitFor(pathname: string, cookieHeader: string | undefined): number {
  if (DASHBOARD_PATH.test(pathname) && cookieHeader && SESSION_COOKIE.test(cookieHeader)) {
    return DASHBOARD_FORM_LIMIT_BYTES;
  }
  return SMALL_FORM_LIMIT_BYTES;
}

/**
 * Reads a Node request's body into one buffer of at most `limitBytes`. A Content-Length over
 * the limit is refused before reading anything; a body without one (chunked) is counted while
 * it streams and refused as soon as it passes the limit (the rest is never kept: Node discards
 * it while the 413 is sent, then closes the connection).
 * @param req the request (its body not yet read)
 * @param limitBytes the largest body accepted, in bytes
 * @returns the body (empty when the request has none)
 * @throws BodyTooLarge over the limit; BadRequestBody when the client aborts or the stream fails
 */
export function readBoundedBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > limitBytes) {
    return Promise.reject(new BodyTooLarge(limitBytes));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const cleanUp = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("aborted", onAborted);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > limitBytes) {
        cleanUp();
        chunks.length = 0;
        req.pause();
        reject(new BodyTooLarge(limitBytes));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanUp();
      resolve(Buffer.concat(chunks, total));
    };
    const onError = () => {
      cleanUp();
      reject(new BadRequestBody("request body could not be read"));
    };
    const onAborted = () => {
      cleanUp();
      reject(new BadRequestBody("request aborted"));
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("aborted", onAborted);
  });
}
