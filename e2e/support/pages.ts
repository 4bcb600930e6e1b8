import { expect, gotoHydrated, type Page } from "./test";

/**
 * Opens a page of the site layout and waits until React has hydrated it (for a test that needs a
 * hydrated page: app/root.tsx marks `<html data-hydrated>`), with the booking dialog in the page.
 * @param path a route of the site layout, e.g. "/coaches"
 */
export async function openHydrated(page: Page, path: string) {
  await gotoHydrated(page, path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.locator("dialog#book-now")).toHaveCount(1);
}

/**
 * Waits until no finite CSS animation or transition runs on the page (a section's reveal, spec
 * §9; the headline's words), polling; endless animations are not waited for.
 */
export async function animationsSettled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (a) =>
                a.playState === "running" &&
                Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity),
            ).length,
      ),
    )
    .toBe(0);
}

/**
 * The shown figure of each counter (app/components/counter.tsx): the box, hidden from assistive
 * technology, that holds the counted number (`[data-counter-value]`) and its suffix, e.g. "80+".
 */
export const COUNTER_FIGURE = "[aria-hidden]:has(> [data-counter-value])";

/**
 * Holds React Router's entry module until the returned function is called, so a test can act
 * while the page has not hydrated yet, however fast this machine is.
 */
export async function holdHydration(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
