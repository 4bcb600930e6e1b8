import { execFile } from "node:child_process";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { seedPgliteDir } from "../fixtures/databases";

/**
 * `npm run backup` and `npm run restore` (scripts/backup.mjs, scripts/restore.mjs) keep what
 * they handle to the machine's owner (docs/decisions/hardening.md): the backup file is 0600,
 * and the database password reaches pg_dump and pg_restore in their environment, never on
 * their command line (`ps` shows that to every user). Stand-ins for pg_dump and pg_restore,
 * first on PATH, record the arguments and PGPASSWORD they were given; the embedded database's
 * backup runs for real.
 */
const root = path.resolve(".");
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "academy-backup-"));
  dirs.push(dir);
  return dir;
}

/** A stand-in for a PostgreSQL client program: logs its arguments and PGPASSWORD, writes --file. */
function fakeClient(bin: string, name: string, log: string) {
  const script = `#!/bin/sh
printf '%s\\n' "$@" > "${log}.${name}.args"
printf '%s' "$PGPASSWORD" > "${log}.${name}.password"
for a in "$@"; do case "$a" in --file=*) printf 'PGDMP-stand-in' > "\${a#--file=}";; esac; done
exit 0
`;
  writeFileSync(path.join(bin, name), script);
  chmodSync(path.join(bin, name), 0o755);
}

function run(
  script: "backup" | "restore",
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [`scripts/${script}.mjs`, ...args],
      { cwd: root, env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code) || 1 : 0, output: `${stdout}${stderr}` }),
    );
  });
}

const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

describe("backup and restore scripts", () => {
  const PASSWORD = "s3cr@t-pw/x";
  const URL_WITH_PASSWORD = `postgres://academy:${encodeURIComponent(PASSWORD)}@127.0.0.1:5999/academy?sslmode=disable`;

  it("PostgreSQL: pg_dump and pg_restore get the password in PGPASSWORD, not in their arguments; the backup is 0600", async () => {
    const dir = scratch();
    const bin = path.join(dir, "bin");
    const log = path.join(dir, "log");
    mkdirSync(bin);
    fakeClient(bin, "pg_dump", log);
    fakeClient(bin, "pg_restore", log);
    const env = {
      PATH: `${bin}:${process.env.PATH ?? ""}`,
      DATABASE_URL: URL_WITH_PASSWORD,
      DATA_DIR: path.join(dir, "data"),
    };
    const file = path.join(dir, "academy.dump");
    const backup = await run("backup", [file], env);
    expect(backup, backup.output).toMatchObject({ code: 0 });
    expect(mode(file)).toBe("600");
    const dumpArgs = readFileSync(`${log}.pg_dump.args`, "utf8");
    expect(dumpArgs).toContain(
      "--dbname=postgres://academy@127.0.0.1:5999/academy?sslmode=disable",
    );
    expect(dumpArgs).not.toContain("s3cr");
    expect(readFileSync(`${log}.pg_dump.password`, "utf8")).toBe(PASSWORD);

    const restore = await run("restore", [file], env);
    expect(restore, restore.output).toMatchObject({ code: 0 });
    const restoreArgs = readFileSync(`${log}.pg_restore.args`, "utf8");
    expect(restoreArgs).toContain(
      "--dbname=postgres://academy@127.0.0.1:5999/academy?sslmode=disable",
    );
    expect(restoreArgs).not.toContain("s3cr");
    expect(readFileSync(`${log}.pg_restore.password`, "utf8")).toBe(PASSWORD);

    // A password given as a URL parameter moves too; a URL without one is passed unchanged.
    await run("backup", [path.join(dir, "b.dump")], {
      ...env,
      DATABASE_URL: `postgres://academy@127.0.0.1:5999/academy?password=${encodeURIComponent(PASSWORD)}&sslmode=disable`,
    });
    expect(readFileSync(`${log}.pg_dump.args`, "utf8")).toContain(
      "--dbname=postgres://academy@127.0.0.1:5999/academy?sslmode=disable",
    );
    expect(readFileSync(`${log}.pg_dump.password`, "utf8")).toBe(PASSWORD);
  });

  it("the embedded database: the backup file is 0600", { timeout: 180_000 }, async () => {
    const dir = scratch();
    const dataDir = path.join(dir, "data");
    mkdirSync(dataDir, { mode: 0o700 });
    seedPgliteDir(path.join(dataDir, "pglite"));
    const file = path.join(dir, "academy.tar.gz");
    const backup = await run("backup", [file], { DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(backup, backup.output).toMatchObject({ code: 0 });
    expect(mode(file)).toBe("600");
  });
});
