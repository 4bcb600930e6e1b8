import pino from "pino";
import { serverEnv } from "~/config/env.server";

/**
 * The process's structured logger (docs/decisions/request-limits.md "Request log"): one JSON line
 * per event on stdout, level from LOG_LEVEL (default "info"; "silent" turns it off;
 * app/config/env.server.ts). Anything that could
 * carry a credential or a visitor's address is redacted by key wherever it appears two levels
 * deep: passwords, tokens, secrets, cookies, authorization headers and e-mail addresses.
 * Never pass a raw request or a form to it; log a path, a status, an error code.
 */
export const logger = pino({
  level: serverEnv().logLevel,
  base: { pid: process.pid },
  redact: {
    paths: [
      "password",
      "*.password",
      "token",
      "*.token",
      "secret",
      "*.secret",
      "cookie",
      "*.cookie",
      "email",
      "*.email",
      "authorization",
      "*.authorization",
      'headers["set-cookie"]',
      "*.headers.cookie",
      "*.headers.authorization",
    ],
    censor: "[redacted]",
  },
});

/**
 * A logger for one part of the server; every line carries `module`.
 * @param module a short name, e.g. "auth", "page-cache", "db"
 */
export function moduleLogger(module: string): pino.Logger {
  return logger.child({ module });
}
