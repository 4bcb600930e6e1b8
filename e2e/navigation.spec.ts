import { expectMapLoaded, footerMap } from "./support/footer-map";
import { expect, test } from "./support/test";

// Header (spec §2): links in order, aria-current, Login to the learning platform, mobile menu.
// Footer (spec §2 Footer): links, plain-text items, map, social links, copyright.

const headerOrder = ["Home", "About", "Courses", "Coaches", "Testimonials", "Gallery", "Contact"];
const headerPaths = ["/", "/about", "/courses", "/coaches", "/testimonial", "/gallery", "/contact"];

test.describe("header on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows the seven links in the spec's order and marks the current page", async ({ page }) => {
    await page.goto("/coaches");
    const nav = page.getByRole("navigation", { name: "Main" });
    const links = nav.getByRole("link");
    await expect(links.filter({ hasNotText: "Login" })).toHaveText(headerOrder);
    for (const [i, label] of headerOrder.entries()) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        headerPaths[i],
      );
    }
    await expect(nav.getByRole("link", { name: "Coaches", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("has the logo, tagline and a Login link to the external learning platform", async ({
    page,
  }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByText("A pawn can defeat the king")).toBeVisible();
    await expect(header.getByRole("link", { name: /Pawn to King Chess Academy/ })).toHaveAttribute(
      "href",
      "/",
    );
    const login = header.getByRole("link", { name: "Login", exact: true });
    await expect(login).toBeVisible();
    expect(await login.getAttribute("href")).toMatch(/^https:\/\/learn\./);
    await expect(header.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  });

  test("navigation links work client-side", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Gallery" })
      .click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meet Our Chess Champions");
  });
});

test.describe("header without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("server-rendered nav is visible on desktop", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: "Testimonials" })).toBeVisible();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 400, height: 800 } });

  test("opens and closes with the toggle and closes on a link click", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute("aria-controls", "site-nav");

    await toggle.click();
    await expect(nav).toBeVisible();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link")).toHaveText([...headerOrder, "Login"]);

    await close.click();
    await expect(nav).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await nav.getByRole("link", { name: "Coaches" }).click();
    await expect(page).toHaveURL(/\/coaches$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("closes on a click outside and on Escape, returning focus to the toggle", async ({
    page,
  }) => {
    await page.goto("/faqs");
    const nav = page.getByRole("navigation", { name: "Main" });

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(nav).toBeVisible();
    // Below the open menu panel: a click on the page itself.
    await page.mouse.click(200, 770);
    await expect(nav).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole("link", { name: "About" }).focus();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
});

test.describe("footer", () => {
  const footerLinks: [string, string][] = [
    ["About", "/about"],
    ["Gallery", "/gallery"],
    ["Events", "/events"],
    ["Blogs", "/blogs"],
    ["FAQs", "/faqs"],
    ["Terms and Conditions", "/termsandconditions"],
    ["Careers", "/carrer"],
    ["Contact", "/contact"],
    ["Admin", "/adminlogin"],
  ];
  const plainItems = [
    "Help Centre",
    "Business",
    "Terms of Use",
    "Our Team",
    "How It Works",
    "Accessibility",
    "Privacy Policy",
  ];

  test("has every link and plain-text item of the spec", async ({ page }) => {
    await page.goto("/blogs");
    const footer = page.getByRole("contentinfo");
    for (const [label, href] of footerLinks) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    }
    for (const item of plainItems) {
      const text = footer.getByText(item, { exact: true });
      await expect(text).toBeVisible();
      // Plain text: not a link, and not inside one.
      expect(await text.evaluate((el) => el.closest("a") === null)).toBe(true);
    }
    await expect(footer.getByText(/Coimbatore, Tamil Nadu/)).toBeVisible();
    await expect(footer.getByText(/community/i)).toBeVisible();
    const year = new Date().getFullYear();
    await expect(footer).toContainText(
      `© ${year} Pawn to King Chess Academy. All rights reserved.`,
    );
  });

  test("the footer Contact link opens the contact page", async ({ page }) => {
    await page.goto("/faqs");
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's Get You Started!");
  });

  test("social links open in a new tab, WhatsApp goes to a chat with the academy number", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const expected: [string, RegExp][] = [
      ["Facebook", /^https:\/\/www\.facebook\.com\//],
      ["WhatsApp", /^https:\/\/wa\.me\/\d{10,15}$/],
      ["Instagram", /^https:\/\/www\.instagram\.com\//],
      ["LinkedIn", /^https:\/\/www\.linkedin\.com\//],
      ["YouTube", /^https:\/\/www\.youtube\.com\//],
    ];
    const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(social).toHaveCount(5);
    for (const [i, [name, href]] of expected.entries()) {
      const link = social.nth(i);
      await expect(link).toHaveAccessibleName(new RegExp(`^${name}`));
      expect(await link.getAttribute("href")).toMatch(href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("the map loads on request in a titled, lazy frame without shifting the layout", async ({
    page,
  }) => {
    const map = await footerMap(page);
    const { footer, frame } = map;
    await page.goto("/blogs");
    await expect(frame).toHaveCount(0);
    const before = await map.box.boundingBox();
    await map.show.click();
    await expectMapLoaded(map, before);
    await expect(footer.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute(
      "target",
      "_blank",
    );
  });

  test("is at most 1200 px wide", async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto("/");
    const inner = page.getByRole("contentinfo").locator("> div").first();
    const box = await inner.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(1200);
  });
});
