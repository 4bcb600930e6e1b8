import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/**
 * Converting between Express and the Fetch API requests React Router handles, in one place for
 * the page cache and the catch-all handler of server.mjs (issue 6 defect 1).
 */

/** Thrown when a request cannot become a fetch Request (bad Host, unusable target): answer 400. */
export class BadRequestTarget extends Error {
  readonly status = 400;
  constructor(message: string) {
    super(message);
    this.name = "BadRequestTarget";
  }
}

/**
 * The absolute URL of an Express request. The request target is set as path and query on an
 * origin built from the Host header, never parsed relative to it: `new URL("//", base)` reads
 * "//" as a host-less authority and throws (the crash of issue 6 defect 1), and "//a:b@c/"
 * would even change the host.
 * @throws BadRequestTarget when the Host header or the target cannot form a URL
 */
export function requestUrl(req: ExpressRequest): URL {
  const host = req.get("host") || "localhost";
  let url: URL;
  try {
    url = new URL(`${req.protocol}://${host}`);
  } catch {
    throw new BadRequestTarget("bad Host header");
  }
  if (url.pathname !== "/" || url.search || url.username || url.password) {
    throw new BadRequestTarget("bad Host header");
  }
  const target = req.originalUrl || "/";
  if (!target.startsWith("/")) throw new BadRequestTarget("request target is not a path");
  const queryAt = target.indexOf("?");
  url.pathname = queryAt < 0 ? target : target.slice(0, queryAt);
  url.search = queryAt < 0 ? "" : target.slice(queryAt);
  return url;
}

/**
 * Builds the fetch Request React Router expects from an Express request. The request is
 * aborted when the client goes away before the response is finished.
 * @param body the request body already read (and size-checked) by server.mjs, for methods
 *   other than GET and HEAD; none for GET/HEAD
 * @throws BadRequestTarget (see {@link requestUrl})
 */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse, body?: Buffer): Request {
  const url = requestUrl(req);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    try {
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    } catch {
      throw new BadRequestTarget(`bad header ${name.slice(0, 40)}`);
    }
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const method = req.method.toUpperCase();
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(url, {
    method,
    headers,
    signal: controller.signal,
    body: hasBody ? new Uint8Array(body ?? Buffer.alloc(0)) : undefined,
  });
}

/** Sends a fetch Response through Express, streaming its body (as @react-router/express does). */
export async function sendFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    res.append(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
