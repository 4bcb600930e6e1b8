// A stand-in for `npm run build` in e2e/rolling-upgrade.spec.ts: copies a finished build into
// $BUILD_DIR (where scripts/upgrade.mjs release asks for the new release) in a second instead
// of a real build's half minute.
// Usage: BUILD_DIR=DIR node e2e/support/copy-release.mjs FROM [--rename SUFFIX]
//   --rename: every hashed asset (client/assets/NAME.EXT) becomes NAME-SUFFIX.EXT, and every
//   reference to it in the copy's server and client code follows, as a build of changed source
//   would name its files differently: the two releases then share no asset.
import { cpSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const [from, flag, suffix] = process.argv.slice(2);
const to = process.env.BUILD_DIR;
if (!from || !to || (flag && (flag !== "--rename" || !/^[a-z0-9]+$/.test(suffix ?? "")))) {
  console.error("usage: BUILD_DIR=DIR node e2e/support/copy-release.mjs FROM [--rename SUFFIX]");
  process.exit(1);
}
cpSync(from, to, { recursive: true });
if (flag) {
  const assets = path.join(to, "client", "assets");
  const names = readdirSync(assets);
  const renamed = new Map(
    names.map((name) => [name, name.replace(/(\.[a-z0-9]+)$/, `-${suffix}$1`)]),
  );
  for (const [name, next] of renamed) renameSync(path.join(assets, name), path.join(assets, next));
  const escaped = [...renamed.keys()]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = new RegExp(`(?<![\\w.-])(${escaped.join("|")})(?![\\w-])`, "g");
  for (const file of textFiles(to)) {
    const text = readFileSync(file, "utf8");
    const next = text.replace(pattern, (name) => renamed.get(name) ?? name);
    if (next !== text) writeFileSync(file, next);
  }
}

/** Every .js, .css, .json and .html file under `dir`. */
function textFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return textFiles(file);
    return /\.(js|css|json|html)$/.test(name) ? [file] : [];
  });
}
