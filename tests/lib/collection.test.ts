import { describe, expect, it } from "vitest";
import { formatAdminTime, parseId, parseMoveDirection } from "~/lib/collection";

describe("parseId", () => {
  it("accepts positive integers written plainly", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId("9007199254740991")).toBe(9007199254740991);
  });

  it("refuses anything else", () => {
    for (const value of [
      "",
      "0",
      "-2",
      "1.5",
      "1e3",
      " 7",
      "7 ",
      "0x10",
      "9007199254740993",
      null,
    ]) {
      expect(parseId(value), String(value)).toBeNull();
    }
    expect(parseId(new Blob(["1"]))).toBeNull();
  });
});

describe("parseMoveDirection", () => {
  it("knows up and down only", () => {
    expect(parseMoveDirection("up")).toBe("up");
    expect(parseMoveDirection("down")).toBe("down");
    expect(parseMoveDirection("UP")).toBeNull();
    expect(parseMoveDirection(undefined)).toBeNull();
  });
});

describe("formatAdminTime", () => {
  it("shows the instant in Asia/Kolkata (UTC+05:30)", () => {
    expect(formatAdminTime("2026-11-23T18:05:00Z")).toBe("23 Nov 2026, 11:35 pm");
  });
});
