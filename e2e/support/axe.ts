import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { animationsSettled } from "./pages";

/**
 * Runs axe with all its default rules (WCAG 2.0–2.2 A/AA and best practices) on the page as it
 * is now and fails the test with one readable line a violation
 * ("rule: help (selectors)") when there is any.
 *
 * It first waits until no finite CSS animation or transition is running: a section caught
 * half-way through its reveal (spec §9, opacity 0 → 1) has text at part opacity, which axe
 * rightly reports as low contrast but no visitor reads for longer than the fade.
 * @param page the page to check
 * @param include optional CSS selector limiting the check to one part (e.g. "dialog")
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}
