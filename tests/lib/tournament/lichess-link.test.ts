import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  LICHESS_LINK_PATTERN,
  parseLichessLink,
  roundPlayLink,
} from "~/lib/tournament/lichess-link";

/**
 * A round's Lichess link as the arbiter types it (docs/decisions/tournaments.md "Online
 * tournaments"): any text is read without throwing, only https links on lichess.org are taken,
 * and what is taken is what the database's CHECK accepts.
 */

const stored = new RegExp(LICHESS_LINK_PATTERN);
const PATH_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/_-".split("");

describe("parseLichessLink", () => {
  it("takes https links on lichess.org, as stored, and empty text as none", () => {
    expect(parseLichessLink("https://lichess.org/swiss/AbCd1234")).toEqual({
      ok: true,
      link: "https://lichess.org/swiss/AbCd1234",
    });
    expect(parseLichessLink("  HTTPS://Lichess.ORG/tournament/x_Y-9/  ")).toEqual({
      ok: true,
      link: "https://lichess.org/tournament/x_Y-9/",
    });
    expect(parseLichessLink("")).toEqual({ ok: true, link: null });
    expect(parseLichessLink(" \t\n ")).toEqual({ ok: true, link: null });
  });

  it("refuses anything else: http, another host, a query, an empty path, not text", () => {
    for (const typed of [
      "http://lichess.org/swiss/AbCd1234",
      "https://lichess.org.example.com/swiss/AbCd1234",
      "https://www.lichess.org/swiss/AbCd1234",
      "https://example.com/https://lichess.org/swiss/AbCd1234",
      "https://user@lichess.org/swiss/AbCd1234",
      "https://lichess.org:8080/swiss/AbCd1234",
      "https://lichess.org/",
      "https://lichess.org",
      "https://lichess.org/swiss/AbCd1234?x=1",
      "https://lichess.org/swiss/AbCd1234#top",
      "https://lichess.org/swiss/../admin",
      "https://lichess.org/swiss/Ab Cd",
      "https://lichess.org/swiss/Ab\nhttps://lichess.org/x",
      "javascript:alert(1)//https://lichess.org/x",
      "lichess.org/swiss/AbCd1234",
      `https://lichess.org/${"a".repeat(101)}`,
    ]) {
      expect(parseLichessLink(typed), typed).toEqual({ ok: false });
    }
    for (const value of [undefined, null, 42, {}, ["https://lichess.org/x"]]) {
      expect(parseLichessLink(value)).toEqual({ ok: false });
    }
  });

  it("reads any text without throwing; what it takes matches the database's pattern", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary", maxLength: 300 }),
          fc.string().map((s) => `https://lichess.org/${s}`),
          fc.anything(),
        ),
        (typed) => {
          const read = parseLichessLink(typed);
          if (read.ok && read.link !== null) {
            expect(read.link).toMatch(stored);
            expect(read.link.startsWith("https://lichess.org/")).toBe(true);
          }
        },
      ),
    );
  });

  it("takes every path of 1–100 allowed characters, and none with another character", () => {
    const path = fc.array(fc.constantFrom(...PATH_CHARS), { minLength: 1, maxLength: 100 });
    fc.assert(
      fc.property(path, (chars) => {
        const link = `https://lichess.org/${chars.join("")}`;
        expect(parseLichessLink(link)).toEqual({ ok: true, link });
      }),
    );
    fc.assert(
      fc.property(
        path,
        fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !PATH_CHARS.includes(c.trim())),
        fc.nat(),
        (chars, odd, at) => {
          if (odd.trim() === "") return;
          const list = [...chars];
          list.splice(at % (list.length + 1), 0, odd);
          expect(parseLichessLink(`https://lichess.org/${list.join("")}`)).toEqual({ ok: false });
        },
      ),
    );
  });
});

describe("roundPlayLink", () => {
  it("shows a round's link only when the event is online", () => {
    const link = "https://lichess.org/swiss/AbCd1234";
    expect(roundPlayLink("online", link)).toBe(link);
    expect(roundPlayLink("centre", link)).toBeNull();
    expect(roundPlayLink("address", link)).toBeNull();
    expect(roundPlayLink("online", null)).toBeNull();
    expect(roundPlayLink("online", "http://example.com/")).toBeNull();
  });
});
