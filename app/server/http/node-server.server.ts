/**
 * What server.mjs (plain JavaScript, outside the build) takes from the server build, through one
 * export line of app/entry.server.tsx: the body limit, the request log, the fetch-request
 * conversion and the readiness check. Kept in one module so entry.server needs one line.
 */
export { checkDatabase } from "~/server/health.server";
export { BodyTooLarge, BodyTooSlow, bodyLimitFor, readBoundedBody } from "./body-limit.server";
export { requestUrl, sendFetchResponse, toFetchRequest } from "./fetch-request.server";
export { requestLogger } from "./request-log.server";
