import { expect, type Locator, type Page } from "./test";

/**
 * The footer's map facade (spec §2 Footer, docs/decisions/footer-map.md), with Google's frame
 * blocked so that no test reaches Google. Call before the page is opened.
 * @returns the footer, its "Show map" button, the facade's box (which holds the frame once loaded)
 *   and the frame
 */
export async function footerMap(page: Page) {
  await page.route(/google\.com/, (route) => route.abort());
  const footer = page.getByRole("contentinfo");
  return {
    footer,
    show: footer.getByRole("button", { name: "Show map" }),
    box: footer.locator("[data-map]"),
    frame: footer.locator("iframe"),
  };
}

/**
 * Asserts that "Show map" has loaded the map as the facade promises: a titled, lazy frame of the
 * embed URL, the button gone, and the box as high as before (nothing shifted).
 * @param map what {@link footerMap} returned
 * @param boxBefore the box's bounding box before the tap
 */
export async function expectMapLoaded(
  { show, box, frame }: { show: Locator; box: Locator; frame: Locator },
  boxBefore: { height: number } | null,
) {
  await expect(frame).toHaveAttribute("title", "Map of Pawn to King Chess Academy in Coimbatore");
  await expect(frame).toHaveAttribute("loading", "lazy");
  expect(await frame.getAttribute("src")).toContain("output=embed");
  await expect(show).toBeHidden();
  expect((await box.boundingBox())?.height).toBeCloseTo(boxBefore?.height ?? 0, 0);
}
