// Bench helpers: build the site into its own directory, start and stop the production server,
// and seed the homepage's banner and feedback through the admin dashboard like an admin would.
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Runs a command in the repository root with its output on our stderr (stdout is kept for the
 * report); rejects on a non-zero exit.
 */
export function run(cmd, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", 2, 2],
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

/** `npm run build` equivalent into `buildDir`: image pipeline, then the React Router build. */
export async function buildSite(buildDir) {
  await run(process.execPath, ["scripts/build-images.mjs", "--quiet"]);
  await run(path.join(ROOT, "node_modules/.bin/react-router"), ["build"], { BUILD_DIR: buildDir });
}

/**
 * Starts `node server.mjs` on host:port with a fresh DATA_DIR in a temp folder (or `dataDir`, one
 * seeded beforehand, e.g. scripts/bench/tournament.mjs) and an admin account; resolves when
 * /robots.txt answers. Server output goes to `logFile`; `env` is added to the server's environment
 * (e.g. DATABASE_URL). Stopping removes the data directory.
 * @returns {{origin, admin, pid, stop: () => Promise<void>}}
 */
export async function startServer({
  buildDir,
  port,
  host = "127.0.0.1",
  logFile,
  env = {},
  dataDir: seeded,
}) {
  const dataDir = seeded ?? (await mkdtemp(path.join(os.tmpdir(), "academy-bench-")));
  const origin = `http://${host}:${port}`;
  const admin = { email: "bench-admin@academy.example.test", password: `bench-${Date.now()}` };
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: host,
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      SITE_URL: origin,
      BETTER_AUTH_SECRET: `bench-secret-${process.pid}-${Date.now()}-padding-padding`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = null;
  child.on("exit", (code) => {
    exited = code ?? -1;
  });

  // A first start runs initdb: generous for a loaded two-core machine (the readiness poll returns
  // at the first answer).
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (exited !== null) throw new Error(`server exited with ${exited}; see ${logFile}`);
    try {
      const res = await fetch(`${origin}/robots.txt`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`server did not start in 240 s; see ${logFile}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }

  const stop = async () => {
    if (exited === null) {
      const gone = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await gone;
      clearTimeout(timer);
    }
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { origin, admin, stop, pid: child.pid };
}

/** Sample feedback the bench stores, so `/` renders its carousel from the database. */
const SAMPLE_FEEDBACK = [
  [
    "Bench parent",
    "Clear lessons and patient coaches. My daughter looks forward to every class.",
    5,
  ],
  ["Bench student", "The puzzles after each class helped my tactics a lot.", 5],
  ["Bench adult learner", "Flexible timings and honest feedback on my games.", 4],
  ["Bench parent two", "Our son played his first rated tournament this year.", 5],
];

/**
 * Signs in at /adminlogin and stores a banner (a 1600 px JPEG of the hero artwork) and four
 * feedback entries through the dashboard forms. Returns a list of problems (empty when fine).
 */
export async function seedHome(browser, origin, admin) {
  const problems = [];
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  page.on("dialog", (d) => d.accept().catch(() => {}));
  // no network here: other origins (the footer's map) would hold up the load event
  await page.route("**/*", (r) =>
    r.request().url().startsWith(origin) ? r.continue() : r.abort("blockedbyclient"),
  );
  try {
    await page.goto("/adminlogin", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(/\/admin-dashboard$/, { timeout: 20_000 });

    const banner = page.getByRole("region", { name: "Manage Banner" });
    const jpeg = await sharp(path.join(ROOT, "app/content/images/events.svg"))
      .resize(1600)
      .jpeg({ quality: 85 })
      .toBuffer();
    await banner.getByLabel("Title").fill("Summer rating tournament");
    await banner.getByLabel("Content").fill("Registrations are open for all age groups.");
    await banner
      .getByLabel("Upload Image")
      .setInputFiles({ name: "banner.jpg", mimeType: "image/jpeg", buffer: jpeg });
    await banner.getByRole("button", { name: "Update Banner" }).click();
    await banner.getByRole("status").filter({ hasText: "Banner updated successfully!" }).waitFor();

    const feedback = page.getByRole("region", { name: "Manage Feedback" });
    for (const [name, content, stars] of SAMPLE_FEEDBACK) {
      await feedback.getByLabel("Name", { exact: true }).fill(name);
      await feedback.getByLabel("Feedback Content").fill(content);
      await feedback.getByLabel("Star Rating").selectOption(String(stars));
      await feedback.getByRole("button", { name: "Add Feedback" }).click();
      await feedback.getByText(content).waitFor();
    }
  } catch (error) {
    problems.push(`seeding the homepage failed: ${error.message.split("\n")[0]}`);
  } finally {
    await context.close();
  }
  return problems;
}
