import type { Response as ExpressResponse } from "express";

/**
 * What server.mjs passes to React Router with every request (loaders, actions and
 * entry.server's handleRequest read it as `context`/`loadContext`).
 */
declare module "react-router" {
  interface AppLoadContext {
    /** The Content-Security-Policy nonce of this response (base64, fresh per response). */
    cspNonce: string;
  }
}

/**
 * The load context of one Express response: the CSP nonce the security-headers middleware
 * stored in `res.locals.cspNonce` ("" when none was set, e.g. in unit tests).
 */
export function loadContextFor(res: ExpressResponse): { cspNonce: string } {
  const nonce = res.locals?.cspNonce;
  return { cspNonce: typeof nonce === "string" ? nonce : "" };
}
