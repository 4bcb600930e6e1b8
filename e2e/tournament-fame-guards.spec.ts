import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { signInByHttp } from "./support/admin";
import { FOREIGN_SENDERS, URL_SUFFIXES } from "./support/admin-guards";
import { type OwnServer, startServer } from "./support/own-server";
import { type APIRequestContext, expect, request as playwrightRequest, test } from "./support/test";
import { type SeededTournament, seedTournament } from "./support/tournaments";

/**
 * The guards of the full-name consent (docs/decisions/tournaments.md "Hall of fame and players'
 * pages"): the student page's consent action posted signed out, by another family, and by the
 * family from another origin (a foreign Origin, a foreign Referer, none), on page and `.data`
 * URLs: refused (403, or 404 for another family: like a student that does not exist), nothing
 * changed — the family's box stays unticked and the public history page keeps the initial. The
 * family's own tick is the control that the check sees a change. The public pages (hall of fame,
 * history, game) have no action; their 404s are in tournament-hall-of-fame.spec.ts.
 */
test.describe.configure({ mode: "serial" });

const FAMILY = { email: "guard.family@example.test", password: "guard-family-pw-1" };
const OTHER = { email: "guard.other@example.test", password: "guard-other-pw-1" };
const CHILD = "Meera Venkataraman";

let server: OwnServer;
let dataDir = "";
let seeded: SeededTournament;
let family: APIRequestContext;
let other: APIRequestContext;
let childId = 0;
const TICK = { intent: "full-name", fullName: "on" };

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "academy-fame-guards-"));
  seeded = await seedTournament(dataDir, {
    title: "Guarded Rapid",
    rounds: 1,
    players: 3,
    playedRounds: 1,
    families: [
      { ...FAMILY, children: [CHILD], register: true },
      { ...OTHER, children: ["Other Child"] },
    ],
  });
  childId = seeded.families[0]?.students[0]?.id ?? 0;
  server = await startServer({ dataDir });
  family = await playwrightRequest.newContext({ baseURL: server.url });
  await signInByHttp(family, server.url, FAMILY);
  other = await playwrightRequest.newContext({ baseURL: server.url });
  await signInByHttp(other, server.url, OTHER);
});

test.afterAll(async () => {
  await family?.dispose();
  await other?.dispose();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const studentPath = (suffix = "") => `/my-classes/students/${childId}${suffix}`;

/** Whether the family's page shows the box ticked, and the public name on the history page. */
async function consentState(): Promise<{ ticked: boolean; publicName: string }> {
  const page = await (await family.get(studentPath())).text();
  const box = page.match(/<input[^>]*id="full-name"[^>]*>/)?.[0] ?? "";
  expect(box).not.toBe("");
  const history = await playwrightRequest.newContext({ baseURL: server.url });
  const html = await (await history.get(`/tournaments/players/${childId}`)).text();
  await history.dispose();
  const heading = html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? "";
  return { ticked: /\schecked/.test(box), publicName: heading.replace(/&#x27;|&#39;/g, "'") };
}

const UNTICKED = { ticked: false, publicName: "Meera V.'s tournaments" };

test("the family's own tick changes what the check reads (the control)", async () => {
  expect(await consentState()).toEqual(UNTICKED);
  const ticked = await family.post(studentPath(), {
    form: TICK,
    headers: { Origin: server.url },
    maxRedirects: 0,
  });
  expect(ticked.status()).toBe(303);
  expect(await consentState()).toEqual({ ticked: true, publicName: `${CHILD}'s tournaments` });
  const cleared = await family.post(studentPath(), {
    form: { intent: "full-name" },
    headers: { Origin: server.url },
    maxRedirects: 0,
  });
  expect(cleared.status()).toBe(303);
  expect(await consentState()).toEqual(UNTICKED);
});

for (const suffix of URL_SUFFIXES) {
  const kind = suffix ? ".data URL" : "page URL";

  test(`the consent action on the ${kind} signed out is refused with 403, nothing changed`, async () => {
    const anonymous = await playwrightRequest.newContext({ baseURL: server.url });
    const answer = await anonymous.post(studentPath(suffix), {
      form: TICK,
      headers: { Origin: server.url },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(403);
    expect(await answer.text()).not.toContain(CHILD);
    await anonymous.dispose();
    expect(await consentState()).toEqual(UNTICKED);
  });

  test(`the consent action on the ${kind} by another family answers 404, nothing changed`, async () => {
    const answer = await other.post(studentPath(suffix), {
      form: TICK,
      headers: { Origin: server.url },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(404);
    expect(await answer.text()).not.toContain(CHILD);
    const page = await other.get(studentPath(suffix), { maxRedirects: 0 });
    expect(page.status()).toBe(404);
    expect(await page.text()).not.toContain(CHILD);
    expect(await consentState()).toEqual(UNTICKED);
  });

  test(`the consent action on the ${kind} from another origin is refused with 403, nothing changed`, async () => {
    for (const headers of FOREIGN_SENDERS) {
      const answer = await family.post(studentPath(suffix), {
        form: TICK,
        headers,
        maxRedirects: 0,
      });
      expect(answer.status(), JSON.stringify(headers)).toBe(403);
    }
    expect(await consentState()).toEqual(UNTICKED);
  });
}
