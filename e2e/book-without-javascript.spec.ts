import { rmSync } from "node:fs";
import { expectNoAxeViolations } from "./support/axe";
import { startServer } from "./support/own-server";
import { openHydrated } from "./support/pages";
import { SERVER_START_TIMEOUT_MS } from "./support/server-process";
import { expect, type Page, test } from "./support/test";

// Every enquiry reaches the academy without JavaScript (docs/decisions/admin-area.md "Every enquiry
// reaches the academy"): every Book Now control is a link to /book, whose five-field form posts to
// the server; the server applies the dialog's rules and answers 303 to the same wa.me link with the
// same five lines.

const digits = (process.env.WHATSAPP_NUMBER ?? "+91 98765 43210").replace(/\D/g, "");
const EMPTY_ALERT = "Please fill in all fields before submitting.";
const FIVE_LINES = [
  "Name: Meena Krishnan",
  "Contact No: +91 90000 11111",
  "Mode: Offline",
  "Level: Intermediate",
  "Location: RS Puram, Coimbatore",
].join("\n");
/** The enquiry of FIVE_LINES as the form posts it. */
const enquiry = {
  name: "Meena Krishnan",
  contactNo: "+91 90000 11111",
  mode: "offline",
  level: "intermediate",
  location: "RS Puram, Coimbatore",
};
const EXPECTED_LINK = `https://wa.me/${digits}?text=${encodeURIComponent(FIVE_LINES)}`;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  /** Records the URL of every request to wa.me and answers it locally (there is no network). */
  async function catchWhatsApp(page: Page): Promise<string[]> {
    const seen: string[] = [];
    await page.context().route("https://wa.me/**", (route) => {
      seen.push(route.request().url());
      return route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>ok" });
    });
    return seen;
  }

  async function fillEnquiry(page: Page) {
    const form = page.getByRole("main").getByRole("form", { name: "Book Now" });
    await form.getByLabel("Name").fill("  Meena Krishnan ");
    await form.getByLabel("Contact No").fill("+91 90000 11111");
    await form.getByLabel("Mode").selectOption({ label: "Offline" });
    await form.getByLabel("Level").selectOption({ label: "Intermediate" });
    await form.getByLabel("Location").fill("RS Puram, Coimbatore");
    return form;
  }

  test("Book a Demo leads to /book, a blank field shows the message there, a full form opens the exact wa.me link", async ({
    page,
  }) => {
    const whatsApp = await catchWhatsApp(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Book a Demo", exact: true }).click();
    await expect(page).toHaveURL(/\/book$/);
    await expect(page.getByRole("heading", { level: 1, name: "Book Now" })).toBeVisible();

    // One blank field: the spec's message on the page, what was typed kept, nothing sent.
    const form = await fillEnquiry(page);
    await form.getByLabel("Location").fill("   ");
    const refused = page.waitForResponse(
      (r) => r.url().endsWith("/book") && r.request().method() === "POST",
    );
    await form.getByRole("button", { name: "Submit" }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText(EMPTY_ALERT);
    const main = page.getByRole("main");
    await expect(main.getByLabel("Name")).toHaveValue("  Meena Krishnan ");
    await expect(main.getByLabel("Mode")).toHaveValue("offline");
    expect(whatsApp).toEqual([]);

    // All five filled: 303 to the same link the dialog opens.
    await main.getByLabel("Location").fill("RS Puram, Coimbatore");
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(EXPECTED_LINK);
    expect(whatsApp).toEqual([EXPECTED_LINK]);
  });

  test("the About page's Get in Touch form posts to /book as well", async ({ page }) => {
    const whatsApp = await catchWhatsApp(page);
    await page.goto("/about");
    const form = page.getByRole("form", { name: "Get in Touch" });
    await form.getByLabel("Name").fill("Meena Krishnan");
    await form.getByLabel("Contact No").fill("+91 90000 11111");
    await form.getByLabel("Mode").selectOption({ label: "Offline" });
    await form.getByLabel("Level").selectOption({ label: "Intermediate" });
    await form.getByLabel("Location").fill("RS Puram, Coimbatore");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(EXPECTED_LINK);
    expect(whatsApp).toEqual([EXPECTED_LINK]);
  });
});

test("/book answers 303 to the wa.me link, refuses a filled honeypot and a cross-origin post", async ({
  request,
  baseURL,
}) => {
  const ok = await request.post("/book", {
    form: { ...enquiry, website: "" },
    headers: { Origin: String(baseURL) },
    maxRedirects: 0,
  });
  expect(ok.status()).toBe(303);
  expect(ok.headers().location).toBe(EXPECTED_LINK);

  const bot = await request.post("/book", {
    form: { ...enquiry, website: "https://spam.example" },
    headers: { Origin: String(baseURL) },
    maxRedirects: 0,
  });
  expect(bot.status()).toBe(200);
  expect(bot.headers().location).toBeUndefined();
  expect(await bot.text()).not.toContain(encodeURIComponent("Name: Meena Krishnan"));

  const forged = await request.post("/book", {
    form: enquiry,
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  // Refused with 403 (docs/decisions/auth.md "Origin check"), nothing handed off.
  expect(forged.status()).toBe(403);
  expect(forged.headers().location).toBeUndefined();
});

test("with JavaScript the Book a Demo link opens the dialog instead of leaving the page", async ({
  page,
}) => {
  await openHydrated(page, "/");
  const control = page.getByRole("button", { name: "Book a Demo", exact: true });
  await expect(control).toHaveAttribute("href", "/book");
  await control.focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("dialog", { name: "Book Now" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("axe finds nothing on /book, before and after a refused post", async ({ page }) => {
  await openHydrated(page, "/book");
  await expectNoAxeViolations(page);
  // A native submit (no script handler), as a browser without JavaScript sends it.
  await page.getByRole("main").getByLabel("Name").fill("Meena Krishnan");
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>("main form");
    if (form) HTMLFormElement.prototype.submit.call(form);
  });
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(EMPTY_ALERT);
  await expect(page.getByRole("main").getByLabel("Name")).toHaveValue("Meena Krishnan");
  await expectNoAxeViolations(page);
});

// On a server of its own: the count starts at zero whatever ran before (this file's other posts,
// other files' on the shared server), and the shared server's /book posts stay unspent.
test("past 10 posts a minute from one client, /book refuses with a message and hands nothing off", async ({
  playwright,
}) => {
  test.setTimeout(SERVER_START_TIMEOUT_MS + 60_000);
  const server = await startServer();
  const request = await playwright.request.newContext({ baseURL: server.url });
  try {
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof request.post>> | undefined;
    for (let post = 1; post <= 11; post++) {
      const response = await request.post("/book", {
        form: enquiry,
        headers: { Origin: server.url },
        maxRedirects: 0,
      });
      statuses.push(response.status());
      if (post === 11) refused = response;
    }
    // The first 10 of the minute are handed off, the 11th is refused.
    expect(statuses).toEqual([...Array(10).fill(303), 429]);
    expect(refused?.headers().location).toBeUndefined();
    expect(await refused?.text()).toContain(
      "Too many attempts. Please wait a minute and try again.",
    );
  } finally {
    await request.dispose();
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
});
