import { newStudent } from "./support/accounts";
import { registerUserByHttp, signInAsAdminByHttp } from "./support/admin";
import { adminGuardMatrix, type GuardedAction, type UrlSuffix } from "./support/admin-guards";
import { acceptInvitationByHttp, createCoachByHttp, inviteCoachByHttp } from "./support/coaching";
import { createEventByHttp } from "./support/events";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { type APIRequestContext, request as playwrightRequest } from "./support/test";
import {
  addWalkInByHttp,
  createTournamentByHttp,
  createTournamentEventByHttp,
  pairByHttp,
  tournamentForm,
} from "./support/tournament-forms";

/**
 * The guards of the arbiter pages (docs/decisions/tournaments.md "Arbiter pages"): every action
 * of /admin/tournaments, a tournament's arbiter page and a round's page (the tournament is online,
 * so the round's Lichess link form is there too), posted without a
 * session, from a family's account, and from another origin (or none) with the admin's session,
 * on page and `.data` URLs: 403, nothing changed. The arbiter pages and the report file send a
 * signed-out visitor to sign in and answer a family 403, with no player's name in any refused
 * answer; a coach's account opens them. A server of its own.
 */
test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
let baseURL = "";
let baseline: unknown;
let eventId = "";
let freeEventId = "";
const SECRET = "Guarded Kavya";
const slug = `guarded-open-${Date.now().toString(36)}`;
const arbiterPath = `/tournaments/${slug}/arbiter`;
const roundPath = `${arbiterPath}/rounds/1`;
const trfPath = `/tournaments/${slug}/report.trf`;
const LINK = "https://lichess.org/swiss/Guarded1";
let playerId = "";
let gameId = "";

/** What the admin sees of the tournaments: the list, the players, round 1's pairings. */
async function storedState() {
  const read = async (path: string) => {
    const response = await admin.get(path);
    expect(response.status(), path).toBe(200);
    return response.text();
  };
  const list = await read("/admin/tournaments");
  const arbiter = await read(arbiterPath);
  const round = await read(roundPath);
  return {
    list: [...list.matchAll(/data-tournament="(\d+)"[\s\S]*?<\/li>/g)].map((m) => m[0]),
    players: [...arbiter.matchAll(/data-player="\d+"[\s\S]*?<\/li>/g)].map((m) => m[0]),
    rounds: (arbiter.match(/Pair round \d+/) ?? [])[0],
    pairings: [...round.matchAll(/data-pairing="\d+"[^>]*>([^<]*)</g)].map((m) => m[1]),
    published: round.includes("Publish round 1"),
    link: (round.match(/<input[^>]*name="link"[^>]*>/) ?? [""])[0],
    trf: await read(trfPath),
  };
}

test.beforeAll(async ({ workerServer }) => {
  baseURL = workerServer.url;
  admin = await playwrightRequest.newContext({ baseURL });
  await signInAsAdminByHttp(admin, baseURL, OWN_ADMIN);
  eventId = await createEventByHttp(admin, baseURL, {
    title: "Guarded Open",
    slug,
    category: "tournament",
    venueKind: "online",
  });
  freeEventId = await createTournamentEventByHttp(admin, baseURL, `${slug}-free`, "Free Open");
  await createTournamentByHttp(admin, baseURL, eventId, { categories: "" });
  for (const name of [SECRET, "Guarded Rohan", "Guarded Meera"]) {
    await addWalkInByHttp(admin, baseURL, slug, { name });
  }
  const arbiter = await (await admin.get(arbiterPath)).text();
  [, playerId = ""] = arbiter.match(/data-player="(\d+)"/) ?? [];
  await pairByHttp(admin, baseURL, slug);
  const round = await (await admin.get(roundPath)).text();
  [, gameId = ""] = round.match(/<option value="(\d+)"/) ?? [];
  expect(playerId).not.toBe("");
  const linked = await admin.post(roundPath, {
    form: { intent: "link", link: LINK },
    headers: { Origin: baseURL },
  });
  expect(linked.status(), await linked.text()).toBe(200);
  baseline = await storedState();
  // The round's link is in what is compared: a refused post neither changes nor clears it.
  expect((baseline as { link: string }).link).toContain(`value="${LINK}"`);
});

test.afterAll(async () => {
  await admin?.dispose();
});

/** Every arbiter action, on the page or `.data` URL. */
function actions(suffix: UrlSuffix): GuardedAction[] {
  const list = `/admin/tournaments${suffix}`;
  const arbiter = `${arbiterPath}${suffix}`;
  const round = `${roundPath}${suffix}`;
  return [
    { name: "create", url: list, form: tournamentForm(freeEventId) },
    { name: "walk-in", url: arbiter, form: { intent: "walk-in", name: "Intruder" } },
    { name: "withdraw", url: arbiter, form: { intent: "withdraw", player: playerId } },
    { name: "pair", url: arbiter, form: { intent: "pair" } },
    { name: "swap", url: round, form: { intent: "swap", a: playerId, b: gameId } },
    { name: "publish", url: round, form: { intent: "publish" } },
    { name: "result", url: round, form: { intent: "result", [`result-${gameId}`]: "1-0" } },
    { name: "save", url: round, form: { intent: "save", [`result-${gameId}`]: "1-0" } },
    {
      name: "link",
      url: round,
      form: { intent: "link", link: "https://lichess.org/swiss/Intruder1" },
    },
    { name: "link-clear", url: round, form: { intent: "link", link: "" } },
    {
      name: "pgn",
      url: round,
      multipart: { intent: "pgn", game: gameId, pgn: "1. e4 e5 *" },
    },
  ];
}

adminGuardMatrix({
  what: "tournament arbiter action",
  pages: () => ["/admin/tournaments"],
  secret: SECRET,
  actions,
  context: () => ({ admin, baseline }),
  state: storedState,
});

const ARBITER_PAGES = () => [arbiterPath, roundPath];

test("the arbiter pages and the report file send a signed-out visitor to sign in, names left out", async ({
  request,
}) => {
  for (const path of [...ARBITER_PAGES(), trfPath]) {
    const page = await request.get(path, { maxRedirects: 0 });
    expect(page.status(), path).toBe(302);
    // A page names itself to come back to; the report file (a download) does not.
    expect(page.headers().location, path).toBe(
      path === trfPath ? "/login" : `/login?redirectTo=${encodeURIComponent(path)}`,
    );
    expect(await page.text(), path).not.toContain(SECRET);
  }
  for (const path of ARBITER_PAGES()) {
    const data = await request.get(`${path}.data`, { maxRedirects: 0 });
    expect(data.status(), path).toBe(202);
    const body = await data.text();
    expect(body).toContain("/login");
    expect(body).not.toContain(SECRET);
  }
});

test("a family's account gets 403 from the arbiter pages and the report file, names left out", async () => {
  const family = await playwrightRequest.newContext({ baseURL });
  await registerUserByHttp(family, baseURL, newStudent("arbiter-guard-family"));
  for (const path of [
    ...ARBITER_PAGES(),
    ...ARBITER_PAGES().map((p) => `${p}.data`),
    trfPath,
    `/tournaments/no-such-slug/arbiter`,
  ]) {
    const response = await family.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(403);
    expect(await response.text(), path).not.toContain(SECRET);
  }
  await family.dispose();
});

test("a coach's account runs the tournament: the arbiter pages and the report file open; a missing one is 404", async () => {
  const coachId = await createCoachByHttp(admin, baseURL, "Coach Guarded");
  const account = newStudent("arbiter-guard-coach");
  const coach = await playwrightRequest.newContext({ baseURL });
  await registerUserByHttp(coach, baseURL, account);
  const link = await inviteCoachByHttp(admin, baseURL, coachId, account.email);
  await acceptInvitationByHttp(coach, baseURL, link);
  for (const path of [...ARBITER_PAGES(), trfPath]) {
    const response = await coach.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
  const trf = await coach.get(trfPath);
  expect(trf.headers()["content-type"]).toBe("text/plain; charset=us-ascii");
  expect(trf.headers()["content-disposition"]).toBe(`attachment; filename="${slug}.trf"`);
  const batches = await (await coach.get("/my-batches")).text();
  expect(batches).toContain(`href="${arbiterPath}"`);
  for (const path of ["/tournaments/no-such-slug/arbiter", `${arbiterPath}/rounds/9`]) {
    const response = await coach.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
  await coach.dispose();
  expect(await storedState()).toEqual(baseline);
});
