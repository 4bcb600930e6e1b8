import { describe, expect, it } from "vitest";
import { describeStartupError } from "~/server/http/startup-error.server";

/** The one line server.mjs prints when start-up fails (docs/decisions/deploy.md). */
describe("describeStartupError", () => {
  const network = (code: string, extra: object = {}) =>
    Object.assign(new Error(`connect ${code}`), { code, ...extra });

  it("names the unreachable database's address and what to check, never the URL", () => {
    expect(
      describeStartupError(network("ECONNREFUSED", { address: "127.0.0.1", port: 5432 })),
    ).toBe(
      "the database at 127.0.0.1:5432 refused the connection (ECONNREFUSED): is PostgreSQL running there, and is DATABASE_URL right?",
    );
    expect(describeStartupError(network("ENOTFOUND", { hostname: "db.example" }))).toBe(
      "the database host db.example was not found (ENOTFOUND): check the host name in DATABASE_URL.",
    );
  });

  it("reads the first error of an AggregateError (a host with several addresses)", () => {
    const both = Object.assign(
      new AggregateError([network("ECONNREFUSED", { address: "::1", port: 5432 })], ""),
      { code: "ECONNREFUSED" },
    );
    expect(describeStartupError(both)).toContain("the database at ::1:5432 refused the connection");
  });

  it("explains PostgreSQL's refusals by their code", () => {
    const pg = (code: string, message: string) => Object.assign(new Error(message), { code });
    expect(
      describeStartupError(pg("28P01", 'password authentication failed for user "academy"')),
    ).toBe("PostgreSQL refused the user name or password in DATABASE_URL (28P01).");
    expect(describeStartupError(pg("3D000", 'database "academy" does not exist'))).toContain(
      "does not exist (3D000): create it",
    );
    expect(describeStartupError(pg("42501", "permission denied for schema public"))).toContain(
      "must own the database",
    );
  });

  it("any other error: its first line only, with its code", () => {
    const error = Object.assign(new Error("BETTER_AUTH_SECRET is required\n    at x (y.js:1:1)"), {
      code: "E_SETUP",
    });
    expect(describeStartupError(error)).toBe("BETTER_AUTH_SECRET is required (E_SETUP)");
    expect(describeStartupError(new Error("plain"))).toBe("plain");
  });
});
