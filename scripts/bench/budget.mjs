// Bench: the budgets of `npm run bench` and the verdict on one route's figures
// (docs/decisions/bench.md).
import { kb } from "./report.mjs";

/**
 * Budgets of docs/decisions/bench.md (KB = 1024 bytes, gzip for HTML/CSS/JS) and the first-paint
 * goals of docs/decisions/first-paint.md (FCP ≤ 1.2 s, LCP ≤ 1.5 s, performance ≥ 98, CLS 0),
 * judged on the medians of the Lighthouse runs.
 */
export const BUDGET = {
  html: 30 * 1024,
  css: 20 * 1024,
  js: 125 * 1024,
  total: 350 * 1024,
  image: 120 * 1024,
  cls: 0,
  fcp: 1200,
  lcp: 1500,
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  loadRatio: 0.5,
  loadP99: 50,
  // A coach's signed-in pages at 20 concurrent users (docs/decisions/attendance.md "Budgets").
  staffP50: 50,
  staffP95: 150,
};

/**
 * Checks one route's figures against the budgets. Returns {cells: {key: "fail"|"ok"|"expected"},
 * notes: [...]}. SEO below 100 is "expected" when the only lost audit is is-crawlable on a
 * noindex page (none of the benched routes is one today) or http-status-code on the 404 page.
 */
export function judge(weight, lh) {
  const cells = {};
  const notes = [];
  const over = (key, value, limit) => {
    cells[key] = value > limit ? "fail" : "ok";
  };
  if (weight) {
    over("html", weight.html, BUDGET.html);
    over("css", weight.css, BUDGET.css);
    over("js", weight.js, BUDGET.js);
    over("total", weight.total, BUDGET.total);
    over("image", weight.images.largest?.bytes ?? 0, BUDGET.image);
    if (cells.image === "fail")
      notes.push(
        `largest image ${weight.images.largest.url} is ${kb(weight.images.largest.bytes)} KB`,
      );
    if (weight.blocked.length)
      notes.push(
        `blocked ${weight.blocked.length} request(s) to other origins: ${[...new Set(weight.blocked.map((u) => new URL(u).host))].join(", ")}`,
      );
  }
  if (lh && weight?.status === 404 && lh.runtimeError === "ERRORED_DOCUMENT_REQUEST") {
    // Lighthouse refuses to score a page answered with 404; the status is the point here
    for (const k of ["performance", "accessibility", "bestPractices", "seo", "cls", "fcp", "lcp"])
      cells[k] = "expected";
    notes.push("Lighthouse does not score a page answered with 404 (ERRORED_DOCUMENT_REQUEST)");
  } else if (lh) {
    // a category Lighthouse could not score (null) counts as failed
    const below = (v, limit) => (v === null || v < limit ? "fail" : "ok");
    cells.performance = below(lh.performance, BUDGET.performance);
    cells.accessibility = below(lh.accessibility, BUDGET.accessibility);
    cells.bestPractices = below(lh.bestPractices, BUDGET.bestPractices);
    cells.seo = below(lh.seo, BUDGET.seo);
    cells.cls = lh.cls === null ? "fail" : lh.cls > BUDGET.cls ? "fail" : "ok";
    cells.fcp = lh.fcp === null || lh.fcp > BUDGET.fcp ? "fail" : "ok";
    cells.lcp = lh.lcp === null || lh.lcp > BUDGET.lcp ? "fail" : "ok";
    if (cells.seo === "fail") {
      const lost = (lh.failing.seo ?? []).map((a) => a.id);
      const is404 = weight?.status === 404;
      const allowed = new Set([
        ...(weight?.noindex ? ["is-crawlable"] : []),
        ...(is404 ? ["http-status-code"] : []),
      ]);
      if (lost.length && lost.every((id) => allowed.has(id))) {
        cells.seo = "expected";
        notes.push(
          `SEO ${lh.seo}: ${lost.join(", ")} (${is404 ? "404 page" : "noindex page"}, as intended)`,
        );
      }
    }
    for (const [cat, audits] of Object.entries(lh.failing)) {
      if (cat === "seo" && cells.seo === "expected") continue;
      if (!audits.length) continue;
      notes.push(
        `${cat}: ${audits
          .slice(0, 6)
          .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`)
          .join(", ")}`,
      );
    }
  }
  return { cells, notes };
}
