import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { newStudent } from "./support/accounts";
import { signInByHttp } from "./support/admin";
import { axeViolations } from "./support/axe";
import { type OwnServer, startServer } from "./support/own-server";
import { expect, test } from "./support/test";
import { seedTournament } from "./support/tournaments";

/**
 * A tournament's entry fee on the family's invoice, in the browser (docs/decisions/fees.md "Entry
 * fees"): a Swiss with a ₹350 entry fee whose round 1 is played, seeded with a family that
 * registered its child; the invoice job runs by itself when the server starts, and the family's
 * Fees page and the invoice show the entry line, on a phone.
 */
test.setTimeout(180_000);

const TITLE = "Fees Cup Rapid";
const parent = newStudent("entry-fee-parent");
let server: OwnServer | undefined;

test.afterAll(async () => {
  if (server) {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
});

test("the job bills the entry fee at start: the family's Fees page and the invoice show the line", async ({
  browser,
}) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "academy-e2e-entry-fee-"));
  await seedTournament(dataDir, {
    title: TITLE,
    players: 3,
    entryFeePaise: 35000,
    playedRounds: 1,
    families: [
      {
        email: parent.email,
        password: parent.password,
        children: ["Anu Raman"],
        register: true,
      },
    ],
  });
  server = await startServer({ dataDir });
  const phone = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 360, height: 780 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await phone.newPage();
  await signInByHttp(page.request, server.url, parent);
  // The job runs in the background at start: nobody presses anything.
  await expect
    .poll(async () => (await page.request.get("/my-classes/fees")).text(), { timeout: 30_000 })
    .toContain("Open invoice");
  await page.goto("/my-classes/fees");
  await expect(page.getByTestId("total-due")).toHaveText("Total due: ₹350");
  await page.getByRole("link", { name: /^Open invoice / }).click();
  await expect(page.getByTestId("invoice-total")).toHaveText("₹350");
  const line = page.getByRole("row").filter({ hasText: `Entry fee: ${TITLE}` });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("Anu Raman");
  await expect(line).toContainText("₹350");
  expect(await axeViolations(page)).toEqual([]);
  await phone.close();
});
