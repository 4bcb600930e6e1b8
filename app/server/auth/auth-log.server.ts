/**
 * Better Auth's log function and the redaction it applies (docs/spec-coverage.md "Deliberate
 * deviations" 5, spec §8 "The entered email and password must not be logged"). Split from
 * auth.server.ts, which re-exports everything here.
 */

const SENSITIVE_KEY = /pass(word)?|token|secret|cookie|code|state|nonce|verifier|authorization/i;

/**
 * Removes credentials from a log line: values after sensitive names (password=, "token":,
 * cookie:, code=, state=, …), SQL parameters ("params: …" of failed queries carry password
 * hashes and session tokens) and anything after "Bearer ".
 * @param text one log line
 * @returns the line with those values replaced by "[redacted]"
 */
export function redactSecrets(text: string): string {
  return text
    .replace(/params:[\s\S]*$/i, "params: [redacted]")
    .replace(/(bearer\s+)[^\s"',;]+/gi, "$1[redacted]")
    .replace(
      /((?:pass(?:word)?|token|secret|cookie|code|state|nonce|verifier|authorization)[\w-]*["']?\s*[:=]\s*["']?)[^"'\s&;,}]+/gi,
      "$1[redacted]",
    );
}

/** One logged value: errors as "code: first line of message", objects with sensitive keys masked. */
function describeLogValue(value: unknown): string {
  if (value instanceof Error) {
    const code =
      (value as { body?: { code?: string }; code?: string }).body?.code ??
      (value as { code?: string }).code;
    const first = value.message.split("\n")[0] ?? "";
    return redactSecrets(`${code ?? value.name}: ${first}`).slice(0, 300);
  }
  if (typeof value === "string") return redactSecrets(value).slice(0, 300);
  try {
    const json = JSON.stringify(value, (key, v) =>
      key && SENSITIVE_KEY.test(key) ? "[redacted]" : v,
    );
    return redactSecrets(json ?? String(value)).slice(0, 300);
  } catch {
    return "[unprintable]";
  }
}

/** Whether an error, or an error it wraps (a failed query's `cause`), is PostgreSQL's 23505. */
function isUniqueViolation(value: unknown): boolean {
  for (let at = value, depth = 0; at instanceof Error && depth < 5; depth++) {
    if ((at as { code?: unknown }).code === "23505") return true;
    at = at.cause;
  }
  return false;
}

/**
 * Better Auth's log function: one line per event ("[auth] level: message …"), credentials
 * removed, on stderr for warnings and errors and stdout otherwise.
 */
export function safeAuthLog(
  logged: "debug" | "info" | "warn" | "error",
  message: string,
  ...args: unknown[]
) {
  // Two sign-ups for one address at the same moment: the second insert breaks the unique
  // index. The visitor is told the address is taken (account-forms.server.ts); no fault of
  // the server, so a warning, not an error.
  const level = logged === "error" && args.some(isUniqueViolation) ? "warn" : logged;
  const line = [
    "[auth]",
    `${level}:`,
    describeLogValue(message),
    ...args.map(describeLogValue),
  ].join(" ");
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
