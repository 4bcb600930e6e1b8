import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimalRupees, MAX_AMOUNT_PAISE, parseRupees, rupees, share } from "~/lib/money";

/**
 * Money as integer paise (app/lib/money.ts; docs/decisions/fees.md "Paise"): amounts in words and
 * with two decimals read back to the same paise, typed rupees are read digit by digit and
 * anything else is refused, and a share of an amount rounds to the nearest paisa without losing
 * or inventing more than the one paisa a half can give.
 */

const paise = fc.integer({ min: 0, max: MAX_AMOUNT_PAISE });

describe("amounts in words", () => {
  it.each([
    [0, "₹0"],
    [5, "₹0.05"],
    [250000, "₹2,500"],
    [250050, "₹2,500.50"],
    [12500000, "₹1,25,000"],
    [MAX_AMOUNT_PAISE, "₹10,00,000"],
    [-30000, "−₹300"],
    [-27778, "−₹277.78"],
  ])("%i paise are %s", (amount, words) => {
    expect(rupees(amount)).toBe(words);
  });

  it.each([
    [0, "0.00"],
    [7, "0.07"],
    [250000, "2500.00"],
    [250050, "2500.50"],
    [MAX_AMOUNT_PAISE, "1000000.00"],
  ])("%i paise with two decimals are %s", (amount, text) => {
    expect(decimalRupees(amount)).toBe(text);
  });
});

describe("rupees as the admin types them", () => {
  it.each([
    ["2500", 250000],
    ["2,500", 250000],
    ["2500.5", 250050],
    ["2500.05", 250005],
    ["₹ 2,500.50", 250050],
    ["Rs. 2,500", 250000],
    [" 0 ", 0],
    ["10,00,000", MAX_AMOUNT_PAISE],
  ])("%j is %i paise", (text, amount) => {
    expect(parseRupees(text)).toBe(amount);
  });

  it.each([
    ["2500.505"],
    ["0.001"],
    ["-2500"],
    ["+2500"],
    ["−2500"],
    ["2500a"],
    ["abc"],
    ["1e3"],
    ["2500."],
    [".50"],
    [""],
    ["10,00,000.01"],
    ["1000001"],
    ["999999999"],
    ["१२३"],
  ])("%j is refused", (text) => {
    expect(parseRupees(text)).toBeNull();
  });

  it("refuses what is not a string", () => {
    for (const value of [2500, null, undefined, {}, ["2500"]]) {
      expect(parseRupees(value), String(value)).toBeNull();
    }
  });

  it("reads back every amount in range, in words and with two decimals", () => {
    fc.assert(
      fc.property(paise, (amount) => {
        expect(parseRupees(decimalRupees(amount))).toBe(amount);
        expect(parseRupees(rupees(amount))).toBe(amount);
      }),
      { numRuns: 2000 },
    );
  });

  it("refuses every amount above the maximum, and every amount with three decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_AMOUNT_PAISE + 1, max: 99_999_999_999 }), (amount) => {
        expect(parseRupees(decimalRupees(amount))).toBeNull();
      }),
    );
    fc.assert(
      fc.property(paise, fc.integer({ min: 0, max: 9 }), (amount, third) => {
        expect(parseRupees(`${decimalRupees(amount)}${third}`)).toBeNull();
      }),
    );
  });

  it("refuses every signed amount and every amount with a letter in it", () => {
    fc.assert(
      fc.property(
        paise,
        fc.constantFrom("-", "+", "−"),
        fc.constantFrom(...[..."abcdefxyzABCXYZ"]),
        fc.nat(),
        (amount, sign, letter, at) => {
          const text = decimalRupees(amount);
          expect(parseRupees(`${sign}${text}`)).toBeNull();
          const i = at % (text.length + 1);
          expect(parseRupees(`${text.slice(0, i)}${letter}${text.slice(i)}`)).toBeNull();
        },
      ),
    );
  });
});

describe("a share of an amount", () => {
  it.each([
    [250000, 3, 8, 93750],
    [250000, 5, 9, 138889],
    [250000, 1, 9, 27778],
    [250000, 10, 100, 25000],
    [5, 1, 2, 3],
    [3, 1, 2, 2],
    [1, 1, 3, 0],
    [2, 1, 3, 1],
    [250000, 0, 9, 0],
    [0, 3, 8, 0],
  ])("share(%i, %i, %i) = %i", (amount, numerator, denominator, result) => {
    expect(share(amount, numerator, denominator)).toBe(result);
  });

  it("refuses a denominator below 1", () => {
    expect(() => share(100, 1, 0)).toThrow(RangeError);
  });

  it("is the exact quotient rounded to the nearest paisa, halves up", () => {
    fc.assert(
      fc.property(
        paise,
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (amount, denominator, n) => {
          const numerator = n % (denominator + 1);
          const result = share(amount, numerator, denominator);
          // result - 1/2 <= amount × n / d < result + 1/2, in integers: no float decides it.
          const exact2 = BigInt(amount) * BigInt(numerator) * 2n;
          const d = BigInt(denominator);
          expect(BigInt(2 * result - 1) * d <= exact2).toBe(true);
          expect(exact2 < BigInt(2 * result + 1) * d).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("loses or invents at most one paisa between a share and the rest", () => {
    fc.assert(
      fc.property(paise, fc.integer({ min: 1, max: 100 }), fc.nat(), (amount, denominator, n) => {
        const numerator = n % (denominator + 1);
        const sum =
          share(amount, numerator, denominator) +
          share(amount, denominator - numerator, denominator);
        expect(Math.abs(sum - amount)).toBeLessThanOrEqual(1);
        expect(share(amount, denominator, denominator)).toBe(amount);
      }),
      { numRuns: 2000 },
    );
  });
});
