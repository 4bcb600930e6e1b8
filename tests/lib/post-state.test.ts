import { describe, expect, it } from "vitest";
import { postState } from "~/lib/posts";

/**
 * Whether visitors see a post yet (docs/decisions/admin-area.md "Blog"): a published post goes live
 * on its date.
 */
describe("postState", () => {
  it("is draft, scheduled before the publish date, live from it (India's date)", () => {
    const today = "2026-11-25";
    expect(postState({ published: false, publishDate: "2026-11-01" }, today)).toBe("draft");
    expect(postState({ published: false, publishDate: "2026-12-01" }, today)).toBe("draft");
    expect(postState({ published: true, publishDate: "2026-11-26" }, today)).toBe("scheduled");
    expect(postState({ published: true, publishDate: "2026-11-25" }, today)).toBe("live");
    expect(postState({ published: true, publishDate: "2025-01-01" }, today)).toBe("live");
  });
});
