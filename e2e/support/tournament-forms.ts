import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";
import { createEventByHttp } from "./events";

/**
 * Helpers of the tournament specs (docs/decisions/tournaments.md "Arbiter pages"): a tournament
 * event made with the admin's event form, its tournament made with /admin/tournaments' form, and
 * walk-ins added on its arbiter page, all over HTTP.
 */

/** A new tournament event (published, 14 Mar 2099 at the centre) with the given slug; its id. */
export function createTournamentEventByHttp(
  admin: APIRequestContext,
  baseURL: string,
  slug: string,
  title = "Academy Rapid Open",
): Promise<string> {
  return createEventByHttp(admin, baseURL, { title, slug, category: "tournament" });
}

/** /admin/tournaments' create form for an event: a 5-round Swiss, fee ₹250, two categories. */
export function tournamentForm(eventId: string, overrides: Record<string, string> = {}) {
  return {
    intent: "create",
    event: eventId,
    system: "swiss",
    rounds: "5",
    timeControl: "15 min + 10 s per move",
    seeding: "fide",
    deadline: "2099-03-13T18:00",
    entry: "anyone",
    tieBreak1: "BH-C1",
    tieBreak2: "BH",
    tieBreak3: "SB",
    tieBreak4: "",
    categories: "Under-12\nOpen",
    entryFee: "250",
    ...overrides,
  };
}

/** Creates a tournament through /admin/tournaments (the admin's same-origin POST, 200). */
export async function createTournamentByHttp(
  admin: APIRequestContext,
  baseURL: string,
  eventId: string,
  overrides: Record<string, string> = {},
): Promise<void> {
  const response = await admin.post("/admin/tournaments", {
    form: tournamentForm(eventId, overrides),
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Adds a walk-in on the arbiter page (same-origin POST, 200). */
export async function addWalkInByHttp(
  arbiter: APIRequestContext,
  baseURL: string,
  slug: string,
  player: { name: string; rating?: string; fideId?: string; category?: string },
): Promise<void> {
  const response = await arbiter.post(`/tournaments/${slug}/arbiter`, {
    form: { intent: "walk-in", rating: "", fideId: "", category: "", ...player },
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Pairs the next round on the arbiter page (303 to the round's page). */
export async function pairByHttp(
  arbiter: APIRequestContext,
  baseURL: string,
  slug: string,
): Promise<void> {
  const response = await arbiter.post(`/tournaments/${slug}/arbiter`, {
    form: { intent: "pair" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(303);
}
