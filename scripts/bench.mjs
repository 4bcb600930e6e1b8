#!/usr/bin/env node
// `npm run bench`: the performance budget and the server figures of docs/decisions/bench.md
// (docs/decisions/bench.md). Builds into build-bench/, serves the production server on
// 127.0.0.1:4290 with a fresh DATA_DIR (banner and feedback stored through the dashboard, as an
// admin would), then for every public route:
//   - first-load weight on a 412×823 phone (DPR 1.75): gzip HTML, CSS and JS, image bytes
//     fetched without scrolling and the largest image, total first-view bytes;
//   - Lighthouse 12.8.2 (mobile defaults), 3 runs per route in rounds, medians of performance,
//     accessibility, best practices, SEO, FCP, LCP, TBT, CLS, the LCP element and its phases;
// then the first tap (scripts/bench/first-tap.mjs): on a slow phone, the time from a visitor's
// first touch of each control to the spec's result on screen, median of 5 fresh visits;
// and finally autocannon on `/` and on a static asset (50 connections, 10 s each), and a coach's
// signed-in pages for 20 users reading at a person's pace, then at a stress pace (scripts/bench/staff-load.mjs);
// then, on a server of its own, a tournament of 60 players over 9 rounds: its page's HTML and 200
// viewers at once (scripts/bench/tournament.mjs).
// Prints Markdown to stdout, writes JSON to bench-results/. Exits non-zero only with --strict
// when a budget fails.
//
// Options: --routes /,/courses   --runs 3   --skip-lighthouse   --skip-load   --skip-build
//          --skip-first-tap   --tap-runs 5   --tap-modes settled,once   --tap-controls map,Book
//          --skip-tournament   --scenario tournament   (the tournament's page alone)
//          --build-dir build-bench   --no-seed   --strict   --port 4290
//          --scenario production   (docs/decisions/production.md "Benchmark": memory, a 60 s mixed
// load at 100 connections with
//                                   share queries, cache bypass attempts; scripts/bench/production.mjs)
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { BUDGET, judge } from "./bench/budget.mjs";
import {
  FIRST_TAP_BUDGET_MS,
  FIRST_TAP_WORST_MS,
  firstTapScenarios,
  runFirstTap,
  TAP_MODES,
} from "./bench/first-tap.mjs";
import { load } from "./bench/load.mjs";
import { measurePage } from "./bench/page-weight.mjs";
import { productionReport, runProductionScenario } from "./bench/production.mjs";
import { cell, firstTapTable, lcpTable, pageTable, summariseRuns } from "./bench/report.mjs";
import { ROUTES } from "./bench/routes.mjs";
import { seedCollections, withDetailRoutes } from "./bench/seed-collections.mjs";
import { buildSite, seedHome, startServer } from "./bench/server.mjs";
import { runStaffLoad, seedRegister, staffFailures, staffReport } from "./bench/staff-load.mjs";
import { runTournamentBench, tournamentReport } from "./bench/tournament.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export { BUDGET, judge, ROUTES };

function parseArgs(argv) {
  const opts = {
    routes: ROUTES,
    port: 4290,
    runs: 3,
    tapRuns: 5,
    tapModes: TAP_MODES,
    tapControls: null,
    buildDir: "build-bench",
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const [, inline] = a.split("=");
      return inline ?? argv[++i];
    };
    if (a.startsWith("--routes")) {
      opts.routes = value()
        .split(",")
        .map((r) => r.trim())
        .filter(Boolean);
      opts.routesGiven = true;
    } else if (a.startsWith("--port")) opts.port = Number(value());
    else if (a.startsWith("--runs")) opts.runs = Math.max(1, Number(value()) || 1);
    else if (a.startsWith("--tap-runs")) opts.tapRuns = Math.max(1, Number(value()) || 1);
    else if (a.startsWith("--tap-modes")) {
      opts.tapModes = value()
        .split(",")
        .filter((m) => TAP_MODES.includes(m));
      if (!opts.tapModes.length) throw new Error(`--tap-modes: one of ${TAP_MODES.join(", ")}`);
    } else if (a.startsWith("--tap-controls"))
      // Only the controls whose name contains one of these (case-insensitive), e.g. "map,Book".
      opts.tapControls = value()
        .split(",")
        .map((c) => c.trim().toLowerCase())
        .filter(Boolean);
    else if (a.startsWith("--build-dir")) opts.buildDir = value();
    else if (a === "--skip-first-tap") opts.skipFirstTap = true;
    else if (a === "--skip-lighthouse") opts.skipLighthouse = true;
    else if (a === "--skip-load") opts.skipLoad = true;
    else if (a === "--skip-tournament") opts.skipTournament = true;
    else if (a === "--skip-build") opts.skipBuild = true;
    else if (a === "--no-seed") opts.noSeed = true;
    else if (a === "--strict") opts.strict = true;
    else if (a.startsWith("--scenario")) opts.scenario = value();
    else if (a === "--help" || a === "-h") {
      console.log(
        "usage: npm run bench -- [--routes /,/courses,:details] [--runs 3] [--tap-runs 5] [--tap-modes settled,once] [--tap-controls map,Book] [--build-dir build-bench] [--skip-first-tap] [--skip-lighthouse] [--skip-load] [--skip-build] [--skip-tournament] [--no-seed] [--strict] [--port 4290] [--scenario production|tournament]",
      );
      process.exit(0);
    } else throw new Error(`unknown option ${a}`);
  }
  return opts;
}

/** URL path of the main stylesheet linked from the homepage (the static-asset ceiling). */
async function staticAssetPath(origin, buildDir) {
  const html = await (await fetch(`${origin}/`)).text();
  const css = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
  if (css) return css;
  const files = await readdir(path.join(ROOT, buildDir, "client/assets"));
  return `/assets/${files.find((f) => f.endsWith(".css") || f.endsWith(".js"))}`;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const resultsDir = path.join(ROOT, "bench-results");
  await mkdir(resultsDir, { recursive: true });
  const log = (msg) =>
    console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0)}s] ${msg}`);

  if (!opts.skipBuild) {
    log(`building into ${opts.buildDir}/ …`);
    await buildSite(opts.buildDir);
  }
  if (opts.scenario === "production") return productionScenario(opts, resultsDir, log);
  if (opts.scenario === "tournament") return tournamentScenario(opts, resultsDir, log);
  if (opts.scenario) throw new Error(`unknown scenario ${opts.scenario}`);
  log(`starting the production server on 127.0.0.1:${opts.port} …`);
  const server = await startServer({
    buildDir: opts.buildDir,
    port: opts.port,
    logFile: path.join(resultsDir, "server.log"),
  });
  const problems = [];
  const rows = [];
  let loadResult = null;
  let staffResult = null;
  let firstTap = null;
  const stopAll = async () => {
    await server.stop().catch(() => {});
  };
  process.once("SIGINT", () => stopAll().then(() => process.exit(130)));

  try {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
      ],
    });
    try {
      if (!opts.noSeed) {
        log("storing a banner and four feedback entries through the admin dashboard …");
        problems.push(...(await seedHome(browser, server.origin, server.admin)));
      }
      let details = [];
      if (!opts.noSeed) {
        log("storing an event, a blog post and a gallery album through the admin pages …");
        const seeded = await seedCollections(browser, server.origin, server.admin);
        problems.push(...seeded.problems);
        details = seeded.routes;
      }
      opts.routes = withDetailRoutes(opts.routes, opts.routesGiven, details);
      for (const route of opts.routes) {
        log(`page weight ${route}`);
        let weight = null;
        try {
          weight = await measurePage(browser, server.origin, route);
        } catch (error) {
          problems.push(`${route}: page weight failed: ${error.message.split("\n")[0]}`);
        }
        rows.push({ route, weight, lighthouse: null });
      }
      if (!opts.skipFirstTap) {
        const scenarios = firstTapScenarios(opts.routes).filter(
          (s) =>
            !opts.tapControls || opts.tapControls.some((c) => s.control.toLowerCase().includes(c)),
        );
        firstTap = await runFirstTap(browser, server.origin, scenarios, {
          runs: opts.tapRuns,
          modes: opts.tapModes,
          admin: server.admin,
          log,
        });
      }
    } finally {
      await browser.close();
    }

    if (!opts.skipLighthouse) {
      const { launchChrome, runLighthouse } = await import("./bench/lighthouse.mjs");
      const chrome = await launchChrome(CHROMIUM);
      try {
        // Rounds over every route rather than N runs in a row: a burst of noise on this shared
        // machine then touches one run of several routes, and the median drops it.
        for (const row of rows) row.lighthouseRuns = [];
        for (let round = 1; round <= opts.runs; round++) {
          for (const row of rows) {
            log(`lighthouse ${row.route} (run ${round} of ${opts.runs})`);
            try {
              row.lighthouseRuns.push(await runLighthouse(server.origin + row.route, chrome.port));
            } catch (error) {
              problems.push(`${row.route}: lighthouse failed: ${error.message.split("\n")[0]}`);
            }
          }
        }
        for (const row of rows) row.lighthouse = summariseRuns(row.lighthouseRuns);
      } finally {
        await chrome.kill();
      }
    }

    if (!opts.skipLoad) {
      const asset = await staticAssetPath(server.origin, opts.buildDir);
      log("load: / at 50 connections for 10 s …");
      const page = await load(`${server.origin}/`);
      log(`load: ${asset} at 50 connections for 10 s …`);
      const ceiling = await load(server.origin + asset);
      loadResult = { page, static: { ...ceiling, path: asset }, ratio: page.rps / ceiling.rps };
      // Last: its batch would change the timetable's pages measured above.
      log(
        "storing a coach, a batch with 30 confirmed students, the coach's account and the family's invoice …",
      );
      try {
        const seeded = await seedRegister(server.origin, server.admin);
        staffResult = await runStaffLoad(server.origin, seeded, log);
      } catch (error) {
        problems.push(`the signed-in load failed: ${error.message.split("\n")[0]}`);
      }
    }
  } finally {
    await stopAll();
  }
  // On a server of its own, after the first one stopped: its data is seeded before it starts.
  let tournament = null;
  if (!opts.skipLoad && !opts.skipTournament) {
    try {
      tournament = await tournamentSection(opts, resultsDir, log);
    } catch (error) {
      problems.push(`the tournament page bench failed: ${error.message.split("\n")[0]}`);
    }
  }

  for (const row of rows) row.verdict = judge(row.weight, row.lighthouse);
  const failures = rows.flatMap((r) =>
    Object.entries(r.verdict.cells)
      .filter(([, s]) => s === "fail")
      .map(([k]) => `${r.route} ${k}`),
  );
  for (const row of firstTap ?? [])
    if (row.verdict === "fail") failures.push(`first tap ${row.route} ${row.control}`);
  if (loadResult) {
    if (loadResult.ratio < BUDGET.loadRatio)
      failures.push("load: / below 50% of the static ceiling");
    if (loadResult.page.p99 > BUDGET.loadP99) failures.push("load: / p99 above 50 ms");
    if (loadResult.page.non2xx || loadResult.page.errors) failures.push("load: / had errors");
  }
  if (staffResult) failures.push(...staffFailures(staffResult, BUDGET));
  if (tournament) failures.push(...tournament.failures);

  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const json = JSON.stringify(
    {
      date: new Date().toISOString(),
      options: opts,
      budget: BUDGET,
      rows,
      load: loadResult,
      staff: staffResult,
      firstTap,
      tournament,
      problems,
      failures,
    },
    null,
    2,
  );
  await writeFile(path.join(resultsDir, `bench-${stamp}.json`), json);
  await writeFile(path.join(resultsDir, "latest.json"), json);
  // ---- report -------------------------------------------------------------------------------
  const out = [];
  out.push(
    `## Bench ${new Date().toISOString()} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  out.push("");
  out.push(
    "Phone 412×823 @1.75, first load without scrolling. Sizes in KB (1024 B): HTML/CSS/JS gzip (zlib of the body), images as served. " +
      `Lighthouse figures are medians of ${opts.runs} run(s). ` +
      `Budgets: HTML ≤ ${BUDGET.html / 1024}, CSS ≤ ${BUDGET.css / 1024}, JS ≤ ${BUDGET.js / 1024}, first view ≤ ${BUDGET.total / 1024}, image ≤ ${BUDGET.image / 1024}, FCP ≤ ${BUDGET.fcp} ms, LCP ≤ ${BUDGET.lcp} ms, CLS ≤ ${BUDGET.cls}, perf ≥ ${BUDGET.performance}, a11y/BP/SEO = 100. **✗** = over budget, ‡ = expected (see notes).`,
  );
  out.push("");
  out.push(pageTable(rows));
  if (rows.some((r) => r.lighthouse)) {
    out.push("");
    out.push("LCP element and the medians of its phases (ms):");
    out.push("");
    out.push(lcpTable(rows));
  }
  if (firstTap) {
    out.push("");
    out.push(
      `First tap on the slow phone (412×823 touch, DPR 1.75, 150 ms RTT, 1.6 Mbps, CPU 4×): ms from the touch to the frame showing the spec's result, median and worst of ${opts.tapRuns} fresh visits (budget: median ≤ ${FIRST_TAP_BUDGET_MS} ms, worst ≤ ${FIRST_TAP_WORST_MS} ms), tapped once the control's box is still ("settled") and as soon as it is in view ("at once"), the longest Event Timing duration of the tap (INP), and the route's Lighthouse medians beside it:`,
    );
    out.push("");
    out.push(firstTapTable(firstTap, rows));
  }
  const notes = rows.filter((r) => r.verdict.notes.length);
  if (notes.length) {
    out.push("");
    out.push("Notes:");
    for (const r of notes) for (const n of r.verdict.notes) out.push(`- \`${r.route}\`: ${n}`);
  }
  const indexes = rows.map((r) => r.lighthouse?.benchmarkIndex).filter(Boolean);
  if (indexes.length)
    out.push(
      `- Lighthouse benchmarkIndex of this machine: ${Math.min(...indexes)}–${Math.max(...indexes)} (route medians)`,
    );
  if (loadResult) {
    const { page, static: s, ratio } = loadResult;
    out.push("");
    out.push("Server (autocannon, 50 connections, 10 s, gzip):");
    out.push("");
    out.push("| target | req/s | p50 ms | p99 ms | requests | non-2xx | errors |");
    out.push("|---|---|---|---|---|---|---|");
    out.push(
      `| \`/\` | ${page.rps.toFixed(0)} | ${page.p50} | ${cell(String(page.p99), page.p99 > BUDGET.loadP99 ? "fail" : "ok")} | ${page.requests} | ${page.non2xx} | ${page.errors} |`,
    );
    out.push(
      `| \`${s.path}\` | ${s.rps.toFixed(0)} | ${s.p50} | ${s.p99} | ${s.requests} | ${s.non2xx} | ${s.errors} |`,
    );
    out.push("");
    out.push(
      `\`/\` ÷ static = ${cell(`${(ratio * 100).toFixed(0)}%`, ratio < BUDGET.loadRatio ? "fail" : "ok")} (goal ≥ ${BUDGET.loadRatio * 100}%, p99 ≤ ${BUDGET.loadP99} ms)`,
    );
  }
  if (staffResult) out.push(...staffReport(staffResult, BUDGET, cell));
  if (tournament) out.push(...tournamentReport(tournament, cell));
  if (problems.length) {
    out.push("");
    out.push("Problems:");
    for (const p of problems) out.push(`- ${p}`);
  }
  out.push("");
  out.push(failures.length ? `Over budget: ${failures.join("; ")}` : "All budgets met.");
  console.log(out.join("\n"));

  log(`results in bench-results/bench-${stamp}.json`);
  if (opts.strict && (failures.length || problems.length)) process.exit(1);
}

/** The tournament page section (scripts/bench/tournament.mjs) on port + 1. */
function tournamentSection(opts, resultsDir, log) {
  return runTournamentBench({
    buildDir: opts.buildDir,
    port: opts.port + 1,
    logFile: path.join(resultsDir, "server-tournament.log"),
    log,
  });
}

/** `--scenario tournament`: the tournament page section alone; prints and stores its figures. */
async function tournamentScenario(opts, resultsDir, log) {
  const result = await tournamentSection(opts, resultsDir, log);
  const json = JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2);
  await writeFile(path.join(resultsDir, "tournament-latest.json"), json);
  console.log(tournamentReport(result, cell).join("\n"));
  console.log(
    result.failures.length ? `Over budget: ${result.failures.join("; ")}` : "All budgets met.",
  );
  if (opts.strict && result.failures.length) process.exit(1);
}

/** `--scenario production`: runs scripts/bench/production.mjs, prints and stores its figures. */
async function productionScenario(opts, resultsDir, log) {
  const result = await runProductionScenario({
    buildDir: opts.buildDir,
    port: opts.port,
    resultsDir,
    log,
  });
  const json = JSON.stringify(
    { date: new Date().toISOString(), scenario: "production", ...result },
    null,
    2,
  );
  await writeFile(path.join(resultsDir, "production-latest.json"), json);
  console.log(productionReport(result).join("\n"));
  if (opts.strict && result.failures.length) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(2);
  });
}
