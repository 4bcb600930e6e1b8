// Makes sure Debian's Chromium is there for the browser tests (Playwright cannot download
// browsers here). Installs it with apt-get when running as root, else says what to run.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = existsSync("/usr/bin/apt-get");
if (isRoot && hasApt) {
  console.log("Chromium is missing: installing Debian's chromium with apt-get …");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
  if (existsSync(path)) process.exit(0);
}
console.error(
  `Chromium not found at ${path}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n` +
    "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
);
process.exit(1);
