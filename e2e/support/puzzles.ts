import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";

/** A puzzle as the admin's form posts it (docs/decisions/puzzles.md "The admin's side"). */
export type PuzzleFields = {
  title: string;
  slug?: string;
  fen: string;
  side: "w" | "b";
  solution: string;
  hint: string;
  difficulty: "beginner" | "intermediate" | "advanced";
  themes?: string;
  explanation: string;
  publishDate: string;
  published?: boolean;
};

/** Philidor's legacy, White to move: a smothered mate in four (the bench seeds the same). */
export const SMOTHERED: PuzzleFields = {
  title: "Smothered mate in four",
  slug: "smothered-mate-in-four",
  fen: "r6k/6pp/8/6N1/8/1Q6/8/6K1 w - - 0 1",
  side: "w",
  solution: "1. Nf7+ Kg8 2. Nh6+ Kh8 3. Qg8+ Rxg8 4. Nf7#",
  hint: "Check with the knight, then offer the queen on g8.",
  difficulty: "intermediate",
  themes: "smothered mate, sacrifice",
  explanation: "The queen sacrifice drags the rook to g8, where it walls in its own king.",
  publishDate: "2026-01-01",
  published: true,
};

/** A date in India `days` from today, YYYY-MM-DD. */
export function kolkataDate(days = 0): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-CA", {
    timeZone: "Asia/Kolkata",
  });
}

/** The form body of a puzzle ("published" only when ticked, as a browser sends a checkbox). */
export function puzzleForm(puzzle: PuzzleFields): Record<string, string> {
  const { published, ...rest } = puzzle;
  return { slug: "", themes: "", ...rest, ...(published ? { published: "on" } : {}) };
}

/**
 * Creates a puzzle through the New puzzle form action.
 * @param admin a request context signed in as the admin
 * @returns the new puzzle's id (from the list's `?saved=` redirect)
 */
export async function createPuzzleByHttp(
  admin: APIRequestContext,
  baseURL: string,
  puzzle: PuzzleFields,
): Promise<string> {
  const response = await admin.post("/admin/puzzles/new", {
    headers: { Origin: baseURL },
    form: puzzleForm(puzzle),
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(303);
  const id = response.headers().location?.match(/\?saved=(\d+)&created=1$/)?.[1];
  expect(id).toBeTruthy();
  return id ?? "";
}

/** The ids of every puzzle in the admin's list (its Edit links). */
export async function puzzleIds(admin: APIRequestContext): Promise<string[]> {
  const html = await (await admin.get("/admin/puzzles")).text();
  return [...html.matchAll(/href="\/admin\/puzzles\/(\d+)"/g)].map((m) => m[1]);
}

/**
 * Deletes every puzzle, so a spec starts (and leaves) the worker's server without puzzles: the
 * home page of the other specs has no puzzle section.
 * @param admin a request context signed in as the admin
 */
export async function clearPuzzles(admin: APIRequestContext, baseURL: string) {
  for (const id of await puzzleIds(admin)) {
    const response = await admin.post("/admin/puzzles", {
      headers: { Origin: baseURL },
      form: { intent: "delete", id },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
  }
  expect(await puzzleIds(admin)).toEqual([]);
}
