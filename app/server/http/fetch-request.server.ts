import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/**
 * Converting between Express and the Fetch API requests React Router handles (the page cache;
 * docs/decisions/production.md "Defect 1").
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
 * "//" as a host-less authority and throws (the crash of docs/decisions/production.md "Defect 1"),
 * and "//a:b@c/" would even change the host.
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
 * Builds the fetch Request React Router expects from an Express request (the page cache's GETs
 * and serve.server.ts's catch-all). The request is aborted when the client goes away before the
 * response is finished.
 * @param body the request's body, already read within its limit by serve.server.ts
 *   (body-limit.server.ts); ignored for GET and HEAD, which cannot carry one in the Fetch API.
 *   Content-Length then states its size and Transfer-Encoding is dropped.
 * @throws BadRequestTarget (see {@link requestUrl})
 */
export function toFetchRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  body?: Uint8Array,
): Request {
  const url = requestUrl(req);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const withBody = body !== undefined && req.method !== "GET" && req.method !== "HEAD";
  if (withBody) {
    headers.delete("transfer-encoding");
    headers.set("content-length", String(body.byteLength));
  }
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: withBody ? (body as BodyInit) : undefined,
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
  if (response.body) await writeReadableStreamToWritable(response.body, flushOncePerTurn(res));
  else res.end();
}

/**
 * `res` with its `flush` (the compression middleware's: gzip's pending bytes out to the socket)
 * run at most once per turn of the event loop. React writes a page in many small chunks and React
 * Router's writer flushes after each, so a page went out as two dozen gzip blocks and socket
 * writes; now the chunks of one turn go out together, and a chunk that comes later (streamed
 * content) still goes out in the turn it arrives (docs/decisions/attendance.md "Budgets").
 */
function flushOncePerTurn(res: ExpressResponse): ExpressResponse {
  const flushable = res as ExpressResponse & { flush?: () => void };
  const flush = flushable.flush?.bind(res);
  if (!flush) return res;
  let pending = false;
  flushable.flush = () => {
    if (pending) return;
    pending = true;
    setImmediate(() => {
      pending = false;
      if (!res.writableEnded) flush();
    });
  };
  return res;
}
