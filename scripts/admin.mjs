#!/usr/bin/env node
/**
 * Operator commands for the admin account (docs/decisions/auth.md "The admin is a role on the user
 * row"), run against the production build (`npm run build` first) with the server's environment
 * (DATA_DIR or DATABASE_URL, BETTER_AUTH_SECRET; .env is read when present):
 *
 *   npm run admin -- reset-password EMAIL   new password for EMAIL; its sessions end
 *   npm run admin -- promote EMAIL          EMAIL becomes the admin, with a new password;
 *                                           its Google logins are removed, its sessions end
 *   npm run admin -- demote EMAIL           EMAIL is no longer an admin; its sessions end
 *
 * The new password is read from standard input, never from the command line (which other
 * users of the machine can see in the process list): typed at a prompt that does not echo it
 * (twice), or piped, e.g. `printf '%s\n' "$NEW_PASSWORD" | npm run admin -- reset-password a@b.c`.
 * Surrounding spaces are dropped, as on the login forms. 12 to 128 characters for the admin
 * (reset-password of the admin, promote), 6 to 128 for anyone else.
 *
 * On the embedded database (no DATABASE_URL) stop the server first: one process at a time
 * may open DATA_DIR.
 * Exit codes: 0 done, 1 refused or failed (the reason on stderr), 2 wrong usage.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const USAGE = `Usage:
  npm run admin -- reset-password EMAIL   (reads the new password from standard input)
  npm run admin -- promote EMAIL          (makes EMAIL the admin; reads its new password from standard input)
  npm run admin -- demote EMAIL`;

const NEEDS_PASSWORD = new Set(["reset-password", "promote"]);
const COMMANDS = new Set([...NEEDS_PASSWORD, "demote"]);
const MAX_INPUT = 4096;

const [command, email, ...extra] = process.argv.slice(2);
if (!COMMANDS.has(command) || !email?.includes("@") || extra.length > 0) {
  console.error(USAGE);
  process.exit(2);
}

if (existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV ??= "production";
// The build server.mjs would start: BUILD_DIR, else the deploy recipe's releases/current, else build.
const buildDir =
  process.env.BUILD_DIR ?? (existsSync("releases/current") ? "releases/current" : "build");
const buildFile = path.resolve(buildDir, "server", "index.js");
if (!existsSync(buildFile)) {
  console.error(`No production build at ${buildFile}: run \`npm run build\` first.`);
  process.exit(1);
}

try {
  const password = NEEDS_PASSWORD.has(command) ? await readNewPassword() : null;
  const build = await import(pathToFileURL(buildFile).href);
  const message = await build.entry.module.runAdminCommand(command, email, password);
  console.log(message);
  process.exit(0);
} catch (error) {
  const known = ["AdminSetupError", "InputError", "ConfigError"].includes(error?.name);
  console.error(known ? error.message : `The command failed: ${error?.message ?? error}`);
  process.exit(1);
}

/** The new password: prompted twice without echo on a terminal, else the first piped line. */
async function readNewPassword() {
  if (process.stdin.isTTY) {
    const first = (await promptHidden("New password: ")).trim();
    const again = (await promptHidden("Repeat the new password: ")).trim();
    if (first !== again) throw inputError("The two passwords differ; nothing was changed.");
    if (!first) throw inputError("No password given; nothing was changed.");
    return first;
  }
  let text = "";
  for await (const chunk of process.stdin) {
    text += chunk;
    if (text.length > MAX_INPUT) throw inputError("The password input is too long.");
  }
  const line = (text.split(/\r?\n/)[0] ?? "").trim();
  if (!line) throw inputError("No password on standard input; nothing was changed.");
  return line;
}

/** Reads one line from the terminal in raw mode, echoing nothing. */
function promptHidden(question) {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stderr.write(question);
    input.setRawMode(true);
    input.setEncoding("utf8");
    input.resume();
    let value = "";
    const finish = () => {
      input.off("data", onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write("\n");
    };
    const onData = (chunk) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") {
          finish();
          resolve(value);
          return;
        }
        if (ch === "\u0003" || ch === "\u0004") {
          finish();
          reject(inputError("Cancelled; nothing was changed."));
          return;
        }
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else if (value.length < MAX_INPUT) value += ch;
      }
    };
    input.on("data", onData);
  });
}

function inputError(message) {
  const error = new Error(message);
  error.name = "InputError";
  return error;
}
