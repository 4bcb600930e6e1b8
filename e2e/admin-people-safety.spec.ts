import { openAsAdmin, signInAsAdminByHttp } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { request as playwrightRequest } from "./support/test";

/**
 * The coach, testimonial and FAQ admin (docs/decisions/admin-area.md "Tests"): markup, scripts and
 * `javascript:` typed into every text field render as inert text on the public pages and in the
 * admin (a dialog would fail the test, and so would a CSP violation), and axe finds nothing on
 * every admin page. Runs on a server of its own (support/own-server.ts).
 */
test.describe.configure({ timeout: 120_000 });

test("markup, scripts and javascript: links typed into every field render as inert text", async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const admin = await playwrightRequest.newContext({ baseURL: origin });
  await signInAsAdminByHttp(admin, origin, OWN_ADMIN);
  // Short enough for the 80-character fields (name, author, region).
  const attack = (field: string) =>
    `${field}<img src=x onerror=alert(1)><script>alert(2)</script>javascript:alert(3)`;
  const created: [string, string][] = [];
  const post = async (path: string, form: Record<string, string>) => {
    const response = await admin.post(`${path}/new`, {
      headers: { Origin: origin },
      form: { intent: "create", published: "on", ...form },
      maxRedirects: 0,
    });
    expect(response.status(), await response.text()).toBe(303);
    created.push([path, response.headers().location?.match(/saved=(\d+)/)?.[1] ?? ""]);
  };
  await post("/admin/coaches", {
    name: attack("name"),
    title: attack("title"),
    quote: attack("quote"),
    bio: attack("bio"),
    image: "coach-1",
    imageAlt: attack("alt"),
    achievements: attack("achievement"),
  });
  await post("/admin/testimonials", {
    text: attack("text"),
    author: attack("author"),
    region: attack("region"),
  });
  await post("/admin/faqs", { question: attack("question"), answer: attack("answer") });

  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto("/coaches");
  await expect(page.getByRole("heading", { level: 3, name: attack("name") })).toBeVisible();
  await expect(page.getByText(attack("bio"))).toBeVisible();
  await page.goto("/testimonial");
  await expect(page.getByText(attack("text"))).toBeAttached();
  await page.goto("/faqs");
  await page.getByText(attack("question")).click();
  await expect(page.getByText(attack("answer"))).toBeVisible();
  await signInAsAdminByHttp(page.request, origin, OWN_ADMIN);
  for (const path of ["/admin/coaches", "/admin/testimonials", "/admin/faqs"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(dialogs).toEqual([]);

  for (const [path, id] of created) {
    const response = await admin.post(path, {
      headers: { Origin: origin },
      form: { intent: "delete", id },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
  }
  await admin.dispose();
});

for (const [path, add] of [
  ["/admin/coaches", "Add a coach"],
  ["/admin/testimonials", "Add a testimonial"],
  ["/admin/faqs", "Add a question"],
] as const) {
  test(`axe finds no violations on ${path}: list, delete confirmation, form`, async ({
    page,
    baseURL,
  }) => {
    await openAsAdmin(page, baseURL ?? "", OWN_ADMIN, path);
    await expectNoAxeViolations(page);
    await page
      .getByRole("link", { name: /^Delete / })
      .first()
      .click();
    await expect(page.getByRole("button", { name: "Yes, delete" })).toBeFocused();
    await expectNoAxeViolations(page);
    // The edit form is the new form with values: one axe run covers both.
    await page.getByRole("link", { name: "Cancel" }).click();
    await page.getByRole("link", { name: add }).click();
    await expect(page.getByRole("heading", { level: 1, name: add })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
