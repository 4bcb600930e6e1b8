import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import axe from "axe-core";
import { animationsSettled } from "./pages";

/** The WCAG 2.0, 2.1 and 2.2 levels A and AA, as axe tags its rules. */
const WCAG_A_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * Every rule axe ships for WCAG 2.x A/AA, switched on: axe's defaults leave out its experimental
 * rules (p-as-heading, td-has-header, css-orientation-lock…) and target-size (2.5.8). Deprecated
 * rules stay off (duplicate-id checks WCAG 4.1.1, which WCAG 2.2 made obsolete).
 * docs/decisions/hardening.md §14.
 */
const ALL_WCAG_RULES = Object.fromEntries(
  axe
    .getRules(WCAG_A_AA)
    .filter((rule) => !rule.tags.includes("deprecated"))
    .map((rule) => [rule.ruleId, { enabled: true }]),
);

/**
 * Runs axe with its default rules (WCAG 2.0–2.2 A/AA and best practices) plus every
 * experimental or off-by-default WCAG 2.x A/AA rule ({@link ALL_WCAG_RULES}) on the page as it
 * is now.
 *
 * It first waits until no finite CSS animation or transition is running: a section caught
 * half-way through its reveal (spec §9, opacity 0 → 1) has text at part opacity, which axe
 * rightly reports as low contrast but no visitor reads for longer than the fade.
 * @param page the page to check
 * @param include optional CSS selector limiting the check to one part (e.g. "dialog")
 * @returns one readable line a violation, "rule: help (selectors)"; empty when there is none
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page }).options({ rules: ALL_WCAG_RULES });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}

/**
 * Fails the test, naming every violation, when {@link axeViolations} finds any on the page.
 * @param page the page to check
 * @param include optional CSS selector limiting the check to one part (e.g. "dialog")
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  expect(await axeViolations(page, include)).toEqual([]);
}
