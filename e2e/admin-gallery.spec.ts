import { makeImage } from "../tests/fixtures/images";
import { openAsAdmin, signInAsAdminByHttp, signInAsAdminInPage } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { createEventByHttp } from "./support/events";
import { addAlbumPhotoByHttp, createAlbumByHttp } from "./support/gallery";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { type APIRequestContext, type Browser, request as playwrightRequest } from "./support/test";

/**
 * The gallery run from the admin (docs/decisions/admin-area.md "Gallery", "Photos"): albums are
 * created, filled with several photos at once (alt text each, progress per file), reordered,
 * renamed, unpublished and deleted, linked to an event (the album page links the event, the event
 * page shows the album), and a fresh visitor sees each step; the same without JavaScript; the photo
 * viewer; axe on every new page. Runs on a server of its own.
 */
test.describe.configure({ mode: "serial" });
// Each photo is re-encoded six times (AVIF and WebP at three widths): on a busy 2-core machine an
// upload takes seconds, so these journeys get more time than the default 30 s.
test.setTimeout(120_000);
const UPLOAD_TIMEOUT = { timeout: 30_000 };

const png = async (colour: string, width = 900, height = 600) => ({
  name: `${colour.slice(1)}.png`,
  mimeType: "image/png",
  buffer: await makeImage("png", { width, height, colour }),
});

/** A fresh visitor's page (no session), closed by the returned function. */
async function visitor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

/** The alt texts of an album page's photos, in order, as a fresh visitor sees them. */
async function publicAlbum(browser: Browser, baseURL: string, slug: string) {
  const { page, close } = await visitor(browser, baseURL);
  const response = await page.goto(`/gallery/${slug}`);
  const status = response?.status();
  const alts =
    status === 200
      ? await page
          .getByRole("main")
          .getByRole("listitem")
          .getByRole("img")
          .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))
      : [];
  await close();
  return { status, alts };
}

test("the admin creates an album, uploads several photos with alt text, reorders, renames, unpublishes and deletes; a visitor sees each step", async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  await signInAsAdminInPage(page, OWN_ADMIN);
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Gallery" })
    .click();
  await expect(page).toHaveURL(/\/admin\/gallery$/);
  await createEventByHttp(page.request, base, { title: "Chennai Open", slug: "chennai-open" });

  // create a draft album (New album: /admin/gallery/new), then its page
  await page.getByRole("link", { name: "New album" }).click();
  await expect(page).toHaveURL(/\/admin\/gallery\/new$/);
  await page.getByLabel("Title").fill("Chennai Open 2026");
  await page.getByLabel("Date of the photos").fill("2026-10-04");
  await page.getByRole("button", { name: "Create album" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Album: Chennai Open 2026");
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  expect((await publicAlbum(browser, base, "chennai-open-2026")).status).toBe(404);

  // three photos at once, each with its own alt text; one left without is refused in place
  await page
    .getByLabel("Choose photos")
    .setInputFiles([await png("#aa2200"), await png("#22aa00"), await png("#0022aa")]);
  const alts = page.getByLabel(/^Description \(alt text\): /);
  await expect(alts).toHaveCount(3);
  await alts.nth(0).fill("Round one boards");
  await alts.nth(1).fill("Prize giving");
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(
    page.getByText("Please describe the photo for people who cannot see it."),
  ).toBeVisible();
  await alts.nth(2).fill("The winners' podium");
  await page.getByRole("button", { name: "Upload photos" }).click();
  for (const name of ["aa2200.png", "22aa00.png", "0022aa.png"]) {
    await expect(page.getByRole("status").filter({ hasText: `${name}: uploaded` })).toBeVisible(
      UPLOAD_TIMEOUT,
    );
    await expect(page.getByRole("progressbar", { name: `Upload of ${name}` })).toHaveAttribute(
      "value",
      "1",
    );
  }
  const photoList = page.getByRole("region", { name: "Photos", exact: true }).getByRole("listitem");
  await expect(photoList).toHaveCount(3, UPLOAD_TIMEOUT);

  // publish it as the event's album: the visitor sees the album, its photos in order, its
  // event; the gallery and the event's page list it
  await page.getByLabel("Event (optional)").selectOption({ label: "Chennai Open · 14 March 2099" });
  await page.getByLabel("Published (visitors can see it)").check();
  await page.getByRole("button", { name: "Save album" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Saved “Chennai Open 2026”." }),
  ).toBeVisible();
  expect(await publicAlbum(browser, base, "chennai-open-2026")).toEqual({
    status: 200,
    alts: ["Round one boards", "Prize giving", "The winners' podium"],
  });
  {
    const { page: gallery, close } = await visitor(browser, base);
    await gallery.goto("/gallery");
    // The album's three photos first, then samples up to 13.
    const masonry = gallery.getByTestId("gallery-masonry").getByRole("img");
    await expect(masonry).toHaveCount(13);
    expect(
      (await masonry.evaluateAll((els) => els.map((el) => el.getAttribute("alt")))).slice(0, 3),
    ).toEqual(["Round one boards", "Prize giving", "The winners' podium"]);
    await expect(gallery.getByRole("link", { name: /Chennai Open 2026/ })).toContainText(
      "3 photos",
    );
    await gallery.goto("/gallery/chennai-open-2026");
    await expect(gallery.getByText("From the event:")).toContainText("Chennai Open");
    await gallery.getByRole("link", { name: "Chennai Open", exact: true }).click();
    await expect(gallery).toHaveURL(/\/events\/chennai-open$/);
    await expect(
      gallery
        .getByRole("region", { name: "Photos" })
        .getByRole("link", { name: /Chennai Open 2026/ }),
    ).toContainText("3 photos");
    await close();
  }

  // reorder, rename a photo, delete one with the confirmation step
  await page.getByRole("button", { name: "Move The winners' podium up" }).click();
  // the list answers 303 back to the album's page, in the new order
  await expect
    .poll(() =>
      photoList.getByRole("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt"))),
    )
    .toEqual(["Round one boards", "The winners' podium", "Prize giving"]);
  await page.getByLabel("Description (alt text)").first().fill("Round one, board one");
  await page.getByRole("button", { name: "Save description: Round one boards" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Saved “Round one, board one”." }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Delete Prize giving" }).click();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Photo deleted." })).toBeVisible();
  expect((await publicAlbum(browser, base, "chennai-open-2026")).alts).toEqual([
    "Round one, board one",
    "The winners' podium",
  ]);

  // unpublish, then delete the album
  await page.getByLabel("Published (visitors can see it)").uncheck();
  await page.getByRole("button", { name: "Save album" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Saved “Chennai Open 2026”." }),
  ).toBeVisible();
  expect((await publicAlbum(browser, base, "chennai-open-2026")).status).toBe(404);
  await page.getByRole("link", { name: "All albums" }).click();
  await page.getByRole("link", { name: "Delete Chennai Open 2026" }).click();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Album deleted." })).toBeVisible();
  await expect(page.getByText("No albums yet.")).toBeVisible();
});

test("without JavaScript: create an album, add a photo with its alt text, a bad file is refused, delete with confirmation", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await openAsAdmin(page, baseURL ?? "", OWN_ADMIN, "/admin/gallery");
  await page.getByRole("link", { name: "New album" }).click();
  await page.getByLabel("Title").fill("Sunday class");
  await page.getByLabel("Date of the photos").fill("2026-11-22");
  await page.getByLabel("Published (visitors can see it)").check();
  await page.getByRole("button", { name: "Create album" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Album: Sunday class");

  await page.getByLabel("Choose photos").setInputFiles({
    name: "x.png",
    mimeType: "image/png",
    buffer: Buffer.from("<!doctype html><script>alert(1)</script>"),
  });
  await page.getByLabel("Description (alt text)", { exact: true }).fill("Not a photo");
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(page.getByRole("alert").first()).toContainText(
    "Please upload a JPEG, PNG, WebP or AVIF image.",
  );

  await page.getByLabel("Choose photos").setInputFiles(await png("#884400", 400, 300));
  await page.getByLabel("Description (alt text)", { exact: true }).fill("Students at the board");
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Saved “Students at the board”." }),
  ).toBeVisible(UPLOAD_TIMEOUT);
  expect((await publicAlbum(browser, baseURL ?? "", "sunday-class")).alts).toEqual([
    "Students at the board",
  ]);

  await page.getByRole("link", { name: "All albums" }).click();
  await page.getByRole("link", { name: "Delete Sunday class" }).click();
  await expect(page.getByText("Delete “Sunday class”? This cannot be undone.")).toBeVisible();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Album deleted." })).toBeVisible();
  expect((await publicAlbum(browser, baseURL ?? "", "sunday-class")).status).toBe(404);
  await context.close();
});

test.describe("guards, refusals, viewer and accessibility", () => {
  let admin: APIRequestContext;
  let albumId = "";
  let albumPhotoId = "";

  test.beforeAll(async ({ workerServer }) => {
    admin = await playwrightRequest.newContext({ baseURL: workerServer.url });
    await signInAsAdminByHttp(admin, workerServer.url, OWN_ADMIN);
    const eventId = await createEventByHttp(admin, workerServer.url, {
      title: "Summer camp week",
      slug: "summer-camp-week",
    });
    albumId = (
      await createAlbumByHttp(admin, workerServer.url, {
        title: "Kids camp",
        takenOn: "2026-05-02",
        published: true,
        eventId,
      })
    ).id;
    for (const [colour, alt] of [
      ["#553300", "Campers solving puzzles"],
      ["#335500", "A simul against the coach"],
    ]) {
      await addAlbumPhotoByHttp(admin, workerServer.url, albumId, await png(colour), alt);
    }
    const html = await (await admin.get(`/admin/gallery/${albumId}`)).text();
    albumPhotoId = html.match(/name="id" value="(\d+)"/)?.[1] ?? "";
    expect(albumPhotoId).not.toBe("");
  });

  test.afterAll(async () => {
    await admin.dispose();
  });

  /** What the admin sees: album titles and the album's photo alts. */
  async function state() {
    const list = await (await admin.get("/admin/gallery")).text();
    const album = await (await admin.get(`/admin/gallery/${albumId}`)).text();
    return {
      albums: [...list.matchAll(/aria-label="Edit ([^"]*)"/g)].map((m) => m[1]),
      photos: [...album.matchAll(/name="alt"[^>]*value="([^"]*)"/g)].map((m) => m[1]),
    };
  }

  test("every gallery action is refused without a session, for an ordinary user, and from another origin", async ({
    baseURL,
  }) => {
    const base = baseURL ?? "";
    const before = await state();
    const photo = await png("#ff0000");
    const actions: {
      url: string;
      form?: Record<string, string>;
      multipart?: Record<string, unknown>;
    }[] = [
      {
        url: "/admin/gallery/new",
        form: { title: "Hacked", takenOn: "2026-01-01", published: "on" },
      },
      { url: "/admin/gallery", form: { intent: "move", id: albumId, direction: "down" } },
      { url: "/admin/gallery", form: { intent: "delete", id: albumId } },
      {
        url: `/admin/gallery/${albumId}`,
        form: { intent: "update", title: "Hacked", takenOn: "2026-01-01" },
      },
      {
        url: `/admin/gallery/${albumId}`,
        form: { intent: "alt", id: albumPhotoId, alt: "Hacked" },
      },
      {
        url: `/admin/gallery/${albumId}`,
        form: { intent: "move", id: albumPhotoId, direction: "down" },
      },
      { url: `/admin/gallery/${albumId}`, form: { intent: "delete", id: albumPhotoId } },
      {
        url: `/admin/gallery/${albumId}`,
        multipart: { intent: "add-photo", photo, alt: "Hacked" },
      },
      { url: `/admin/gallery/${albumId}/photos`, multipart: { photo, alt: "Hacked" } },
    ];
    const anonymous = await playwrightRequest.newContext({ baseURL: base });
    const user = await playwrightRequest.newContext({ baseURL: base });
    const { registerUserByHttp } = await import("./support/admin");
    await registerUserByHttp(user, base, {
      name: "Gallery visitor",
      email: `gallery-${Date.now()}@example.test`,
      password: "visitor-pw-123",
    });
    // Every one refused with 403 (docs/decisions/auth.md "Origin check").
    const senders: [string, APIRequestContext, Record<string, string>, number[]][] = [
      ["anonymous", anonymous, { Origin: base }, [403]],
      ["ordinary user", user, { Origin: base }, [403]],
      ["admin from another origin", admin, { Origin: "https://evil.example" }, [403]],
      ["admin from another page", admin, { Referer: "https://evil.example/page" }, [403]],
      ["admin without an origin", admin, {}, [403]],
    ];
    for (const [who, context, headers, refused] of senders) {
      for (const action of actions) {
        for (const url of [action.url, `${action.url}.data`]) {
          const response = await context.post(url, {
            headers,
            form: action.form,
            multipart: action.multipart as never,
            maxRedirects: 0,
          });
          expect(refused, `${who} ${url} ${JSON.stringify(action.form ?? "upload")}`).toContain(
            response.status(),
          );
        }
      }
    }
    expect(await state()).toEqual(before);
    for (const path of ["/admin/gallery", "/admin/gallery/new", `/admin/gallery/${albumId}`]) {
      const page = await anonymous.get(path, { maxRedirects: 0 });
      expect(page.status()).toBe(302);
      // The login URL names the page, so signing in returns there.
      const login = `/adminlogin?${new URLSearchParams({ redirectTo: path })}`;
      expect(page.headers().location).toBe(login);
      const asUser = await user.get(path, { maxRedirects: 0 });
      expect(asUser.headers().location).toBe(login);
    }
    await anonymous.dispose();
    await user.dispose();
  });

  test("uploads that are not photos are refused with a clear message and nothing is added", async ({
    baseURL,
  }) => {
    const before = await state();
    const jpeg = await makeImage("jpeg", { width: 800, height: 600, noise: true });
    const big = Buffer.alloc(5 * 1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff]);
    const refusals: [string, { name: string; mimeType: string; buffer: Buffer }, number, string][] =
      [
        [
          "SVG",
          {
            name: "x.svg",
            mimeType: "image/svg+xml",
            buffer: Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
            ),
          },
          415,
          "Please upload a JPEG, PNG, WebP or AVIF image.",
        ],
        [
          "HTML renamed",
          {
            name: "x.jpg",
            mimeType: "image/jpeg",
            buffer: Buffer.from("<!doctype html><img src=x onerror=alert(1)>"),
          },
          415,
          "Please upload a JPEG, PNG, WebP or AVIF image.",
        ],
        [
          "truncated",
          { name: "t.jpg", mimeType: "image/jpeg", buffer: jpeg.subarray(0, jpeg.length >> 1) },
          400,
          "could not be read",
        ],
        [
          "bomb",
          {
            name: "b.png",
            mimeType: "image/png",
            buffer: await makeImage("png", { width: 10_000, height: 5_000 }),
          },
          413,
          "40 megapixels",
        ],
        ["oversize", { name: "big.jpg", mimeType: "image/jpeg", buffer: big }, 413, "5 MB"],
      ];
    for (const [name, file, status, message] of refusals) {
      const response = await admin.post(`/admin/gallery/${albumId}/photos`, {
        headers: { Origin: baseURL ?? "", Accept: "application/json" },
        multipart: { photo: file, alt: "A photo" },
      });
      expect(response.status(), name).toBe(status);
      expect((await response.json()).message, name).toContain(message);
    }
    expect(await state()).toEqual(before);
  });

  test("the album's photos open in an accessible viewer: arrows, swipe, Escape; axe finds nothing on the new pages", async ({
    page,
    browser,
    baseURL,
  }) => {
    const { page: visitorPage, close } = await visitor(browser, baseURL ?? "");
    await visitorPage.goto("/gallery");
    await expectNoAxeViolations(visitorPage);
    await visitorPage.getByRole("link", { name: /Kids camp/ }).click();
    await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText("Kids camp");
    await expect(visitorPage.getByRole("link", { name: "Summer camp week" })).toBeVisible();
    await expectNoAxeViolations(visitorPage);
    const first = visitorPage.getByRole("link", { name: "Open photo: Campers solving puzzles" });
    await first.click();
    const dialog = visitorPage.getByRole("dialog", { name: "Photo 1 of 2" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("img")).toHaveAttribute("alt", "Campers solving puzzles");
    await expectNoAxeViolations(visitorPage);
    await visitorPage.keyboard.press("ArrowRight");
    await expect(visitorPage.getByRole("dialog", { name: "Photo 2 of 2" })).toBeVisible();
    // a swipe to the right goes back
    const box = await visitorPage.getByRole("dialog").getByRole("img").boundingBox();
    if (!box) throw new Error("no image box");
    await visitorPage.mouse.move(box.x + 20, box.y + box.height / 2);
    await visitorPage.mouse.down();
    await visitorPage.mouse.move(box.x + 200, box.y + box.height / 2, { steps: 5 });
    await visitorPage.mouse.up();
    await expect(visitorPage.getByRole("dialog", { name: "Photo 1 of 2" })).toBeVisible();
    await visitorPage.keyboard.press("Escape");
    await expect(visitorPage.getByRole("dialog")).toBeHidden();
    await expect(first).toBeFocused();
    // the event's page shows the album among its photos
    await visitorPage.getByRole("link", { name: "Summer camp week" }).click();
    await expect(
      visitorPage.getByRole("region", { name: "Photos" }).getByRole("link", { name: /Kids camp/ }),
    ).toBeVisible();
    await expectNoAxeViolations(visitorPage);
    await close();

    await openAsAdmin(page, baseURL ?? "", OWN_ADMIN, "/admin/gallery");
    await expectNoAxeViolations(page);
    await page.goto("/admin/gallery/new");
    await expectNoAxeViolations(page);
    // The uploader's several files need React (before it, one file posts with the form): the
    // field takes several once React has rendered it so.
    await page.goto(`/admin/gallery/${albumId}`);
    await expect(page.getByLabel("Choose photos")).toHaveAttribute("multiple", "");
    await page.getByLabel("Choose photos").setInputFiles(await png("#123456"));
    await expect(page.getByLabel(/^Description \(alt text\): /)).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
});
