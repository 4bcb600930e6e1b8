import { describe, expect, it } from "vitest";
import { formatAlbumDate } from "~/lib/album-view";
import { formatCalendarDate } from "~/lib/dates";
import { formatPostDate } from "~/lib/posts";

describe("formatCalendarDate", () => {
  it("writes a stored date day first, the month in words", () => {
    expect(formatCalendarDate("2026-11-23")).toBe("23 November 2026");
    expect(formatCalendarDate("2027-01-01")).toBe("1 January 2027");
  });

  it("is the date the gallery and the blog show", () => {
    expect(formatAlbumDate("2026-02-28")).toBe(formatCalendarDate("2026-02-28"));
    expect(formatPostDate("2026-02-28")).toBe("28 February 2026");
  });
});
