import { describe, expect, it } from "vitest";
import { publicPlayerName } from "~/lib/tournament/names";

/** docs/decisions/tournaments.md "Names". */
describe("publicPlayerName", () => {
  const student = (name: string, consent: Date | null = null) => ({
    name,
    walkIn: false,
    fullNameConsentAt: consent,
  });

  it("shows a student as first name and initial", () => {
    expect(publicPlayerName(student("Arjun Krishnan"))).toBe("Arjun K.");
    expect(publicPlayerName(student("  Meena   Lakshmi  iyer "))).toBe("Meena I.");
    expect(publicPlayerName(student("Diya"))).toBe("Diya");
  });

  it("shows the full name once the family agreed", () => {
    expect(publicPlayerName(student("Arjun Krishnan", new Date()))).toBe("Arjun Krishnan");
  });

  it("shows a walk-in by the name the arbiter entered", () => {
    expect(
      publicPlayerName({ name: "Ravi Shankar Walk-in", walkIn: true, fullNameConsentAt: null }),
    ).toBe("Ravi Shankar Walk-in");
  });
});
