// Makes sure the Debian packages the browser tests run on are there (Playwright cannot download
// browsers here): Chromium, and faketime (e2e/fees.spec.ts starts a server whose clock begins on
// a chosen date). Installs what is missing with apt-get when running as root, else says what to run.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const missing = [
  ...(existsSync(chromium) ? [] : ["chromium"]),
  ...(existsSync("/usr/bin/faketime") ? [] : ["faketime"]),
];
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = existsSync("/usr/bin/apt-get");
if (isRoot && hasApt) {
  console.log(`Missing ${missing.join(" and ")}: installing with apt-get …`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`,
    { stdio: "inherit" },
  );
  if (existsSync(chromium) && existsSync("/usr/bin/faketime")) process.exit(0);
}
console.error(
  `Not found: ${missing.join(", ")}. Install with:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(" ")}\n` +
    "(CHROMIUM_PATH may point at another Chromium or Chrome binary).",
);
process.exit(1);
