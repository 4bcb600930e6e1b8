// Bench: the production scenario of docs/decisions/bench.md (`npm run bench -- --scenario
// production`).
// - memory of a fresh server on PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, on
//   PostgreSQL (RSS after start-up and one page);
// - with PostgreSQL, two servers on one database: the time an admin change on one takes to reach
//   the other's cached `/` (LISTEN/NOTIFY; scripts/bench/propagation.mjs);
// - 60 s at 100 connections on a mix of anonymous routes, half of them with the utm_*/fbclid/
//   gclid queries of shared links: errors, p99 and the server's memory growth;
// - 10 s at 50 connections each on the cached `/`, on `/?fbclid=<unique>` and on `/` with a
//   forged session cookie (unique each request): both must reach half of the cached rate.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { measurePropagation } from "./propagation.mjs";
import { ROUTES } from "./routes.mjs";
import { startServer } from "./server.mjs";

/** Goals of the production scenario (docs/decisions/production.md "Benchmark"). */
export const PRODUCTION_BUDGET = {
  p99: 150,
  memoryGrowthMb: 100,
  bypassRatio: 0.5,
  /** Slowest round of an admin change reaching another server's cached `/`. */
  propagationMs: 1_000,
};

/** Anonymous routes of the mix: the bench's public routes that answer 200 (spec §2). */
const MIX_ROUTES = ROUTES.filter((route) => !route.includes("404"));

/** The query strings WhatsApp, Facebook and Google Ads add to shared links. */
const SHARE_QUERIES = [
  (n) => `utm_source=whatsapp&utm_medium=social&utm_campaign=demo-${n}`,
  (n) => `fbclid=IwAR${n}${randomBytes(6).toString("hex")}`,
  (n) => `gclid=Cj0K${n}${randomBytes(6).toString("hex")}`,
];

const HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html,*/*" };

/** Resident set size of a process in MB (Linux /proc). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

function summary(r) {
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/** autocannon with a path (and optional headers) made fresh for every request. */
async function varied(origin, { connections, duration, next }) {
  let n = 0;
  const r = await autocannon({
    url: origin,
    connections,
    duration,
    headers: HEADERS,
    requests: [{ setupRequest: (req) => ({ ...req, ...next(n++) }) }],
  });
  return summary(r);
}

/**
 * Memory of a fresh production server: starts one, loads `/` once, reads its RSS, stops it.
 * @returns MB, or null when the server could not start
 */
async function freshServerMemory({ buildDir, port, resultsDir, env, label }) {
  const server = await startServer({
    buildDir,
    port,
    logFile: path.join(resultsDir, `server-${label}.log`),
    env,
  });
  try {
    await (await fetch(`${server.origin}/`)).text();
    return rssMb(server.pid);
  } finally {
    await server.stop();
  }
}

/** A scratch PostgreSQL database next to `baseUrl`'s; `drop()` removes it. */
async function scratchPostgres(baseUrl) {
  const name = `bench_${randomBytes(4).toString("hex")}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: String(url),
    drop: async () => {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * Runs the whole production scenario against servers built in `buildDir`.
 * @param options.log progress lines (stderr)
 * @returns figures and `failures` (strings naming each missed goal)
 */
export async function runProductionScenario({ buildDir, port, resultsDir, log, duration = 60 }) {
  const result = { memory: {}, failures: [] };
  log("memory of a fresh server on PGlite …");
  result.memory.pglite = await freshServerMemory({
    buildDir,
    port,
    resultsDir,
    env: { DATABASE_URL: "" },
    label: "pglite",
  });
  const pgBase = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (pgBase) {
    log("memory of a fresh server on PostgreSQL …");
    const db = await scratchPostgres(pgBase);
    try {
      result.memory.postgresql = await freshServerMemory({
        buildDir,
        port,
        resultsDir,
        env: { DATABASE_URL: db.url },
        label: "postgresql",
      });
    } finally {
      await db.drop();
    }
    log("propagation of an admin change between two servers on PostgreSQL …");
    const shared = await scratchPostgres(pgBase);
    try {
      result.propagation = await measurePropagation({
        buildDir,
        port,
        resultsDir,
        databaseUrl: shared.url,
      });
    } finally {
      await shared.drop();
    }
  }

  const server = await startServer({
    buildDir,
    port,
    logFile: path.join(resultsDir, "server-production.log"),
    env: { DATABASE_URL: "" },
  });
  try {
    const { origin } = server;
    for (const route of MIX_ROUTES) await (await fetch(origin + route)).text();
    log("warm-up 5 s …");
    await varied(origin, { connections: 20, duration: 5, next: (n) => mixPath(n) });
    const before = rssMb(server.pid);
    log(
      `mix: ${MIX_ROUTES.length} routes, half with share queries, 100 connections, ${duration} s …`,
    );
    result.mix = await varied(origin, { connections: 100, duration, next: (n) => mixPath(n) });
    result.mix.rssBeforeMb = before;
    result.mix.rssAfterMb = rssMb(server.pid);
    result.mix.growthMb = result.mix.rssAfterMb - before;

    log("cached / at 50 connections, 10 s …");
    result.cached = summary(
      await autocannon({ url: `${origin}/`, connections: 50, duration: 10, headers: HEADERS }),
    );
    log("/?fbclid=<unique> at 50 connections, 10 s …");
    result.fbclid = await varied(origin, {
      connections: 50,
      duration: 10,
      next: (n) => ({ path: `/?fbclid=IwAR${n}${randomBytes(8).toString("hex")}` }),
    });
    log("/ with a forged session cookie at 50 connections, 10 s …");
    result.forgedCookie = await varied(origin, {
      connections: 50,
      duration: 10,
      next: (n) => ({
        path: "/",
        headers: {
          ...HEADERS,
          cookie: `better-auth.session_token=${randomBytes(24).toString("base64url")}${n}.${randomBytes(32).toString("base64url")}`,
        },
      }),
    });
  } finally {
    await server.stop();
  }

  const { mix, cached, fbclid, forgedCookie, propagation } = result;
  if (propagation && (propagation.missed || propagation.maxMs > PRODUCTION_BUDGET.propagationMs))
    result.failures.push(
      `propagation: slowest ${propagation.maxMs} ms, ${propagation.missed} missed (goal ≤ ${PRODUCTION_BUDGET.propagationMs} ms)`,
    );
  if (mix.errors || mix.non2xx)
    result.failures.push(`mix: ${mix.errors} errors, ${mix.non2xx} non-2xx`);
  if (mix.p99 > PRODUCTION_BUDGET.p99)
    result.failures.push(`mix: p99 ${mix.p99} ms > ${PRODUCTION_BUDGET.p99}`);
  if (mix.growthMb > PRODUCTION_BUDGET.memoryGrowthMb)
    result.failures.push(
      `mix: memory grew ${mix.growthMb} MB > ${PRODUCTION_BUDGET.memoryGrowthMb}`,
    );
  for (const [name, r] of [
    ["fbclid", fbclid],
    ["forged cookie", forgedCookie],
  ]) {
    r.ratio = r.rps / cached.rps;
    if (r.ratio < PRODUCTION_BUDGET.bypassRatio)
      result.failures.push(`${name}: ${(r.ratio * 100).toFixed(0)}% of cached / (< 50%)`);
    if (r.errors || r.non2xx)
      result.failures.push(`${name}: ${r.errors} errors, ${r.non2xx} non-2xx`);
  }
  return result;
}

function mixPath(n) {
  const route = MIX_ROUTES[Math.floor(n / 2) % MIX_ROUTES.length];
  return { path: n % 2 ? `${route}?${SHARE_QUERIES[n % 3](n)}` : route };
}

/** The scenario's figures as Markdown lines. */
export function productionReport(r) {
  const row = (name, s) =>
    `| ${name} | ${s.rps.toFixed(0)} | ${s.p50} | ${s.p99} | ${s.requests} | ${s.non2xx} | ${s.errors} |`;
  return [
    "Production scenario:",
    "",
    `Memory of a fresh server: PGlite ${r.memory.pglite} MB` +
      (r.memory.postgresql === undefined ? "" : `, PostgreSQL ${r.memory.postgresql} MB`),
    "",
    ...(r.propagation
      ? [
          `Admin change to another server's cached \`/\` (two servers, one PostgreSQL, LISTEN/NOTIFY): ` +
            `median ${r.propagation.medianMs} ms, slowest ${r.propagation.maxMs} ms over ${r.propagation.rounds.length} rounds ` +
            `(${r.propagation.rounds.map((t) => t ?? "missed").join(", ")}; goal ≤ ${PRODUCTION_BUDGET.propagationMs} ms).`,
          "",
        ]
      : []),
    "| load | req/s | p50 ms | p99 ms | requests | non-2xx | errors |",
    "|---|---|---|---|---|---|---|",
    row("mix, 100 connections", r.mix),
    row("cached `/`", r.cached),
    row("`/?fbclid=<unique>`", r.fbclid),
    row("`/` + forged cookie", r.forgedCookie),
    "",
    `Mix memory: ${r.mix.rssBeforeMb} → ${r.mix.rssAfterMb} MB (growth ${r.mix.growthMb} MB, goal ≤ ${PRODUCTION_BUDGET.memoryGrowthMb}); ` +
      `fbclid ${(r.fbclid.ratio * 100).toFixed(0)}% and forged cookie ${(r.forgedCookie.ratio * 100).toFixed(0)}% of cached / (goal ≥ 50%); p99 goal ≤ ${PRODUCTION_BUDGET.p99} ms.`,
    "",
    r.failures.length ? `Missed: ${r.failures.join("; ")}` : "All production goals met.",
  ];
}
