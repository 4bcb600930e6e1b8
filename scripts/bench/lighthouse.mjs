// Bench: Lighthouse 12.8.2 with its default (mobile) config on Debian's Chromium. One browser
// serves every route, one route at a time (parallel runs on 2 cores distort the timings).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** Launches Chromium for Lighthouse. Returns {port, kill}. */
export async function launchChrome(chromePath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  return { port: chrome.port, kill: () => chrome.kill() };
}

/** Lighthouse's phase names (English) → the keys of `lcpPhases`. */
const PHASE_KEYS = {
  TTFB: "ttfb",
  "Load Delay": "loadDelay",
  "Load Time": "loadTime",
  "Render Delay": "renderDelay",
};

/**
 * The four LCP phases in ms ({ttfb, loadDelay, loadTime, renderDelay}; load delay and load time
 * are 0 for a text LCP element), from the phase table of the `largest-contentful-paint-element`
 * audit, or null when Lighthouse gave none.
 */
function lcpPhases(rows) {
  if (!Array.isArray(rows) || !rows.length) return null;
  const phases = {};
  for (const row of rows) {
    const key = PHASE_KEYS[row.phase];
    if (key) phases[key] = row.timing;
  }
  return phases;
}

/**
 * Runs Lighthouse on one URL. Returns scores (0–100), FCP, LCP, TBT and speed index in ms, CLS,
 * the LCP element (an HTML snippet) and its phases, Lighthouse's benchmarkIndex, and for each
 * category below 100 the audits that cost points ({id, title, score, displayValue}).
 */
export async function runLighthouse(url, port) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
  });
  const lhr = result.lhr;
  const score = (id) => {
    const v = lhr.categories[id]?.score;
    return v === null || v === undefined ? null : Math.round(v * 100);
  };
  const failing = {};
  for (const id of CATEGORIES) {
    const cat = lhr.categories[id];
    if (!cat || cat.score === 1) continue;
    failing[id] = cat.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1)
      .map((a) => ({ id: a.id, title: a.title, score: a.score, displayValue: a.displayValue }));
  }
  const num = (id) => lhr.audits[id]?.numericValue ?? null;
  const lcpDetails = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: num("largest-contentful-paint"),
    cls: num("cumulative-layout-shift"),
    tbt: num("total-blocking-time"),
    fcp: num("first-contentful-paint"),
    speedIndex: num("speed-index"),
    lcpElement: lcpDetails[0]?.items?.[0]?.node?.snippet ?? null,
    lcpPhases: lcpPhases(lcpDetails[1]?.items),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runWarnings: lhr.runWarnings ?? [],
    /** e.g. ERRORED_DOCUMENT_REQUEST: Lighthouse scores no page answered with a 4xx/5xx. */
    runtimeError: lhr.runtimeError?.code ?? null,
    failing,
  };
}
