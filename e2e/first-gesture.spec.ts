import { sitemapPaths } from "../app/content/navigation";
import { newStudent, registerInPage } from "./support/accounts";
import { expectMapLoaded, footerMap } from "./support/footer-map";
import { animationsSettled, holdHydration } from "./support/pages";
import { type BrowserContext, expect, type Locator, type Page, test } from "./support/test";

/**
 * The visitor's first gesture does what the spec says, at once (docs/decisions/first-paint.md
 * "The first tap"): on a phone (touch, 412 px), each test opens a page from the page cache and
 * touches a control before anything has hydrated it: no mouse movement, no scroll, no script run
 * before the tap. The Book controls open the Book Now dialog on its Name field without leaving the
 * page (spec §2 Shared booking modal, §4); the menu toggle opens the menu (spec §2); the FAQ
 * accordion opens (spec §2 FAQ); the testimonials' arrows and dots move the carousel (spec §2
 * Testimonials); what a visitor types before or while the page hydrates is kept, and Submit does
 * the spec's thing (spec §4, §5, §7). How fast each is, on a slow phone, is `npm run bench`'s
 * "first tap" scenario; the gallery viewer's first tap is e2e/first-gesture-gallery.spec.ts.
 */

test.describe.configure({ mode: "parallel" });
test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

/** Every public page with the site layout, as in the sitemap, and a course page. */
const ROUTES = [...sitemapPaths, "/courses/beginner"];

/** The business number the server uses (app/config/site.ts default unless WHATSAPP_NUMBER is set). */
const digits = (process.env.WHATSAPP_NUMBER ?? "+91 98765 43210").replace(/\D/g, "");

/**
 * Opens `path` as a visitor after the first would: the page cache is filled first (the cached
 * copy is the one whose scripts wait for a gesture), then the page loads with no gesture at all.
 */
async function arrive(page: Page, path: string): Promise<void> {
  await page.request.get(path);
  await page.goto(path);
  expect(await isHydrated(page), "nothing hydrated before the first gesture").toBe(false);
}

const isHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));

/** Answers wa.me locally (there is no network here) so a popup loads and keeps its URL. */
async function stubWhatsApp(context: BrowserContext) {
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>ok" }),
  );
}

/** The decoded message of a wa.me link. */
function whatsAppText(url: string): { number: string; text: string | null } {
  const parsed = new URL(url);
  return { number: parsed.pathname.slice(1), text: parsed.searchParams.get("text") };
}

const bookingDialog = (page: Page) => page.getByRole("dialog", { name: "Book Now" });
const menuToggle = (page: Page) => page.getByRole("button", { name: "Open menu" });

/** Expects the Book Now dialog open, modal, on its Name field, and the page not left. */
async function expectBookingOpen(page: Page, path: string) {
  const dialog = bookingDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Name")).toBeFocused();
  // Modal from the frame after the one that shows it (app/lib/open-modal.ts).
  await expect.poll(() => dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
  expect(new URL(page.url()).pathname).toBe(path);
}

for (const path of ROUTES) {
  test(`${path}: the first tap on the floating Book a Demo opens the dialog; on the menu toggle, the menu`, async ({
    page,
  }) => {
    await arrive(page, path);
    await page.getByRole("button", { name: "Book a Demo", exact: true }).tap();
    await expectBookingOpen(page, path);

    await arrive(page, path);
    await menuToggle(page).tap();
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu.getByRole("link", { name: "Courses" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });
}

const PAGE_BOOK_BUTTONS: [path: string, label: string][] = [
  ["/", "Book A Demo"],
  ["/courses", "Book Now"],
  ["/courses/beginner", "Book Now"],
  ["/coaches", "Book A Demo"],
  ["/contact", "Book a Free Demo Class"],
];

for (const [path, label] of PAGE_BOOK_BUTTONS) {
  test(`${path}: the first tap on "${label}" in the page opens the dialog (after the scroll that brings it into view)`, async ({
    page,
  }) => {
    await arrive(page, path);
    // The visitor scrolls to the button first (their first gesture: the page starts), and taps
    // it once its section has slid into place (a reveal animation moves it for a second).
    const button = page.getByRole("main").getByRole("button", { name: label, exact: true }).first();
    await button.scrollIntoViewIfNeeded();
    await animationsSettled(page);
    await button.tap();
    await expectBookingOpen(page, path);
  });
}

test("the menu opened by the first tap closes on a tap outside it, and its links lead on", async ({
  page,
}) => {
  const release = await holdHydration(page);
  await arrive(page, "/");
  await menuToggle(page).tap();
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu).toBeVisible();
  // A tap below the menu, on the page behind it.
  await page.touchscreen.tap(200, 780);
  await expect(menu).toBeHidden();
  await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
  // Opened again once React has hydrated: React says so, and a link closes it on the way.
  release();
  await menuToggle(page).tap();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await menu.getByRole("link", { name: "Coaches" }).tap();
  await expect(page).toHaveURL(/\/coaches$/);
  await expect(menu).toBeHidden();
  await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
});

test("a menu opened before React hydrated stays open, and React names the toggle for it", async ({
  page,
}) => {
  const release = await holdHydration(page);
  await arrive(page, "/about");
  await menuToggle(page).tap();
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  // Closed by React's own toggle handling now: one tap closes it.
  await page.getByRole("button", { name: "Close menu" }).tap();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
});

test("a visitor who scrolls down before React hydrates stays where they are when it does", async ({
  page,
}) => {
  const release = await holdHydration(page);
  await arrive(page, "/courses");
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  // Thirty frames after hydration: no scroll back to the top (that is for route changes).
  const lowest = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let frames = 0;
        let min = window.scrollY;
        const frame = () => {
          min = Math.min(min, window.scrollY);
          if (++frames < 30) requestAnimationFrame(frame);
          else resolve(min);
        };
        requestAnimationFrame(frame);
      }),
  );
  expect(lowest).toBe(1500);
});

test("/faqs: the first tap on a question opens its answer", async ({ page }) => {
  await arrive(page, "/faqs");
  const first = page.locator("details").first();
  await first.locator("summary").tap();
  await expect(first).toHaveAttribute("open", "");
  await expect(first.locator("p").first()).toBeVisible();
});

test("the footer's Show map, tapped before React has hydrated, loads the map's frame in its box, and React keeps it", async ({
  page,
}) => {
  // docs/decisions/footer-map.md, docs/decisions/first-paint.md "Taps during hydration".
  const map = await footerMap(page);
  const { show, frame } = map;
  const release = await holdHydration(page);
  await arrive(page, "/contact");
  // The scroll to the footer starts the page; its hydration module is held.
  await show.scrollIntoViewIfNeeded();
  const before = await map.box.boundingBox();
  await show.tap();
  await expectMapLoaded(map, before);
  expect((await frame.boundingBox())?.height).toBeGreaterThan((before?.height ?? 0) - 4);
  expect(await isHydrated(page), "the map came before React").toBe(false);
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(frame).toHaveCount(1);
  await expect(frame).toBeVisible();
  await expect(show).toBeHidden();
});

test("/testimonial: the first taps on Next and on a dot move the carousel, and React carries on from there", async ({
  page,
}) => {
  const release = await holdHydration(page);
  await arrive(page, "/testimonial");
  const carousel = page.getByRole("region", { name: "Student testimonials" });
  const slide = (n: number) => carousel.getByRole("group", { name: `${n} of 4` });
  const next = carousel.getByRole("button", { name: "Next testimonials" });
  const inView = async (n: number) => {
    const box = await slide(n).boundingBox();
    return box !== null && box.x >= -1 && box.x + box.width <= 413;
  };
  await next.tap();
  await expect.poll(() => inView(2)).toBe(true);
  await expect(carousel.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await carousel.getByRole("button", { name: "Go to slide 4" }).tap();
  await expect.poll(() => inView(4)).toBe(true);
  await expect(next).toBeDisabled();
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  // React measured where the track is: Previous goes to the third, not back from the first.
  await carousel.getByRole("button", { name: "Previous testimonials" }).tap();
  await expect.poll(() => inView(3)).toBe(true);
  await expect(carousel.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute(
    "aria-current",
    "true",
  );
});

test("the Book Now dialog: typed before React hydrates, kept; Submit before then is held and then opens WhatsApp with the five lines", async ({
  page,
  context,
}) => {
  await stubWhatsApp(context);
  const release = await holdHydration(page);
  await arrive(page, "/courses");
  await page.getByRole("button", { name: "Book a Demo", exact: true }).tap();
  const dialog = bookingDialog(page);
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await page.keyboard.type("Asha Kumar");
  await dialog.getByLabel("Contact No").fill("+91 90000 11111");
  await dialog.getByLabel("Mode").selectOption({ label: "Offline" });
  await dialog.getByLabel("Level").selectOption({ label: "Beginner" });
  await dialog.getByLabel("Location").fill("Coimbatore");
  const popups: Page[] = [];
  page.on("popup", (popup) => popups.push(popup));
  await dialog.getByRole("button", { name: "Submit" }).tap();
  // Held: still on the page, the dialog open, nothing opened, until React has hydrated.
  expect(await isHydrated(page)).toBe(false);
  await expect(dialog).toBeVisible();
  expect(popups).toHaveLength(0);
  release();
  await expect.poll(() => popups.length).toBe(1);
  const sent = whatsAppText(popups[0].url());
  expect(sent.number).toBe(digits);
  expect(sent.text).toBe(
    "Name: Asha Kumar\nContact No: +91 90000 11111\nMode: Offline\nLevel: Beginner\nLocation: Coimbatore",
  );
  // The form is cleared and the dialog stays open (spec §4).
  await expect(dialog.getByLabel("Name")).toHaveValue("");
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/courses");
});

test("the dialog's Cancel and close icon close it before React has hydrated", async ({ page }) => {
  await holdHydration(page);
  await arrive(page, "/");
  const open = () => page.getByRole("button", { name: "Book a Demo", exact: true }).tap();
  await open();
  await bookingDialog(page).getByRole("button", { name: "Cancel" }).tap();
  await expect(bookingDialog(page)).toBeHidden();
  await open();
  await bookingDialog(page).getByRole("button", { name: "Close" }).tap();
  await expect(bookingDialog(page)).toBeHidden();
  expect(new URL(page.url()).pathname).toBe("/");
  expect(await isHydrated(page)).toBe(false);
});

/** Types into a field the visitor taps first, while the page's scripts are still arriving. */
async function typeFirst(page: Page, field: Locator, text: string) {
  await field.tap();
  await page.keyboard.type(text);
}

test("/about Get in Touch: the name typed first, while the page hydrates, is kept and sent", async ({
  page,
  context,
}) => {
  await stubWhatsApp(context);
  const release = await holdHydration(page);
  await arrive(page, "/about");
  const form = page.getByRole("form", { name: "Get in Touch" });
  await typeFirst(page, form.getByLabel("Name"), "Ravi Shankar");
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  // The rest is typed into the hydrated form: every change re-renders it, and the name stays.
  await form.getByLabel("Contact No").fill("+91 90000 22222");
  await form.getByLabel("Level").selectOption({ label: "Intermediate" });
  await form.getByLabel("Location").fill("Tiruppur");
  await expect(form.getByLabel("Name")).toHaveValue("Ravi Shankar");
  const popup = page.waitForEvent("popup");
  await form.getByRole("button", { name: "Submit" }).tap();
  expect(whatsAppText((await popup).url()).text).toBe(
    "Name: Ravi Shankar\nContact No: +91 90000 22222\nMode: Online\nLevel: Intermediate\nLocation: Tiruppur",
  );
});

test("/login: what is typed before React hydrates is kept, and Login does the spec's thing", async ({
  page,
}) => {
  const release = await holdHydration(page);
  await arrive(page, "/login");
  await typeFirst(page, page.getByLabel("Email"), "nobody-here@example.test");
  await typeFirst(page, page.getByLabel("Password"), "wrong-password-1");
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.getByLabel("Email")).toHaveValue("nobody-here@example.test");
  await expect(page.getByLabel("Password")).toHaveValue("wrong-password-1");
  await page.getByRole("button", { name: "Login", exact: true }).tap();
  await expect(page.getByRole("alert")).toHaveText("No user found with this email.");
});

test("/register: what is typed before React hydrates is kept", async ({ page }) => {
  const release = await holdHydration(page);
  await arrive(page, "/register");
  await typeFirst(page, page.getByLabel("Full Name"), "Meena Iyer");
  await typeFirst(page, page.getByLabel("Email Address"), "meena@example.test");
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.getByLabel("Full Name")).toHaveValue("Meena Iyer");
  await expect(page.getByLabel("Email Address")).toHaveValue("meena@example.test");
});

test("/register: Sign Up tapped before React hydrates makes the account, and the spec's alert answers once React comes", async ({
  page,
}) => {
  // Before React the form posts natively (the page's no-JavaScript path); the answer's page
  // hydrates at load and shows the same alert the hydrated form does.
  const student = newStudent("early-signup");
  const release = await holdHydration(page);
  await arrive(page, "/register");
  await typeFirst(page, page.getByLabel("Full Name"), student.name);
  await typeFirst(page, page.getByLabel("Email Address"), student.email);
  await typeFirst(page, page.getByLabel("Password", { exact: true }), student.password);
  await typeFirst(page, page.getByLabel("Confirm Password"), student.password);
  expect(await isHydrated(page)).toBe(false);
  const alert = page.waitForEvent("dialog");
  await page.getByRole("button", { name: "Sign Up" }).tap();
  await expect(page.getByRole("status")).toContainText("Registration successful!");
  release();
  expect((await alert).message()).toBe("Registration successful!");
  await (await alert).accept();
  await expect(page).toHaveURL(/\/register$/);
  await page.goto("/");
  await expect(page.getByRole("banner")).toContainText(`Signed in as ${student.name}`);
});

test("the header's Sign out, tapped before the signed-in page has hydrated, says Signing out… at once and signs the visitor out", async ({
  page,
}) => {
  await registerInPage(page, newStudent("first-tap"));
  const signOutForm = page.locator('form[action="/logout"]');
  await page.goto("/");
  await expect(signOutForm).toBeAttached();
  const release = await holdHydration(page);
  await page.goto("/courses");
  expect(await isHydrated(page)).toBe(false);
  // What the header says after the tap, before the server's answer replaces the page: recorded
  // in the page (sessionStorage outlives it) at each change of the header.
  await page.evaluate(() => {
    const banner = document.querySelector("header");
    if (!banner) return;
    new MutationObserver(() => {
      const seen = {
        status: banner.querySelector("[role=status]")?.textContent,
        signOut: [...banner.querySelectorAll("button")].some((b) =>
          b.textContent?.includes("Sign out"),
        ),
        path: location.pathname,
      };
      sessionStorage.setItem("header-after-sign-out", JSON.stringify(seen));
    }).observe(banner, { subtree: true, childList: true, attributes: true });
  });
  await menuToggle(page).tap();
  await page.getByRole("button", { name: "Sign out" }).tap();
  await expect(page).toHaveURL(/\/$/);
  await expect(signOutForm).toHaveCount(0);
  await expect(page.getByRole("banner")).not.toContainText("Signed in as");
  const seen = await page.evaluate(() => sessionStorage.getItem("header-after-sign-out"));
  expect(JSON.parse(seen ?? "null")).toEqual({
    status: "Signing out…",
    signOut: false,
    path: "/courses",
  });
  release();
});

test("on a desktop, a click on a Book button right after the page loads opens the dialog", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await arrive(page, "/courses");
  await page.getByRole("main").getByRole("button", { name: "Book Now" }).first().click();
  await expectBookingOpen(page, "/courses");
  await context.close();
});
