import { makeImage } from "../tests/fixtures/images";
import { signInAsAdminByHttp } from "./support/admin";
import { addAlbumPhotoByHttp, createAlbumByHttp } from "./support/gallery";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { holdHydration } from "./support/pages";
import { type APIRequestContext, type Page, request as playwrightRequest } from "./support/test";

/**
 * The gallery viewer from the visitor's first tap (docs/decisions/first-paint.md "The first tap"):
 * on a phone, a tap on a photo of an album page opens it large in the viewer at once, before
 * React has hydrated the page (not the bare image file); React then takes the viewer over on the
 * photo shown, and a button tapped before it has is done once it has (once, not twice). Runs on a
 * server of its own, with an album of three photos.
 */
test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
test.setTimeout(90_000);

const ALTS = ["Players shaking hands", "A rook endgame on board 4", "The prize-giving"];
let admin: APIRequestContext;
let slug = "";

test.beforeAll(async ({ workerServer }) => {
  admin = await playwrightRequest.newContext({ baseURL: workerServer.url });
  await signInAsAdminByHttp(admin, workerServer.url, OWN_ADMIN);
  // Other specs on this worker's server may have published albums: ours is the new one.
  const albumSlugs = async () =>
    new Set(
      [
        ...(await (await admin.get("/gallery")).text()).matchAll(/href="\/gallery\/([a-z0-9-]+)"/g),
      ].map((match) => match[1]),
    );
  const before = await albumSlugs();
  const { id: albumId } = await createAlbumByHttp(admin, workerServer.url, {
    title: "First tap open",
    takenOn: "2026-09-12",
    published: true,
  });
  for (const [i, alt] of ALTS.entries()) {
    const buffer = await makeImage("png", { width: 800, height: 600, colour: `#${i}46${i}2${i}` });
    await addAlbumPhotoByHttp(
      admin,
      workerServer.url,
      albumId,
      { name: `p${i}.png`, mimeType: "image/png", buffer },
      alt,
    );
  }
  const added = [...(await albumSlugs())].filter((each) => !before.has(each));
  expect(added).toHaveLength(1);
  slug = added[0];
});

test.afterAll(async () => {
  await admin.dispose();
});

/** Opens the album as a visitor after the first (the cached copy), with no gesture before. */
async function arrive(page: Page) {
  await page.request.get(`/gallery/${slug}`);
  await page.goto(`/gallery/${slug}`);
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(
    false,
  );
}

const viewer = (page: Page) => page.getByRole("dialog", { name: /^Photo \d of 3$/ });

test("the first tap on a photo opens it in the viewer, not the image file", async ({ page }) => {
  await arrive(page);
  await page.getByRole("link", { name: `Open photo: ${ALTS[1]}` }).tap();
  const dialog = viewer(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName("Photo 2 of 3");
  await expect(dialog.getByRole("img", { name: ALTS[1] })).toBeVisible();
  await expect(dialog.getByText("Photo 2 of 3")).toBeVisible();
  // The photo itself has loaded, in a width the phone needs.
  await expect
    .poll(() => dialog.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  expect(new URL(page.url()).pathname).toBe(`/gallery/${slug}`);
});

test("React takes the viewer over on the photo shown; Next tapped before it has moves once", async ({
  page,
}) => {
  const release = await holdHydration(page);
  await arrive(page);
  await page.getByRole("link", { name: `Open photo: ${ALTS[0]}` }).tap();
  await expect(viewer(page)).toHaveAccessibleName("Photo 1 of 3");
  // Next needs React: held until it has hydrated, then done once.
  await viewer(page).getByRole("button", { name: "Next photo" }).tap();
  await expect(viewer(page)).toHaveAccessibleName("Photo 1 of 3");
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(viewer(page)).toHaveAccessibleName("Photo 2 of 3");
  await expect(viewer(page).getByRole("img", { name: ALTS[1] })).toBeVisible();
  // And from there on React's viewer goes on from the photo shown.
  await viewer(page).getByRole("button", { name: "Next photo" }).tap();
  await expect(viewer(page)).toHaveAccessibleName("Photo 3 of 3");
  await viewer(page).getByRole("button", { name: "Close" }).tap();
  await expect(viewer(page)).toBeHidden();
});

test("a photo opened before React hydrated: React hydrates the viewer on it without an error", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const release = await holdHydration(page);
  await arrive(page);
  await page.getByRole("link", { name: `Open photo: ${ALTS[2]}` }).tap();
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(viewer(page)).toHaveAccessibleName("Photo 3 of 3");
  await viewer(page).getByRole("button", { name: "Previous photo" }).tap();
  await expect(viewer(page)).toHaveAccessibleName("Photo 2 of 3");
  expect(errors).toEqual([]);
});
