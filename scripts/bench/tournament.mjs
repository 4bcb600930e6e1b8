// Bench: a big tournament's public page (docs/decisions/bench.md "A tournament's page";
// docs/decisions/tournaments.md). A Swiss of 60 players over 9 rounds, every result entered, is
// seeded into a fresh data directory before a production server starts on it (PGlite is one
// process: the seeding cannot share the server's database while it runs), through the tournament
// server functions (e2e/support/tournaments.ts `seedTournament`, run with tsx, which reads the
// app's "~/" imports). Then `/tournaments/<slug>`: its HTML gzip size (zlib of the body, as
// page-weight.mjs counts it; budget ≤ 100 KB) and 200 viewers at once for 10 s (autocannon, every
// latency kept so the p95 is exact; budget p95 ≤ 100 ms, every answer 200).
//
// Run alone: `node scripts/bench.mjs --scenario tournament [--skip-build]`. The seeding alone (a
// check that it works, printing the seeded tournament as JSON):
// `node_modules/.bin/tsx scripts/bench/tournament.mjs --seed <empty directory>`.
import { spawn } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startServer } from "./server.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The tournament's size and the load (the budget's page: 60 players, 9 rounds, 200 viewers). */
export const TOURNAMENT_BENCH = {
  players: 60,
  rounds: 9,
  viewers: 200,
  /** How long the viewers refresh (each once per 10 s), in s. */
  seconds: 30,
  htmlGzip: 100 * 1024,
  p95: 100,
};

/** The value at quantile `q` (0…1) of sorted numbers (nearest rank). */
function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/**
 * Seeds the tournament into `dataDir` in a child process (tsx runs this file with `--seed`).
 * @returns the seeded tournament's slug, players and rounds counts
 * @throws when the child fails (its output is on our stderr)
 */
export function seedBenchTournament(dataDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(ROOT, "node_modules/.bin/tsx"),
      [path.join(ROOT, "scripts/bench/tournament.mjs"), "--seed", dataDir],
      { cwd: ROOT, stdio: ["ignore", "pipe", 2] },
    );
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`seeding the tournament exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split("\n").at(-1) ?? ""));
      } catch (error) {
        reject(new Error(`seeding the tournament printed no summary: ${error.message}`));
      }
    });
  });
}

const round1 = (v) => (v === null ? null : Math.round(v * 10) / 10);

/**
 * One autocannon run asking for gzip, every latency kept so the quantiles are exact.
 * @param options autocannon's options (url, connections, duration or amount, overallRate)
 * @returns `{ requests, rps, p50, p95, p99, max, non2xx, errors }`, latencies in ms
 */
async function measure(options) {
  const headers = { "accept-encoding": "gzip, deflate, br", accept: "text/html,*/*" };
  const latencies = [];
  const instance = autocannon({ ...options, headers });
  instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  const r = await instance;
  latencies.sort((a, b) => a - b);
  return {
    requests: r.requests.total,
    rps: r.requests.average,
    p50: round1(quantile(latencies, 0.5)),
    p95: round1(quantile(latencies, 0.95)),
    p99: round1(quantile(latencies, 0.99)),
    max: round1(latencies.at(-1) ?? null),
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/**
 * 200 viewers of one tournament, as the live page makes them (docs/decisions/tournaments.md
 * "Public pages": one refresh per 10 s per viewer): they open the page within 10 s (200 page
 * loads on 200 connections, 20 a second), then each refreshes every 10 s (`${url}.data`, the
 * request React Router's revalidation makes) for `seconds`: 20 requests a second in all, spread
 * over the 200 connections. Then, for what the machine can take (no budget): all 200 opening in
 * the same instant, and the 200 connections asking without pause for 10 s.
 * @returns `{ open, burst, live, saturated }`, each {@link measure}'s figures
 */
async function viewers(url, count, seconds) {
  await measure({ url, connections: 20, duration: 2 });
  const open = await measure({ url, connections: count, amount: count, overallRate: count / 10 });
  const burst = await measure({ url, connections: count, amount: count });
  const live = await measure({
    url: `${url}.data`,
    connections: count,
    duration: seconds,
    overallRate: count / 10,
  });
  const saturated = await measure({ url, connections: count, duration: 10 });
  return { open, burst, live, saturated };
}

/**
 * The tournament section: seeds, serves, measures, stops.
 * @param options `{ buildDir, port, logFile, log }`
 * @returns `{ slug, players, rounds, status, htmlBytes, htmlGzip, load, failures }`
 */
export async function runTournamentBench({ buildDir, port, logFile, log }) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "academy-bench-tournament-"));
  log(
    `seeding a Swiss of ${TOURNAMENT_BENCH.players} players over ${TOURNAMENT_BENCH.rounds} rounds …`,
  );
  const seeded = await seedBenchTournament(dataDir);
  log(`starting a server on the seeded data (127.0.0.1:${port}) …`);
  const server = await startServer({ buildDir, port, logFile, dataDir });
  const failures = [];
  try {
    const url = `${server.origin}/tournaments/${seeded.slug}`;
    const response = await fetch(url, { headers: { accept: "text/html" } });
    const body = Buffer.from(await response.arrayBuffer());
    // The tournament's event page shows that the server reads the seeded data.
    const eventStatus = (await fetch(`${server.origin}/events/${seeded.slug}`)).status;
    const result = {
      ...seeded,
      eventStatus,
      status: response.status,
      htmlBytes: body.length,
      htmlGzip: gzipSync(body).length,
      load: null,
      failures,
    };
    if (response.status !== 200) {
      failures.push(`/tournaments/${seeded.slug} answered ${response.status}, not 200`);
      return result;
    }
    if (result.htmlGzip > TOURNAMENT_BENCH.htmlGzip) failures.push("tournament page HTML gzip");
    log(
      `load: ${TOURNAMENT_BENCH.viewers} viewers open the page, then refresh every 10 s for ${TOURNAMENT_BENCH.seconds} s …`,
    );
    result.load = await viewers(url, TOURNAMENT_BENCH.viewers, TOURNAMENT_BENCH.seconds);
    for (const phase of [result.load.open, result.load.live]) {
      if (phase.p95 === null || phase.p95 > TOURNAMENT_BENCH.p95) {
        failures.push("tournament page p95 with 200 viewers");
      }
      if (phase.non2xx || phase.errors) {
        failures.push("tournament page: answers other than 200 under load");
      }
    }
    return result;
  } finally {
    await server.stop();
  }
}

/** The section's Markdown lines; `cell(text, state)` marks a failing figure. */
export function tournamentReport(result, cell) {
  const out = [
    "",
    "A tournament's page (60 players, 9 rounds, every result; scripts/bench/tournament.mjs):",
    "",
  ];
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  out.push("| figure | value | budget |", "|---|---|---|");
  out.push(
    `| \`/tournaments/${result.slug}\` status | ${cell(String(result.status), result.status === 200 ? "ok" : "fail")} | 200 |`,
  );
  out.push(
    `| \`/events/${result.slug}\` status (the seeded data is served) | ${result.eventStatus} | 200 |`,
  );
  if (result.status === 200) {
    out.push(
      `| HTML, KB gzip (raw) | ${cell(kb(result.htmlGzip), result.htmlGzip > TOURNAMENT_BENCH.htmlGzip ? "fail" : "ok")} (${kb(result.htmlBytes)}) | ≤ ${TOURNAMENT_BENCH.htmlGzip / 1024} |`,
    );
  }
  const l = result.load;
  if (l) {
    const budgeted = (phase) =>
      cell(String(phase.p95), phase.p95 > TOURNAMENT_BENCH.p95 ? "fail" : "ok");
    const answers = (phase) =>
      cell(`${phase.non2xx} / ${phase.errors}`, phase.non2xx || phase.errors ? "fail" : "ok");
    out.push(
      `| ${TOURNAMENT_BENCH.viewers} viewers open the page within 10 s: p95 ms (p50 / p99 / max) | ${budgeted(l.open)} (${l.open.p50} / ${l.open.p99} / ${l.open.max}) | ≤ ${TOURNAMENT_BENCH.p95} |`,
      `| then each refreshes every 10 s for ${TOURNAMENT_BENCH.seconds} s (\`.data\`, ${l.live.requests} requests): p95 ms (p50 / p99 / max) | ${budgeted(l.live)} (${l.live.p50} / ${l.live.p99} / ${l.live.max}) | ≤ ${TOURNAMENT_BENCH.p95} |`,
      `| non-2xx / errors (open, refresh) | ${answers(l.open)}, ${answers(l.live)} | 0 / 0 |`,
      `| no viewer's pace: all ${TOURNAMENT_BENCH.viewers} open in one instant: p95 ms | ${l.burst.p95} | (what the machine takes) |`,
      `| no viewer's pace: ${TOURNAMENT_BENCH.viewers} connections without pause, 10 s: req/s, p95 ms | ${l.saturated.rps.toFixed(0)}, ${l.saturated.p95} | (what the machine takes) |`,
    );
  }
  return out;
}

/** `tsx scripts/bench/tournament.mjs --seed <dir>`: the seeding alone, its summary as JSON. */
async function seedMain(dataDir) {
  const { seedTournament } = await import("../../e2e/support/tournaments.ts");
  const seeded = await seedTournament(dataDir, {
    title: "Bench Open Rapid",
    players: TOURNAMENT_BENCH.players,
    rounds: TOURNAMENT_BENCH.rounds,
    playedRounds: TOURNAMENT_BENCH.rounds,
    categories: ["Under-10", "Under-14", "Open"],
    fullNameConsent: 20,
    pgn: true,
  });
  const summary = {
    slug: seeded.slug,
    players: seeded.players.length,
    rounds: seeded.rounds.length,
    results: seeded.rounds.flatMap((r) => r.games).filter((g) => g.result !== null).length,
  };
  console.log(JSON.stringify(summary));
}

if (process.argv[2] === "--seed" && import.meta.url === `file://${process.argv[1]}`) {
  if (!process.argv[3]) throw new Error("usage: tsx scripts/bench/tournament.mjs --seed <dir>");
  seedMain(path.resolve(process.argv[3])).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
