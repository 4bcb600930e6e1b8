import type { IncomingMessage } from "node:http";
import { isSignedIn, type SessionCheck } from "~/server/cache/page-cache-keys.server";
import { DASHBOARD_FORM_LIMIT_BYTES, SMALL_FORM_LIMIT_BYTES } from "./form-body.server";

/**
 * The request body limit of serve.server.ts (docs/decisions/request-limits.md,
 * docs/decisions/hardening.md): every request with a body is read into one bounded buffer
 * before anything parses it, within a time limit, so no request can hold more than its
 * route's limit in memory, nor hold it for long.
 */

/**
 * The admin dashboard and its single-fetch URL (/admin-dashboard.data), and every page of the
 * admin area under /admin/ (docs/decisions/admin-area.md "Photos": photo uploads), any letter case.
 */
const DASHBOARD_PATH = /^\/(?:admin-dashboard(?:\.data|\/)?|admin\/[\w./-]*)$/i;
/** Better Auth's session cookie: only a request carrying one can be the admin's. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?better-auth\.session_token=/;

/**
 * How long a body may take to arrive, in ms: 20 s for a small form (64 KB), 120 s for the
 * admin's uploads (6 MB at 400 kbit/s). A client that sends slower gets 408 and its
 * connection is closed, so slow bodies cannot pile up in memory.
 */
export const BODY_TIME_LIMIT_MS = { small: 20_000, upload: 120_000 } as const;

/** Thrown when a body is over its limit: serve.server.ts answers 413 and closes the connection. */
export class BodyTooLarge extends Error {
  readonly status = 413;
  constructor(readonly limitBytes: number) {
    super(`request body over ${limitBytes} bytes`);
    this.name = "BodyTooLarge";
  }
}

/** Thrown when a body has not arrived within its time limit: serve.server.ts answers 408 and closes. */
export class BodyTooSlow extends Error {
  readonly status = 408;
  constructor(readonly timeoutMs: number) {
    super(`request body not received within ${timeoutMs} ms`);
    this.name = "BodyTooSlow";
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
 * admin dashboard and the admin area (/admin/…) when the request carries a session cookie
 * whose signature verifies (only the admin can post there, and a banner image is up to 5 MB),
 * else {@link SMALL_FORM_LIMIT_BYTES} (64 KB), also for Better Auth's /api/auth/* and every
 * other form. A cookie that merely has the session cookie's name does not lift the limit:
 * anyone can send one.
 * @param pathname the request path without the query (as received, not decoded)
 * @param cookieHeader the request's Cookie header
 * @param signedIn whether a Cookie header carries a validly signed session (default: signed
 *   with the auth secret, app/server/cache/page-cache-keys.server.ts)
 */
export async function bodyLimitFor(
  pathname: string,
  cookieHeader: string | undefined,
  signedIn: SessionCheck = isSignedIn,
): Promise<number> {
  if (!DASHBOARD_PATH.test(pathname) || !cookieHeader || !SESSION_COOKIE.test(cookieHeader)) {
    return SMALL_FORM_LIMIT_BYTES;
  }
  return (await signedIn(cookieHeader)) ? DASHBOARD_FORM_LIMIT_BYTES : SMALL_FORM_LIMIT_BYTES;
}

/**
 * Reads a Node request's body into one buffer of at most `limitBytes`, within `timeoutMs`. A
 * Content-Length over the limit is refused before reading anything; a body without one
 * (chunked) is counted while it streams and refused as soon as it passes the limit (the rest is
 * never kept: Node discards it while the 413 is sent, then closes the connection). A body not
 * complete within the time limit is dropped (what arrived is released).
 * @param req the request (its body not yet read)
 * @param limitBytes the largest body accepted, in bytes
 * @param timeoutMs how long the whole body may take, in ms (default
 *   {@link BODY_TIME_LIMIT_MS}: `small` up to 64 KB, else `upload`)
 * @returns the body (empty when the request has none)
 * @throws BodyTooLarge over the limit; BodyTooSlow past the time limit; BadRequestBody when
 *   the client aborts or the stream fails
 */
export function readBoundedBody(
  req: IncomingMessage,
  limitBytes: number,
  timeoutMs: number = limitBytes <= SMALL_FORM_LIMIT_BYTES
    ? BODY_TIME_LIMIT_MS.small
    : BODY_TIME_LIMIT_MS.upload,
): Promise<Buffer> {
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > limitBytes) {
    return Promise.reject(new BodyTooLarge(limitBytes));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const timer = setTimeout(() => {
      cleanUp();
      chunks.length = 0;
      req.pause();
      reject(new BodyTooSlow(timeoutMs));
    }, timeoutMs);
    const cleanUp = () => {
      clearTimeout(timer);
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
