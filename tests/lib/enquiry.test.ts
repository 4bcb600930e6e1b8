import { describe, expect, it } from "vitest";
import {
  ENQUIRY_FIELDS,
  emptyEnquiry,
  LEVELS,
  levelLabel,
  MODES,
  modeLabel,
  validateEnquiry,
} from "~/lib/enquiry";

const valid = {
  name: "Asha",
  contactNo: "98765 43210",
  mode: "offline",
  level: "intermediate",
  location: "Coimbatore",
};

describe("validateEnquiry (spec §5: all five fields required)", () => {
  it("accepts a complete enquiry and trims its text", () => {
    const result = validateEnquiry({ ...valid, name: "  Asha ", location: " Tiruppur\n" });
    expect(result).toEqual({
      ok: true,
      enquiry: { ...valid, name: "Asha", location: "Tiruppur" },
    });
  });

  it("puts each text field on one line: control characters become spaces (NUL, CR, LF, tab, C1, U+2028)", () => {
    const result = validateEnquiry({
      ...valid,
      name: 'Asha\n=HYPERLINK("x")',
      contactNo: "\u000098765\t43210\r",
      location: "Coimbatore\r\u0085\u2029North\u007f",
    });
    expect(result).toEqual({
      ok: true,
      enquiry: {
        ...valid,
        name: 'Asha =HYPERLINK("x")',
        contactNo: "98765 43210",
        location: "Coimbatore North",
      },
    });
    expect(validateEnquiry({ ...valid, name: "\u0000\u0001\r\n" })).toEqual({
      ok: false,
      invalid: ["name"],
    });
  });

  it("accepts any contact text: no format or length rule", () => {
    expect(validateEnquiry({ ...valid, contactNo: "x" }).ok).toBe(true);
  });

  it("accepts every mode and level", () => {
    for (const { value: mode } of MODES) {
      for (const { value: level } of LEVELS) {
        expect(validateEnquiry({ ...valid, mode, level }).ok).toBe(true);
      }
    }
  });

  for (const field of ENQUIRY_FIELDS) {
    for (const [what, value] of [
      ["empty", ""],
      ["whitespace", "  \t\n "],
      ["missing", undefined],
    ] as const) {
      it(`rejects ${what} ${field}`, () => {
        const draft: Record<string, unknown> = { ...valid, [field]: value };
        if (value === undefined) delete draft[field];
        expect(validateEnquiry(draft)).toEqual({ ok: false, invalid: [field] });
      });
    }
  }

  it("rejects an unknown mode or level", () => {
    expect(validateEnquiry({ ...valid, mode: "hybrid" })).toEqual({ ok: false, invalid: ["mode"] });
    expect(validateEnquiry({ ...valid, level: "Beginner" })).toEqual({
      ok: false,
      invalid: ["level"],
    });
    expect(validateEnquiry({ ...valid, mode: " online" })).toEqual({
      ok: false,
      invalid: ["mode"],
    });
    expect(validateEnquiry({ ...valid, level: "expert" })).toEqual({
      ok: false,
      invalid: ["level"],
    });
  });

  it("lists every invalid field of an empty form, in form order", () => {
    expect(validateEnquiry(emptyEnquiry)).toEqual({ ok: false, invalid: [...ENQUIRY_FIELDS] });
  });

  it("rejects values that are not strings", () => {
    expect(validateEnquiry({ ...valid, name: 42 })).toEqual({ ok: false, invalid: ["name"] });
    expect(validateEnquiry(null).ok).toBe(false);
  });
});

describe("labels (spec §9: 2 modes, 5 levels)", () => {
  it("lists the modes and levels in order with their labels", () => {
    expect(MODES.map((m) => m.label)).toEqual(["Online", "Offline"]);
    expect(LEVELS.map((l) => l.label)).toEqual([
      "Beginner",
      "Intermediate",
      "Advanced",
      "Master",
      "Grandmaster",
    ]);
    expect(modeLabel("offline")).toBe("Offline");
    expect(levelLabel("grandmaster")).toBe("Grandmaster");
  });
});
