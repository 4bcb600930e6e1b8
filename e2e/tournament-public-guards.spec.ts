import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { signInByHttp } from "./support/admin";
import { FOREIGN_SENDERS, URL_SUFFIXES } from "./support/admin-guards";
import { type OwnServer, startServer } from "./support/own-server";
import { SERVER_START_TIMEOUT_MS } from "./support/server-process";
import { type APIRequestContext, expect, request as playwrightRequest, test } from "./support/test";
import { type SeededTournament, seedTournament } from "./support/tournaments";

/**
 * The guards of the public tournament page's actions (docs/decisions/tournaments.md "Public
 * pages"): register and withdraw, on page and `.data` URLs, from an anonymous visitor, from a
 * foreign origin, and from another family with the first family's student and player ids:
 * refused, nothing changed, and no answer names the other family's child.
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

const SECRET = "Guarded Lakshmi";
const A = { email: "guard-a@example.test", password: "guard-pw-a" };
const B = { email: "guard-b@example.test", password: "guard-pw-b" };
let server: OwnServer | undefined;
let seeded: SeededTournament;
let dataDir = "";
let familyA: APIRequestContext;
let familyB: APIRequestContext;
let studentA = "";
let studentA2 = "";
let playerA = "";
let categoryId = "";
let baseline = "";

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS + 120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "academy-tournament-guards-"));
  seeded = await seedTournament(dataDir, {
    players: 2,
    families: [
      { ...A, children: [SECRET], register: true },
      { ...A, email: "guard-a2@example.test", children: ["Second Secretname"] },
      { ...B, children: ["Bala Other"] },
    ],
  });
  server = await startServer({ dataDir });
  studentA = String(seeded.families[0]?.students[0]?.id);
  studentA2 = String(seeded.families[1]?.students[0]?.id);
  playerA = String(seeded.players.find((p) => p.name === SECRET)?.id);
  categoryId = String(seeded.categories[0]?.id);
  familyA = await playwrightRequest.newContext({ baseURL: server.url });
  await signInByHttp(familyA, server.url, A);
  familyB = await playwrightRequest.newContext({ baseURL: server.url });
  await signInByHttp(familyB, server.url, B);
  baseline = await state();
  expect(baseline).toContain("3 players registered.");
});

test.afterAll(async () => {
  await familyA?.dispose();
  await familyB?.dispose();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const pagePath = (suffix = "") => `/tournaments/${seeded.slug}${suffix}`;

/** What the registrations are: the player count and family A's entries, read as family A. */
async function state(): Promise<string> {
  const html = await (await familyA.get(pagePath())).text();
  return JSON.stringify({
    count: /\d+ players? registered\./.exec(html)?.[0],
    registered: html.match(/>Registered</g)?.length ?? 0,
    withdrawn: html.match(/>Withdrawn</g)?.length ?? 0,
  });
}

/** The actions another family may try with family A's ids. */
const attempts = (): { name: string; form: Record<string, string> }[] => [
  { name: "register A's child", form: { intent: "register", studentId: studentA, categoryId } },
  { name: "register A2's child", form: { intent: "register", studentId: studentA2, categoryId } },
  { name: "withdraw A's player", form: { intent: "withdraw", playerId: playerA } },
  { name: "withdraw a missing player", form: { intent: "withdraw", playerId: "999999" } },
];

for (const suffix of URL_SUFFIXES) {
  test(`anonymous register and withdraw on ${suffix || "page"} URLs are refused with 403`, async ({
    request,
  }) => {
    for (const attempt of attempts()) {
      const answer = await request.post(`${server?.url}${pagePath(suffix)}`, {
        form: attempt.form,
        headers: { Origin: server?.url ?? "" },
        maxRedirects: 0,
      });
      expect(answer.status(), attempt.name).toBe(403);
      expect(await answer.text()).not.toContain(SECRET);
    }
    expect(await state()).toEqual(baseline);
  });

  test(`a family's own session from another origin on ${suffix || "page"} URLs is refused with 403`, async () => {
    for (const headers of FOREIGN_SENDERS) {
      for (const attempt of attempts()) {
        const answer = await familyA.post(pagePath(suffix), {
          form: attempt.form,
          headers,
          maxRedirects: 0,
        });
        expect(answer.status(), `${attempt.name} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    expect(await state()).toEqual(baseline);
  });

  test(`another family with A's ids on ${suffix || "page"} URLs gets 404 and no child's name`, async () => {
    for (const attempt of attempts()) {
      const answer = await familyB.post(pagePath(suffix), {
        form: attempt.form,
        headers: { Origin: server?.url ?? "" },
        maxRedirects: 0,
      });
      expect(answer.status(), attempt.name).toBe(404);
      const text = await answer.text();
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain("Second Secretname");
    }
    expect(await state()).toEqual(baseline);
  });
}

test("the anonymous page and its .data name children by first name and initial only", async ({
  request,
}) => {
  for (const suffix of URL_SUFFIXES) {
    const text = await (await request.get(`${server?.url}${pagePath(suffix)}`)).text();
    expect(text).toContain("Guarded L.");
    expect(text).not.toContain(SECRET);
  }
  const other = await (await familyB.get(pagePath())).text();
  expect(other).not.toContain(SECRET);
  expect(other).toContain("Bala Other");
});
