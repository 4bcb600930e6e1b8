import { expectNoAxeViolations } from "./support/axe";
import { openHydrated } from "./support/pages";
import { type BrowserContext, expect, type Locator, type Page, test } from "./support/test";

// Demo booking (spec §2 Shared booking modal, §3 Enquiry, §4, §5, §7, §8): the Book Now dialog and
// the About page's inline Get in Touch form hand a five-line enquiry to WhatsApp in a new tab.

/** The business number the server uses (app/config/site.ts default unless WHATSAPP_NUMBER is set). */
const digits = (process.env.WHATSAPP_NUMBER ?? "+91 98765 43210").replace(/\D/g, "");
const EMPTY_ALERT = "Please fill in all fields before submitting.";

/** The floating "Book a Demo" button of the site layout (the home page also has "Book A Demo"). */
const floatingButton = (page: Page) =>
  page.getByRole("button", { name: "Book a Demo", exact: true });

/** The Book Now dialog. */
const bookingDialog = (page: Page) => page.getByRole("dialog", { name: "Book Now" });

/** Answers wa.me locally (there is no network here) so the popup loads and keeps its URL. */
async function stubWhatsApp(context: BrowserContext) {
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>ok" }),
  );
}

/** Records every alert's text (and accepts it) and every popup the page opens. */
async function watch(page: Page) {
  const alerts: string[] = [];
  const popups: Page[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  page.on("popup", (popup) => popups.push(popup));
  // The form alerts or opens WhatsApp in one synchronous submit handler, so once an alert has
  // been seen, this count is final: no waiting for a popup that might still come.
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    const counted = window as Window & { __windowOpenCalls?: number };
    counted.__windowOpenCalls = 0;
    window.open = (...args: Parameters<typeof window.open>) => {
      counted.__windowOpenCalls = (counted.__windowOpenCalls ?? 0) + 1;
      return open(...args);
    };
  });
  const windowOpenCalls = () =>
    page.evaluate(() => (window as Window & { __windowOpenCalls?: number }).__windowOpenCalls);
  return { alerts, popups, windowOpenCalls };
}

/** Fills the five fields of an enquiry form. */
async function fill(
  form: Locator,
  values: { name: string; contact: string; mode?: string; level?: string; location: string },
) {
  await form.getByLabel("Name").fill(values.name);
  await form.getByLabel("Contact No").fill(values.contact);
  if (values.mode) await form.getByLabel("Mode").selectOption({ label: values.mode });
  if (values.level) await form.getByLabel("Level").selectOption({ label: values.level });
  await form.getByLabel("Location").fill(values.location);
}

/** Submits and returns the WhatsApp popup after it has loaded. */
async function submitToWhatsApp(page: Page, submit: Locator): Promise<Page> {
  const popupPromise = page.waitForEvent("popup");
  await submit.click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  return popup;
}

/** The chat number and the decoded text of a wa.me link. */
function parseWhatsApp(url: string) {
  const parsed = new URL(url);
  return {
    origin: parsed.origin,
    number: parsed.pathname.slice(1),
    text: parsed.searchParams.get("text"),
    params: [...parsed.searchParams.keys()],
  };
}

test.describe("Book Now dialog", () => {
  test("opens from the floating Book a Demo button with the spec's title, prompt and fields", async ({
    page,
  }) => {
    await openHydrated(page, "/");
    await expect(bookingDialog(page)).toBeHidden();
    await floatingButton(page).click();
    const dialog = bookingDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 2, name: "Book Now" })).toBeVisible();
    await expect(dialog.getByText("Please fill the below details.")).toBeVisible();
    // Focus moves into the dialog, to the first field.
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await expect(dialog.getByLabel("Contact No")).toHaveAttribute("type", "tel");
    for (const label of ["Name", "Contact No", "Mode", "Level", "Location"]) {
      await expect(dialog.getByLabel(label)).toHaveAttribute("required", "");
    }
    // Mode and level start on disabled placeholders.
    const mode = dialog.getByLabel("Mode");
    const level = dialog.getByLabel("Level");
    await expect(mode).toHaveValue("");
    await expect(level).toHaveValue("");
    await expect(mode.locator("option:checked")).toHaveText("Choose mode");
    await expect(level.locator("option:checked")).toHaveText("Choose level");
    await expect(mode.locator("option", { hasText: "Choose mode" })).toBeDisabled();
    await expect(level.locator("option", { hasText: "Choose level" })).toBeDisabled();
    await expect(mode.locator("option")).toHaveText(["Choose mode", "Online", "Offline"]);
    await expect(level.locator("option")).toHaveText([
      "Choose level",
      "Beginner",
      "Intermediate",
      "Advanced",
      "Master",
      "Grandmaster",
    ]);
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Submit" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();
    // Modal: one dialog per page, the page behind is inert (from the frame after the one that
    // shows it, app/lib/open-modal.ts).
    await expect(page.locator("dialog")).toHaveCount(1);
    await expect.poll(() => dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
  });

  test("the dialog and its whole form are in the page's HTML, and the keyboard opens, closes and reopens it", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/faqs")).text();
    expect(html).toMatch(/<dialog[^>]*id="book-now"/);
    const forms = html.match(/<form[^>]*>/g) ?? [];
    expect(
      forms.some(
        (tag) => tag.includes('action="/book"') && tag.includes("data-submit-when-hydrated"),
      ),
    ).toBe(true);
    await openHydrated(page, "/faqs");
    await floatingButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(bookingDialog(page).getByLabel("Name")).toBeFocused();
    // Escape closes it, and focus is back on the button that opened it.
    await page.keyboard.press("Escape");
    await expect(bookingDialog(page)).toBeHidden();
    await expect(floatingButton(page)).toBeFocused();
    // Space opens it too (the control is a button to assistive technology).
    await page.keyboard.press("Space");
    await expect(bookingDialog(page).getByLabel("Name")).toBeFocused();
    await expect(page).toHaveURL(/\/faqs$/);
  });

  test("has no accessibility violations while open", async ({ page }) => {
    await openHydrated(page, "/contact");
    await floatingButton(page).click();
    await expect(bookingDialog(page)).toBeVisible();
    await expectNoAxeViolations(page, "dialog");
  });

  test("opens from the buttons on the pages", async ({ page }) => {
    const openers: [string, string][] = [
      ["/contact", "Book a Free Demo Class"],
      ["/courses", "Book Now"],
      ["/coaches", "Book A Demo"],
      ["/", "Book A Demo"],
    ];
    for (const [path, label] of openers) {
      await openHydrated(page, path);
      const button = page.getByRole("main").getByRole("button", { name: label, exact: true });
      await button.first().click();
      await expect(bookingDialog(page), `${label} on ${path}`).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(bookingDialog(page)).toBeHidden();
    }
  });

  test("submitting with any field empty alerts and sends nothing", async ({ page, context }) => {
    await stubWhatsApp(context);
    const { alerts, popups, windowOpenCalls } = await watch(page);
    await openHydrated(page, "/gallery");
    await floatingButton(page).click();
    const dialog = bookingDialog(page);
    const submit = dialog.getByRole("button", { name: "Submit" });

    await submit.click();
    await expect.poll(() => alerts.length).toBe(1);
    expect(alerts[0]).toBe(EMPTY_ALERT);

    // Everything filled but a name of spaces: still empty after trimming.
    await fill(dialog, {
      name: "   ",
      contact: "98400 12345",
      mode: "Online",
      level: "Beginner",
      location: "Coimbatore",
    });
    await submit.click();
    await expect.poll(() => alerts.length).toBe(2);
    expect(alerts[1]).toBe(EMPTY_ALERT);

    // Name given, level left on its placeholder.
    await dialog.getByLabel("Name").fill("Asha");
    await dialog.getByLabel("Level").evaluate((s: HTMLSelectElement) => {
      s.value = "";
    });
    await dialog.getByLabel("Level").dispatchEvent("change");
    await submit.click();
    await expect.poll(() => alerts.length).toBe(3);

    expect(await windowOpenCalls()).toBe(0);
    expect(popups).toHaveLength(0);
    // The dialog stays open with what was typed.
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveValue("Asha");
  });

  test("submitting a full form opens the exact WhatsApp chat in a new tab and clears the form", async ({
    page,
    context,
  }) => {
    await stubWhatsApp(context);
    const { alerts } = await watch(page);
    await openHydrated(page, "/");
    const opener = floatingButton(page);
    await opener.click();
    const dialog = bookingDialog(page);
    await fill(dialog, {
      name: "  Asha & Ravi Kumar ",
      contact: "+91 98400-12345",
      mode: "Offline",
      level: "Grandmaster",
      location: "R.S. Puram #2, Coimbatore",
    });
    const popup = await submitToWhatsApp(page, dialog.getByRole("button", { name: "Submit" }));

    const link = parseWhatsApp(popup.url());
    expect(link.origin).toBe("https://wa.me");
    expect(link.number).toBe(digits);
    expect(link.params).toEqual(["text"]);
    expect(link.text).toBe(
      [
        "Name: Asha & Ravi Kumar",
        "Contact No: +91 98400-12345",
        "Mode: Offline",
        "Level: Grandmaster",
        "Location: R.S. Puram #2, Coimbatore",
      ].join("\n"),
    );
    expect(popup.url().startsWith(`https://wa.me/${digits}?text=`)).toBe(true);
    // New tab without a way back to our page (noopener).
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(alerts).toEqual([]);

    // The form is cleared; the dialog stays open (spec §4) and says what happened.
    await expect(dialog).toBeVisible();
    for (const label of ["Name", "Contact No", "Mode", "Level", "Location"]) {
      await expect(dialog.getByLabel(label)).toHaveValue("");
    }
    await expect(dialog.getByRole("status")).toHaveText("Opening WhatsApp… We'll reply soon.");
    await popup.close();

    // Reopening starts without the old status line.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await opener.click();
    await expect(dialog.getByRole("status")).toHaveText("");
  });

  for (const how of ["Cancel", "Close", "Escape"] as const) {
    test(`${how} closes the dialog and gives focus back to the button that opened it`, async ({
      page,
    }) => {
      await openHydrated(page, "/contact");
      const opener = page.getByRole("button", { name: "Book a Free Demo Class" });
      await opener.click();
      const dialog = bookingDialog(page);
      await expect(dialog).toBeVisible();
      if (how === "Escape") await page.keyboard.press("Escape");
      else await dialog.getByRole("button", { name: how, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  }

  test("keyboard only: open with Enter, Tab stays inside, Escape returns to the opener", async ({
    page,
  }) => {
    await openHydrated(page, "/faqs");
    const opener = floatingButton(page);
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = bookingDialog(page);
    await expect(dialog.getByLabel("Name")).toBeFocused();
    // Tabbing through every control never reaches the page behind the modal dialog (after the
    // last control, focus may step out to the browser's own UI, then comes back to the dialog).
    const reached = new Set<string>();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return "outside the page";
        if (!el.closest("dialog")) return `page: ${el.outerHTML.slice(0, 80)}`;
        return el.getAttribute("aria-label") ?? el.textContent?.trim() ?? el.tagName;
      });
      expect(where).not.toMatch(/^page:/);
      reached.add(where);
    }
    for (const control of ["Close", "Cancel", "Submit"]) expect(reached).toContain(control);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the enquiry is shared across pages", async ({ page }) => {
    await openHydrated(page, "/");
    await floatingButton(page).click();
    const dialog = bookingDialog(page);
    await dialog.getByLabel("Name").fill("Meera");
    await dialog.getByLabel("Level").selectOption({ label: "Intermediate" });
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // Client-side navigation: the marker on window survives, so this is the same document.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Courses" })
      .click();
    await expect(page).toHaveURL(/\/courses$/);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);

    await page.getByRole("main").getByRole("button", { name: "Book Now" }).first().click();
    await expect(dialog.getByLabel("Name")).toHaveValue("Meera");
    await expect(dialog.getByLabel("Level")).toHaveValue("intermediate");
  });
});

test.describe("About page: Get in Touch form", () => {
  /** The inline form, named by its "Get in Touch" heading. */
  const inlineForm = (page: Page) =>
    page.getByRole("main").getByRole("form", { name: "Get in Touch" });

  test("has the five fields; its selects have no placeholder", async ({ page }) => {
    await openHydrated(page, "/about");
    const form = inlineForm(page);
    await expect(form).toBeVisible();
    await expect(form.getByLabel("Mode")).toHaveValue("online");
    await expect(form.getByLabel("Level")).toHaveValue("beginner");
    await expect(form.getByLabel("Mode").locator("option")).toHaveText(["Online", "Offline"]);
    await expect(form.getByLabel("Level").locator("option")).toHaveText([
      "Beginner",
      "Intermediate",
      "Advanced",
      "Master",
      "Grandmaster",
    ]);
    await expect(form.getByLabel("Contact No")).toHaveAttribute("type", "tel");
    await expect(form.getByRole("button", { name: "Submit" })).toBeVisible();
    await expect(form.getByRole("button", { name: "Cancel" })).toHaveCount(0);
  });

  test("empty submit alerts and sends nothing", async ({ page, context }) => {
    await stubWhatsApp(context);
    const { alerts, popups, windowOpenCalls } = await watch(page);
    await openHydrated(page, "/about");
    const form = inlineForm(page);
    await form.getByLabel("Name").fill("Kavin");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => alerts.length).toBe(1);
    expect(alerts[0]).toBe(EMPTY_ALERT);
    expect(await windowOpenCalls()).toBe(0);
    expect(popups).toHaveLength(0);
  });

  test("filled submit opens the WhatsApp chat (untouched selects send Online / Beginner)", async ({
    page,
    context,
  }) => {
    await stubWhatsApp(context);
    await openHydrated(page, "/about");
    const form = inlineForm(page);
    await fill(form, { name: "Kavin", contact: "044 2345 6789", location: "Chennai" });
    const popup = await submitToWhatsApp(page, form.getByRole("button", { name: "Submit" }));
    const link = parseWhatsApp(popup.url());
    expect(link.number).toBe(digits);
    expect(link.text).toBe(
      "Name: Kavin\nContact No: 044 2345 6789\nMode: Online\nLevel: Beginner\nLocation: Chennai",
    );
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByLabel("Location")).toHaveValue("");

    const second = await (async () => {
      await fill(form, {
        name: "Divya",
        contact: "98765",
        mode: "Offline",
        level: "Advanced",
        location: "Tiruppur",
      });
      return submitToWhatsApp(page, form.getByRole("button", { name: "Submit" }));
    })();
    expect(parseWhatsApp(second.url()).text).toBe(
      "Name: Divya\nContact No: 98765\nMode: Offline\nLevel: Advanced\nLocation: Tiruppur",
    );
  });

  test("shares its state with the Book Now dialog", async ({ page }) => {
    await openHydrated(page, "/about");
    await inlineForm(page).getByLabel("Name").fill("Shared Name");
    await floatingButton(page).click();
    await expect(bookingDialog(page).getByLabel("Name")).toHaveValue("Shared Name");
  });
});
