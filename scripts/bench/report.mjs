// Bench: the Markdown tables `npm run bench` prints (docs/decisions/bench.md), and the median of
// several Lighthouse runs of one route (docs/decisions/bench.md: the machine is shared and noisy,
// so the median of 3 runs is what counts).

/** KB (1024 B) with one decimal, or "–". */
export const kb = (b) => (b === null || b === undefined ? "–" : (b / 1024).toFixed(1));
/** Whole milliseconds, or "–". */
export const ms = (v) => (v === null || v === undefined ? "–" : `${Math.round(v)}`);

/** Median of the numbers in `values` (null and undefined ignored); null when there is none. */
export function median(values) {
  const xs = values
    .filter((v) => typeof v === "number" && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (!xs.length) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

const NUMBERS = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "fcp",
  "lcp",
  "tbt",
  "cls",
  "speedIndex",
  "benchmarkIndex",
];
const PHASES = ["ttfb", "loadDelay", "loadTime", "renderDelay"];

/**
 * One route's Lighthouse figures from its runs (each the result of `runLighthouse`): the median
 * of every score and timing, of each LCP phase and of benchmarkIndex; the LCP element, failing
 * audits, warnings and runtime error of the run whose performance score is the median one; and
 * `runs`, each run's performance, FCP, LCP, TBT, CLS and runtime error code (why a run has no
 * score, e.g. NO_FCP). Returns null when there is no run.
 */
export function summariseRuns(runs) {
  if (!runs.length) return null;
  const summary = {};
  for (const key of NUMBERS) summary[key] = median(runs.map((r) => r[key]));
  const withPhases = runs.filter((r) => r.lcpPhases);
  summary.lcpPhases = withPhases.length
    ? Object.fromEntries(PHASES.map((k) => [k, median(withPhases.map((r) => r.lcpPhases[k]))]))
    : null;
  const byPerformance = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  const typical = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  summary.lcpElement = typical.lcpElement;
  summary.failing = typical.failing;
  summary.runWarnings = typical.runWarnings;
  summary.runtimeError = typical.runtimeError;
  summary.runs = runs.map(({ performance, fcp, lcp, tbt, cls, runtimeError }) => ({
    performance,
    fcp,
    lcp,
    tbt,
    cls,
    runtimeError,
  }));
  return summary;
}

/** A table cell: **x ✗** over budget, x ‡ expected (see the notes), else the text. */
export function cell(text, state) {
  if (state === "expected" && text === "err") return "n/a ‡";
  if (state === "fail") return `**${text} ✗**`;
  if (state === "expected") return `${text} ‡`;
  return text;
}

/**
 * Markdown table of the page figures: weights, then the Lighthouse medians.
 * @param rows [{route, weight, lighthouse, verdict: {cells}}]
 */
export function pageTable(rows) {
  const head = [
    "route",
    "status",
    "HTML",
    "CSS",
    "JS",
    "img (n)",
    "largest img",
    "first view",
    "perf",
    "a11y",
    "BP",
    "SEO",
    "FCP ms",
    "LCP ms",
    "TBT ms",
    "CLS",
  ];
  const lines = [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`];
  for (const { route, weight: w, lighthouse: lh, verdict } of rows) {
    const c = verdict.cells;
    lines.push(
      `| ${[
        route,
        w ? w.status : "–",
        cell(kb(w?.html), c.html),
        cell(kb(w?.css), c.css),
        cell(kb(w?.js), c.js),
        w ? `${kb(w.images.bytes)} (${w.images.count})` : "–",
        w?.images.largest ? cell(kb(w.images.largest.bytes), c.image) : "–",
        cell(kb(w?.total), c.total),
        lh ? cell(lh.performance ?? "err", c.performance) : "–",
        lh ? cell(lh.accessibility ?? "err", c.accessibility) : "–",
        lh ? cell(lh.bestPractices ?? "err", c.bestPractices) : "–",
        lh ? cell(lh.seo ?? "err", c.seo) : "–",
        lh ? cell(ms(lh.fcp), c.fcp) : "–",
        lh ? cell(ms(lh.lcp), c.lcp) : "–",
        ms(lh?.tbt),
        lh?.cls == null ? (c.cls === "expected" ? "n/a ‡" : "–") : cell(lh.cls.toFixed(3), c.cls),
      ].join(" | ")} |`,
    );
  }
  return lines.join("\n");
}

/** Shortens an HTML snippet for a table cell (pipes escaped, at most 60 characters). */
function snippet(html) {
  if (!html) return "–";
  const text = html.replace(/\s+/g, " ").replace(/\|/g, "\\|");
  return `\`${text.length > 60 ? `${text.slice(0, 57)}…` : text}\``;
}

/** Markdown table of each route's LCP element and the medians of its four phases (ms). */
export function lcpTable(rows) {
  const lines = [
    "| route | LCP element | TTFB | load delay | load time | render delay | speed index | runs (perf/FCP/LCP) |",
    "|---|---|---|---|---|---|---|---|",
  ];
  for (const { route, lighthouse: lh } of rows) {
    if (!lh) continue;
    const p = lh.lcpPhases ?? {};
    const runs = (lh.runs ?? [])
      .map(
        (r) => `${r.performance ?? `err ${r.runtimeError ?? ""}`.trim()}/${ms(r.fcp)}/${ms(r.lcp)}`,
      )
      .join(", ");
    lines.push(
      `| ${route} | ${snippet(lh.lcpElement)} | ${ms(p.ttfb)} | ${ms(p.loadDelay)} | ${ms(p.loadTime)} | ${ms(p.renderDelay)} | ${ms(lh.speedIndex)} | ${runs} |`,
    );
  }
  return lines.join("\n");
}

/**
 * The first-tap table: one row a control and route (the rows of `runFirstTap`), for each tap mode
 * (settled, at once) the median and the worst run and every run, the Event Timing duration
 * (INP), whether typed text was kept, and the route's Lighthouse medians (performance, FCP, LCP,
 * TBT) from `pageRows` beside it.
 */
export function firstTapTable(tapRows, pageRows) {
  const lighthouse = new Map(pageRows.map((r) => [r.route, r.lighthouse]));
  const modes = [...new Set(tapRows.flatMap((r) => Object.keys(r.modes)))];
  const title = { settled: "settled", once: "at once" };
  const head = modes.flatMap((m) => [
    `${title[m] ?? m}: median / worst ms`,
    `${title[m] ?? m}: runs`,
    `${title[m] ?? m}: INP`,
  ]);
  const out = [
    `| route | control | ${head.join(" | ")} | typed text kept | perf | FCP | LCP | TBT |`,
    `|---|---|${head.map(() => "---").join("|")}|---|---|---|---|---|`,
  ];
  for (const row of tapRows) {
    const lh = lighthouse.get(row.route);
    const cells = modes.flatMap((mode) => {
      const m = row.modes[mode];
      if (!m) return ["–", "–", "–"];
      const runs = m.runs.map((v) => (v === null ? "none" : ms(v))).join(", ");
      const errors = m.errors.length ? ` (${m.errors.length} error: ${m.errors[0]})` : "";
      return [
        `${cell(`${ms(m.median)} / ${ms(m.worst)}`, m.verdict)}`,
        `${runs}${errors}`,
        ms(m.inp),
      ];
    });
    const kept = Object.values(row.modes)
      .map((m) => m.keptAll)
      .filter((k) => k !== null);
    out.push(
      `| \`${row.route}\` | ${row.control} | ${cells.join(" | ")} | ${kept.length === 0 ? "–" : kept.every(Boolean) ? "yes" : cell("no", "fail")} | ${lh?.performance ?? "–"} | ${ms(lh?.fcp)} | ${ms(lh?.lcp)} | ${ms(lh?.tbt)} |`,
    );
  }
  return out.join("\n");
}
