import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer, get as httpGet, type Server } from "node:http";
import https from "node:https";
import { connect } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createScratchPostgres } from "../tests/fixtures/databases";
import { freePort, SERVER_START_TIMEOUT_MS } from "./support/server-process";
import { expect, test } from "./support/test";

/**
 * The production recipe of docs/deploy.md, run as written where a test can: the shipped nginx
 * files (deploy/nginx.conf, deploy/nginx/*.conf, only ports, certificate and include paths
 * changed) in front of two production servers on one PostgreSQL, each started from
 * releases/current like the systemd unit, and an upgrade done by scripts/upgrade.mjs, the
 * script the recipe runs, with systemd's part (`systemctl restart academy@PORT`) played by this
 * test: stop the process, start it again, return at once (Type=simple, no readiness wait).
 * Needs TEST_DATABASE_URL and nginx (.ci/run provides both). docs/decisions/deploy.md.
 */

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));
const BUILD = path.resolve(ROOT, process.env.BUILD_DIR ?? "build");
const DOMAIN = "academy.example";
const SECRET = randomBytes(32).toString("base64url");
/** Pages of the load loop (spec §2): each is fetched, then every asset it links. */
const PAGES = ["/", "/about", "/courses", "/coaches", "/faqs", "/contact", "/events", "/blogs"];

test.describe.configure({ mode: "serial", timeout: 300_000 });
test.skip(
  !process.env.TEST_DATABASE_URL && !process.env.CI,
  "needs TEST_DATABASE_URL (PostgreSQL)",
);
test.skip(!NGINX && !process.env.CI, "needs nginx (apt-get install nginx-light)");

let work: string;
let releases: string;
let database: { url: string; drop: () => Promise<void> };
let instances: Instances;
let nginx: { stop: () => Promise<void> };
let control: Server;
const ports = { tls: 0, http: 0, check: 0, control: 0, instances: [0, 0] };
/** What the instances get from systemd's unit and from .env in production. */
let instanceEnv: Record<string, string>;

test.beforeAll(async () => {
  // A release and two servers start here: the group's timeout is the tests', a hook's is the
  // default unless it says so.
  test.setTimeout(2 * SERVER_START_TIMEOUT_MS);
  mkdirSync(path.join(ROOT, "data"), { recursive: true });
  // Inside the checkout, as /srv/academy/releases is: the releases find node_modules above them.
  work = mkdtempSync(path.join(ROOT, "data", "upgrade-"));
  releases = path.join(work, "releases");
  makeCertificate(work);
  for (const key of ["tls", "http", "check", "control"] as const) ports[key] = await freePort();
  ports.instances = [await freePort(), await freePort()];
  database = await createScratchPostgres(String(process.env.TEST_DATABASE_URL), "upgrade");
  instanceEnv = {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    TRUST_PROXY: "1",
    BUILD_DIR: path.join(releases, "current"),
    DATABASE_URL: database.url,
    BETTER_AUTH_SECRET: SECRET,
    SITE_URL: `https://${DOMAIN}`,
    LOG_LEVEL: "warn",
  };

  const first = await upgradeScript([
    "release",
    "--releases",
    releases,
    "--build-command",
    copyCommand(),
  ]);
  expect(first.code, first.output).toBe(0);
  instances = new Instances();
  await Promise.all(ports.instances.map((port) => instances.start(port)));
  for (const port of ports.instances) {
    await expect
      .poll(
        () => {
          if (instances.exited(port))
            throw new Error(`the instance on ${port} exited: ${instances.output(port)}`);
          return status(port, "/readyz");
        },
        { timeout: SERVER_START_TIMEOUT_MS },
      )
      .toBe(200);
  }
  nginx = await startNginx(work);
});

test.afterAll(async () => {
  await nginx?.stop();
  await new Promise((resolve) => (control ? control.close(resolve) : resolve(undefined)));
  await instances?.stopAll();
  await database?.drop();
  if (work) rmSync(work, { recursive: true, force: true });
});

test("the shipped nginx files pass nginx -t: the plain-HTTP bootstrap alone, then with HTTPS", () => {
  const dir = mkdtempSync(path.join(work, "nginx-t-"));
  const http = readFileSync(path.join(ROOT, "deploy/nginx/academy-http.conf"), "utf8");
  const site = withPaths(readFileSync(path.join(ROOT, "deploy/nginx.conf"), "utf8"), work);
  writeFileSync(path.join(dir, "http.conf"), http);
  writeFileSync(path.join(dir, "site.conf"), site);
  // Before the certificate exists only the HTTP file is enabled (docs/deploy.md "nginx and TLS").
  nginxTest(dir, ["http.conf"]);
  nginxTest(dir, ["http.conf", "site.conf"]);
});

test("nginx answers only this site's name: another name gets no answer at all", async () => {
  expect((await tlsRequest("/healthz", { host: DOMAIN })).status).toBe(200);
  // Right certificate name (SNI), other Host: the connection is closed unanswered (444).
  await expect(tlsRequest("/", { host: "other.example" })).rejects.toThrow(
    /socket hang up|ECONNRESET/,
  );
  // Another certificate name: the handshake is refused.
  await expect(
    tlsRequest("/", { host: "other.example", servername: "other.example" }),
  ).rejects.toThrow(/alert|handshake|ssl|tls/i);
  // Plain HTTP: this site's name is sent to HTTPS, another is closed unanswered.
  expect(await rawHttp(ports.http, DOMAIN)).toMatch(
    new RegExp(`^HTTP/1.1 301[\\s\\S]*Location: https://${DOMAIN.replace(".", "\\.")}/probe`),
  );
  expect(await rawHttp(ports.http, "other.example")).toBe("");
});

test("an upgrade under load loses no request and no asset", async () => {
  const tally = new Tally();
  let steps: string[] = [];
  let loading = true;
  const workers = Array.from({ length: 4 }, (_, n) => loadLoop(n, () => loading, tally));
  try {
    // Some traffic on the first release before anything changes.
    await expect.poll(() => tally.pages, { timeout: 60_000 }).toBeGreaterThan(20);

    const built = await upgradeScript([
      "release",
      "--releases",
      releases,
      "--build-command",
      copyCommand("v2"),
    ]);
    expect(built.code, built.output).toBe(0);
    const second = path.basename(built.stdout.trim());
    expect(readlinkSync(path.join(releases, "current"))).toBe(second);

    // systemd's part, as the script asks for it: `systemctl restart academy@PORT`.
    control = createServer((req, res) => {
      const port = Number(/^\/restart\/(\d+)$/.exec(req.url ?? "")?.[1]);
      if (req.method !== "POST" || !ports.instances.includes(port)) {
        res.writeHead(404).end();
        return;
      }
      instances
        .beforeRestart(port)
        .then(() => instances.restart(port))
        .then(
          () => res.writeHead(200).end(),
          (error) => res.writeHead(500).end(String(error)),
        );
    });
    await new Promise<void>((resolve) => control.listen(ports.control, "127.0.0.1", resolve));
    const restartCommand =
      `${JSON.stringify(process.execPath)} -e ` +
      `'fetch(process.argv[1], { method: "POST" }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' ` +
      `http://127.0.0.1:${ports.control}/restart/{port}`;
    const upgrade = await upgradeScript([
      "restart",
      ...ports.instances.map(String),
      "--restart-command",
      restartCommand,
      "--nginx-check",
      `http://127.0.0.1:${ports.check}/readyz`,
      "--timeout",
      "90",
    ]);
    expect(upgrade.code, upgrade.output).toBe(0);
    steps = upgrade.output.match(/(ready|back in nginx) after [\d.]+ s/g) ?? [];
    expect(steps.filter((step) => step.startsWith("back in nginx"))).toHaveLength(2);
  } finally {
    loading = false;
    await Promise.all(workers);
  }

  expect(tally.failures, "failed requests").toEqual([]);
  expect(tally.assetMisses, "assets not found").toEqual([]);
  // While one instance ran each release, each served the other release's assets too.
  expect(instances.crossChecks).toEqual([
    { port: ports.instances[1], asset: "new", status: 200 },
    { port: ports.instances[0], asset: "old", status: 200 },
  ]);
  expect(tally.pagesOf.old).toBeGreaterThan(0);
  expect(tally.pagesOf.new).toBeGreaterThan(0);
  // Both instances now run the second release.
  for (const port of ports.instances) {
    const page = (await direct(port, "/")).body;
    expect(page).toMatch(/\/assets\/[\w.-]+-v2\.js/);
  }
  console.log(
    `rolling upgrade: ${tally.pages} pages and ${tally.assets} assets through nginx (${tally.pagesOf.old} pages of the old release, ${tally.pagesOf.new} of the new), 0 failed; ${steps.join("; ")}`,
  );
});

/** Counts what the load loop saw. */
class Tally {
  pages = 0;
  assets = 0;
  pagesOf = { old: 0, new: 0 };
  failures: string[] = [];
  assetMisses: string[] = [];
}

/**
 * One client of the load loop: fetches the pages in turn through nginx (HTTPS) and, for each,
 * every /assets/ file the page links, as a browser would, until `running()` says stop.
 */
async function loadLoop(offset: number, running: () => boolean, tally: Tally) {
  for (let n = offset; running(); n++) {
    const page = PAGES[n % PAGES.length];
    let response: { status: number; body: string };
    try {
      response = await tlsRequest(page, { host: DOMAIN });
    } catch (error) {
      tally.failures.push(`${page}: ${(error as Error).message}`);
      continue;
    }
    tally.pages++;
    if (response.status !== 200) {
      tally.failures.push(`${page}: ${response.status}`);
      continue;
    }
    const assets = [...new Set(response.body.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
    tally.pagesOf[assets.some((a) => a.includes("-v2.")) ? "new" : "old"]++;
    for (const asset of assets) {
      try {
        const { status } = await tlsRequest(asset, { host: DOMAIN });
        tally.assets++;
        if (status === 404) tally.assetMisses.push(`${asset} (from ${page})`);
        else if (status !== 200) tally.failures.push(`${asset}: ${status}`);
      } catch (error) {
        tally.failures.push(`${asset}: ${(error as Error).message}`);
      }
    }
  }
}

const agent = new https.Agent({ keepAlive: true, maxSockets: 8, rejectUnauthorized: false });

/** GET over HTTPS to nginx, with the given Host header and SNI name (default DOMAIN). */
function tlsRequest(
  target: string,
  { host, servername = DOMAIN }: { host: string; servername?: string },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: "127.0.0.1",
        port: ports.tls,
        path: target,
        headers: { host },
        servername,
        rejectUnauthorized: false,
        agent: servername === DOMAIN ? agent : undefined,
        timeout: 30_000,
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", reject);
    request.end();
  });
}

/** A plain HTTP/1.1 GET /probe to nginx's port 80 stand-in; everything it answered ("" if nothing). */
function rawHttp(port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(`GET /probe HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    });
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", (error) =>
      (error as NodeJS.ErrnoException).code === "ECONNRESET" ? resolve(answer) : reject(error),
    );
  });
}

/**
 * GET http://127.0.0.1:port/target on a connection of its own (none kept alive, so none races
 * the server closing an idle one), within 10 s; status 0 and "" when nothing answers.
 */
function direct(port: number, target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const request = httpGet(
      { host: "127.0.0.1", port, path: target, agent: false, timeout: 10_000 },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        response.on("error", () => resolve({ status: 0, body: "" }));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", () => resolve({ status: 0, body: "" }));
  });
}

async function status(port: number, target: string): Promise<number> {
  return (await direct(port, target)).status;
}

/** The build command the script runs: a copy of this checkout's build (renamed assets with a suffix). */
function copyCommand(suffix?: string): string {
  const script = path.join(ROOT, "e2e/support/copy-release.mjs");
  return [process.execPath, script, BUILD, ...(suffix ? ["--rename", suffix] : [])]
    .map((word) => JSON.stringify(word))
    .join(" ");
}

/** Runs `node scripts/upgrade.mjs ...args` in the checkout; its exit code, stdout and all output. */
function upgradeScript(args: string[]): Promise<{ code: number; stdout: string; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, "scripts/upgrade.mjs"), ...args],
      { cwd: ROOT, timeout: 240_000 },
      (error, stdout, stderr) => {
        const code = error ? Number((error as { code?: unknown }).code ?? 1) || 1 : 0;
        resolve({ code, stdout, output: `${stdout}${stderr}` });
      },
    );
  });
}

/**
 * The two instances, as systemd runs them: `node server.mjs` in the checkout with the unit's
 * environment, the release being wherever releases/current points when each starts.
 */
class Instances {
  private children = new Map<
    number,
    { child: ChildProcess; exited: Promise<void>; output: string[] }
  >();
  /** What the test saw between the two restarts of the upgrade (see beforeRestart). */
  crossChecks: Array<{ port: number; asset: "old" | "new"; status: number }> = [];
  private oldAsset = "";

  async start(port: number) {
    const output: string[] = [];
    const child = spawn(process.execPath, ["server.mjs"], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        ...instanceEnv,
        PORT: String(port),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk) => output.push(String(chunk)));
    child.stderr?.on("data", (chunk) => output.push(String(chunk)));
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    this.children.set(port, { child, exited, output });
  }

  /** systemctl restart with Type=simple: stop (SIGTERM, wait for the exit), start, return. */
  async restart(port: number) {
    await this.stop(port);
    await this.start(port);
  }

  /**
   * Before each restart, one asset of each release is fetched directly from the instances: the
   * first restart has none on the new release yet (it notes an old asset); before the second,
   * the old instance must serve a new asset (releases/current) and the new one an old asset
   * (carried over).
   */
  async beforeRestart(port: number) {
    if (port === ports.instances[0]) {
      const page = (await direct(port, "/")).body;
      this.oldAsset = /\/assets\/[\w.-]+\.js/.exec(page)?.[0] ?? "";
      return;
    }
    const [upgraded, old] = ports.instances;
    const newPage = (await direct(upgraded, "/")).body;
    const newAsset = /\/assets\/[\w.-]+-v2\.js/.exec(newPage)?.[0] ?? "(none)";
    this.crossChecks.push({ port: old, asset: "new", status: await status(old, newAsset) });
    this.crossChecks.push({
      port: upgraded,
      asset: "old",
      status: await status(upgraded, this.oldAsset),
    });
  }

  exited(port: number): boolean {
    const child = this.children.get(port)?.child;
    return !child || child.exitCode !== null || child.signalCode !== null;
  }

  output(port: number): string {
    return this.children.get(port)?.output.join("") ?? "";
  }

  async stop(port: number) {
    const entry = this.children.get(port);
    if (!entry) return;
    if (entry.child.exitCode === null && entry.child.signalCode === null)
      entry.child.kill("SIGTERM");
    await entry.exited;
    this.children.delete(port);
  }

  async stopAll() {
    await Promise.all([...this.children.keys()].map((port) => this.stop(port)));
  }
}

/** A self-signed certificate for DOMAIN in `dir` (cert.pem, key.pem). */
function makeCertificate(dir: string) {
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-subj",
      `/CN=${DOMAIN}`,
      "-days",
      "1",
    ].concat(["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")]),
    { stdio: "ignore" },
  );
}

/** The shipped site file with the certificate and the proxy snippet where this test keeps them. */
function withPaths(site: string, dir: string): string {
  return replaceExactly(
    replaceExactly(
      replaceExactly(
        site,
        `/etc/letsencrypt/live/${DOMAIN}/fullchain.pem`,
        path.join(dir, "cert.pem"),
        1,
      ),
      `/etc/letsencrypt/live/${DOMAIN}/privkey.pem`,
      path.join(dir, "key.pem"),
      1,
    ),
    "/etc/nginx/snippets/academy-proxy.conf",
    path.join(ROOT, "deploy/nginx/academy-proxy.conf"),
    1,
  );
}

/** `text` with `from` replaced by `to`, which must occur exactly `count` times (the files changed shape otherwise). */
function replaceExactly(text: string, from: string, to: string, count: number): string {
  const found = text.split(from).length - 1;
  if (found !== count)
    throw new Error(
      `expected ${count} × ${JSON.stringify(from)} in the nginx file, found ${found}`,
    );
  return text.replaceAll(from, to);
}

/** Without the IPv6 listen lines (this machine may have no IPv6). */
function ipv4Only(text: string): string {
  return text.replace(/^\s*listen \[::\]:.*\n/gm, "");
}

/** The main nginx.conf of a test: temp paths in `dir`, the given site files. */
function mainConf(dir: string, sites: string[], daemon: boolean): string {
  return `${daemon ? "" : "daemon off;\n"}pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${sites.map((site) => `  include ${path.join(dir, site)};`).join("\n")}
}
`;
}

/** `nginx -t` on the given site files of `dir`; throws with nginx's message when it fails. */
function nginxTest(dir: string, sites: string[]) {
  writeFileSync(path.join(dir, "nginx.conf"), mainConf(dir, sites, true));
  execFileSync(
    String(NGINX),
    ["-t", "-q", "-p", dir, "-e", `${dir}/error.log`, "-c", `${dir}/nginx.conf`],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
}

/**
 * Runs nginx in the foreground with the shipped files: deploy/nginx/academy-http.conf on
 * ports.http (for 80), deploy/nginx.conf on ports.tls (for 443) and ports.check (for 8099),
 * the upstream on the two instances' ports.
 */
async function startNginx(base: string) {
  const dir = mkdtempSync(path.join(base, "nginx-"));
  let http = readFileSync(path.join(ROOT, "deploy/nginx/academy-http.conf"), "utf8");
  http = replaceExactly(ipv4Only(http), "listen 80", `listen 127.0.0.1:${ports.http}`, 2);
  let site = withPaths(readFileSync(path.join(ROOT, "deploy/nginx.conf"), "utf8"), base);
  site = replaceExactly(ipv4Only(site), "listen 443 ", `listen 127.0.0.1:${ports.tls} `, 2);
  site = replaceExactly(site, "listen 127.0.0.1:8099;", `listen 127.0.0.1:${ports.check};`, 1);
  site = replaceExactly(
    site,
    "server 127.0.0.1:3000 ",
    `server 127.0.0.1:${ports.instances[0]} `,
    1,
  );
  site = replaceExactly(
    site,
    "server 127.0.0.1:3001 ",
    `server 127.0.0.1:${ports.instances[1]} `,
    1,
  );
  writeFileSync(path.join(dir, "http.conf"), http);
  writeFileSync(path.join(dir, "site.conf"), site);
  writeFileSync(path.join(dir, "nginx.conf"), mainConf(dir, ["http.conf", "site.conf"], false));
  let output = "";
  const child = spawn(
    String(NGINX),
    ["-p", dir, "-e", `${dir}/error.log`, "-c", `${dir}/nginx.conf`],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
        return tlsRequest("/healthz", { host: DOMAIN }).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 30_000 },
    )
    .toBe(200);
  return {
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
    },
  };
}
