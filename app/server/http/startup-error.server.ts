/**
 * Why the server could not start, in one line for the operator (docs/deploy.md,
 * docs/decisions/deploy.md): serve.server.ts logs it as one JSON line and exits with code 1 instead
 * of printing a stack trace.
 */

type StartupError = {
  code?: unknown;
  message?: unknown;
  address?: unknown;
  port?: unknown;
  hostname?: unknown;
  errors?: unknown;
};

/** PostgreSQL error codes (SQLSTATE) an operator meets at start, with what to do. */
const POSTGRES_CODES: Record<string, string> = {
  "28P01": "PostgreSQL refused the user name or password in DATABASE_URL (28P01).",
  "28000":
    "PostgreSQL refused the connection for this user (28000): check DATABASE_URL and pg_hba.conf.",
  "3D000": "the database named in DATABASE_URL does not exist (3D000): create it (docs/deploy.md).",
  "42501":
    "the DATABASE_URL user may not create the site's tables (42501): on PostgreSQL 15+ that role must own the database (docs/deploy.md).",
};

/**
 * One line saying why start-up failed, with what to check for the usual causes (the database
 * unreachable, refusing the login, missing). Never contains DATABASE_URL or a password: only
 * the host and port the driver reports.
 * @param error what `startUp` threw (a pg/Node network error, an AggregateError of them for a
 *   host with several addresses, or any Error)
 * @returns a sentence without a trailing stack, at most 500 characters
 */
export function describeStartupError(error: unknown): string {
  const e = (firstOf(error) ?? {}) as StartupError;
  const code = typeof e.code === "string" ? e.code : undefined;
  const where =
    typeof e.address === "string" ? `${e.address}${e.port ? `:${e.port}` : ""}` : "DATABASE_URL";
  switch (code) {
    case "ECONNREFUSED":
      return `the database at ${where} refused the connection (ECONNREFUSED): is PostgreSQL running there, and is DATABASE_URL right?`;
    case "ETIMEDOUT":
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return `the database at ${where} cannot be reached (${code}): check DATABASE_URL and the network.`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `the database host${typeof e.hostname === "string" ? ` ${e.hostname}` : ""} was not found (${code}): check the host name in DATABASE_URL.`;
  }
  if (code && POSTGRES_CODES[code]) return POSTGRES_CODES[code];
  const message = String(e.message ?? error).split("\n")[0] ?? "";
  return `${message}${code ? ` (${code})` : ""}`.slice(0, 500);
}

/** The first error of an AggregateError (Node's connect to a host with several addresses). */
function firstOf(error: unknown): unknown {
  const errors = (error as StartupError | undefined)?.errors;
  if (Array.isArray(errors) && errors.length > 0) return errors[0];
  return error;
}
