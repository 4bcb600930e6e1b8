import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import { logger } from "~/server/logger.server";

/**
 * One JSON line per request (docs/decisions/hardening.md), through pino-http and the process's
 * logger (so LOG_LEVEL and its redaction apply): `req` {id, method, path}, `res` {status},
 * `responseTime` (ms), `msg` "request completed" (or "request errored" for a 5xx). Nothing else
 * of the request is logged: no query string (it can carry an address or a token), no header,
 * no cookie, no body; a path segment that looks like an e-mail address is replaced.
 * Levels: 5xx `error`; static files (served by express.static) and /healthz, /readyz `debug`,
 * so probes and assets do not drown the log; everything else `info`.
 * A request whose client went away before its answer was finished (an upload abandoned midway,
 * a tab closed) is logged "request aborted" with status 499 at `info`, whatever the server had
 * begun to answer: the client left, the server did not fail (docs/decisions/hardening.md).
 */

/** A request id a client or proxy may set with X-Request-Id: 1–64 letters, digits, `._:-`. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
const QUIET_PATHS = /^\/(?:healthz|readyz)$/;
/** Longest path a log line carries, in characters. */
const LOGGED_PATH_MAX = 200;

type LoggedRequest = IncomingMessage & { originalUrl?: string; id?: unknown };
type LoggedResponse = ServerResponse & {
  locals?: { staticFile?: boolean; refused?: string; closedByServer?: boolean };
};

/** The status logged for a request its client aborted (nginx's "client closed request"). */
export const CLIENT_CLOSED_STATUS = 499;

/**
 * Whether the client closed the connection before the response was finished: the response is
 * closed or closing without having finished, and serve.server.ts did not cut it off itself
 * (`res.locals.closedByServer`, set before it destroys a response).
 * @param res the response, when its "close" (or "finish") event fires
 */
export function clientAborted(res: LoggedResponse): boolean {
  return !res.writableFinished && !res.locals?.closedByServer;
}

/** A path segment holding an "@" (raw or percent-encoded): possibly an e-mail address. */
function looksLikeAddress(segment: string): boolean {
  return segment.includes("@") || segment.includes("%40");
}

/**
 * The path of a request as logged: the target without its query, a segment holding "@" or
 * "%40" (possibly an e-mail address) replaced by "[redacted]", at most 200 characters.
 * One pass over the path, segment by segment, stopping once 200 characters are written: the
 * cost grows with the path's length, never with its square (a regular expression that looked
 * for "@" anywhere in a segment retried from every character of a long segment without one,
 * 100 ms for a 16 KB path; docs/decisions/hardening.md).
 * @param target the request target (Express `originalUrl`)
 */
export function loggedPath(target: string | undefined): string {
  const raw = target ?? "";
  const queryAt = raw.indexOf("?");
  const path = queryAt < 0 ? raw : raw.slice(0, queryAt);
  let logged = "";
  let start = 0;
  while (start <= path.length && logged.length < LOGGED_PATH_MAX) {
    const slash = path.indexOf("/", start);
    const end = slash < 0 ? path.length : slash;
    const segment = path.slice(start, end);
    logged += looksLikeAddress(segment) ? "[redacted]" : segment;
    if (slash >= 0) logged += "/";
    start = end + 1;
  }
  return logged.slice(0, LOGGED_PATH_MAX);
}

/**
 * The id of a request: its X-Request-Id when sane, else a new UUID; echoed back as X-Request-Id.
 * @param req the incoming request
 * @param res its response (the header is set on it)
 */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers["x-request-id"];
  const id = typeof given === "string" && SANE_REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader("X-Request-Id", id);
  return id;
}

/**
 * The pino-http middleware serve.server.ts mounts first, so every request is logged once, whatever
 * answers it (also a 405, a 413 or an error).
 */
export function requestLogger() {
  return pinoHttp({
    logger,
    genReqId: requestId,
    wrapSerializers: false,
    serializers: {
      req: (req: LoggedRequest) => ({
        id: req.id,
        method: req.method,
        path: loggedPath(req.originalUrl ?? req.url),
      }),
      res: (res: LoggedResponse) => ({
        status: clientAborted(res) ? CLIENT_CLOSED_STATUS : res.statusCode,
      }),
    },
    customLogLevel: (req: LoggedRequest, res: LoggedResponse, error?: Error) => {
      if (clientAborted(res)) return "info";
      if (error || res.statusCode >= 500) return "error";
      if (res.locals?.staticFile || QUIET_PATHS.test(loggedPath(req.originalUrl ?? req.url)))
        return "debug";
      return "info";
    },
    // A 5xx line carries no stack: serve.server.ts's error handler logs the cause once.
    customErrorObject: (_req, res, _error, object) => ({
      res: object.res ?? res,
      responseTime: object.responseTime,
    }),
    customErrorMessage: (_req, res: LoggedResponse) =>
      clientAborted(res) ? "request aborted" : "request errored",
    // Why serve.server.ts refused a request itself (413 body over its limit, 400 broken body or target).
    customSuccessObject: (_req, res: LoggedResponse, object) =>
      res.locals?.refused ? { ...object, reason: res.locals.refused } : object,
    customSuccessMessage: (_req, res: LoggedResponse) =>
      clientAborted(res) ? "request aborted" : "request completed",
  });
}
