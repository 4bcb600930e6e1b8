import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CLASS_TYPES, type ClassType } from "~/lib/batch-kinds";
import {
  type BillableSeat,
  buildUpiLink,
  dueDate,
  feeLines,
  financialYear,
  invoiceNumber,
  invoiceTotal,
  maskedUtr,
  monthEnd,
  monthOf,
  parseUtr,
  previousMonth,
} from "~/lib/fees";
import { MAX_AMOUNT_PAISE, share } from "~/lib/money";

/**
 * The pure fee rules (app/lib/fees.ts; docs/decisions/fees.md "Lines", "Totals", "Invoice
 * numbers", "Payments"): an invoice's lines from a family's seats (pro-rating, the sibling
 * discount, credits for cancelled classes, the registration fee) add up to a total that is never
 * negative and neither loses nor invents a paisa; numbers follow the Indian financial year; due
 * dates, UTRs and the UPI link.
 */

const RULES = { siblingDiscountPercent: 10, registrationFeePaise: 0 };

/** A seat billed for the whole month: ₹2,500, 8 classes of 8, nothing cancelled last month. */
function seat(overrides: Partial<BillableSeat> = {}): BillableSeat {
  return {
    studentId: 1,
    batchId: 10,
    classType: "group",
    monthlyFeePaise: 250000,
    childRank: 0,
    monthClasses: 8,
    classesLeft: 8,
    cancelledLastMonth: 0,
    lastMonthClasses: 8,
    ...overrides,
  };
}

const amounts = (seats: BillableSeat[], rules = RULES, registrations: number[] = []) =>
  feeLines(seats, rules, registrations).map((l) => [l.kind, l.studentId, l.amountPaise]);

describe("an invoice's lines", () => {
  it("bills the whole month's fee, exactly", () => {
    expect(feeLines([seat()], RULES)).toEqual([
      {
        kind: "fee",
        studentId: 1,
        batchId: 10,
        amountPaise: 250000,
        detail: { classesLeft: 8, monthClasses: 8 },
      },
    ]);
  });

  it("pro-rates a student who starts during the month by the classes left", () => {
    // ₹2,500 × 3 / 8 = ₹937.50.
    expect(amounts([seat({ classesLeft: 3 })])).toEqual([["fee", 1, 93750]]);
    // ₹2,500 × 5 / 9 = ₹1,388.888… → ₹1,388.89.
    expect(amounts([seat({ classesLeft: 5, monthClasses: 9 })])).toEqual([["fee", 1, 138889]]);
    // More classes left than the month has (a miscount) is the whole fee, not more.
    expect(amounts([seat({ classesLeft: 12 })])).toEqual([["fee", 1, 250000]]);
  });

  it("gives no line to a free batch or a seat without classes this month", () => {
    expect(feeLines([seat({ monthlyFeePaise: 0 })], RULES)).toEqual([]);
    expect(feeLines([seat({ classesLeft: 0 })], RULES)).toEqual([]);
    expect(feeLines([seat({ monthClasses: 0, classesLeft: 0 })], RULES)).toEqual([]);
  });

  it("takes the sibling discount off the second and later child's sibling and group batches only", () => {
    const family = [
      seat({ studentId: 1, childRank: 0 }),
      seat({ studentId: 2, childRank: 1 }),
      seat({ studentId: 3, childRank: 2, classType: "sibling" }),
      seat({ studentId: 4, childRank: 3, classType: "individual" }),
    ];
    expect(amounts(family)).toEqual([
      ["fee", 1, 250000],
      ["fee", 2, 250000],
      ["discount", 2, -25000],
      ["fee", 3, 250000],
      ["discount", 3, -25000],
      ["fee", 4, 250000],
    ]);
    expect(feeLines(family, RULES)[2]?.detail).toEqual({ percent: 10 });
    // The discount is a share of the pro-rated fee: 10% of ₹937.50.
    expect(amounts([seat({ childRank: 1, classesLeft: 3 })])).toEqual([
      ["fee", 1, 93750],
      ["discount", 1, -9375],
    ]);
    // No discount set, no discount line.
    expect(amounts([seat({ childRank: 1 })], { ...RULES, siblingDiscountPercent: 0 })).toEqual([
      ["fee", 1, 250000],
    ]);
  });

  it("credits last month's cancelled classes at last month's price per class", () => {
    // 1 of 9 classes of ₹2,500 cancelled: ₹277.78.
    const lines = feeLines([seat({ cancelledLastMonth: 1, lastMonthClasses: 9 })], RULES);
    expect(lines.map((l) => [l.kind, l.amountPaise])).toEqual([
      ["fee", 250000],
      ["credit", -27778],
    ]);
    expect(lines[1]?.detail).toEqual({ cancelled: 1 });
    // A discounted child's credit is of the discounted fee: 2 × ₹2,250 / 8 = ₹562.50.
    expect(amounts([seat({ childRank: 1, cancelledLastMonth: 2 })])).toEqual([
      ["fee", 1, 250000],
      ["discount", 1, -25000],
      ["credit", 1, -56250],
    ]);
    // A credit never takes the invoice below zero: at most the fee left after the discount.
    expect(amounts([seat({ classesLeft: 1, cancelledLastMonth: 8 })])).toEqual([
      ["fee", 1, 31250],
      ["credit", 1, -31250],
    ]);
    // Nothing to divide by last month: no credit.
    expect(amounts([seat({ cancelledLastMonth: 2, lastMonthClasses: 0 })])).toEqual([
      ["fee", 1, 250000],
    ]);
  });

  it("adds the registration fee once per student named, only on an invoice with lines", () => {
    const rules = { ...RULES, registrationFeePaise: 50000 };
    expect(amounts([seat()], rules, [1])).toEqual([
      ["fee", 1, 250000],
      ["registration", 1, 50000],
    ]);
    expect(feeLines([seat({ classesLeft: 0 })], rules, [1])).toEqual([]);
    expect(amounts([seat()], RULES, [1])).toEqual([["fee", 1, 250000]]);
  });

  it("totals its lines", () => {
    expect(invoiceTotal([])).toBe(0);
    expect(invoiceTotal([{ amountPaise: 250000 }, { amountPaise: -25000 }])).toBe(225000);
  });
});

const classType = fc.constantFrom(...(Object.keys(CLASS_TYPES) as ClassType[]));
const seatArb = fc.record({
  studentId: fc.integer({ min: 1, max: 4 }),
  batchId: fc.integer({ min: 1, max: 6 }),
  classType,
  monthlyFeePaise: fc.integer({ min: 0, max: MAX_AMOUNT_PAISE }),
  childRank: fc.integer({ min: 0, max: 3 }),
  monthClasses: fc.integer({ min: 0, max: 31 }),
  classesLeft: fc.integer({ min: 0, max: 35 }),
  cancelledLastMonth: fc.integer({ min: 0, max: 35 }),
  lastMonthClasses: fc.integer({ min: 0, max: 31 }),
});
const rulesArb = fc.record({
  siblingDiscountPercent: fc.integer({ min: 0, max: 100 }),
  registrationFeePaise: fc.integer({ min: 0, max: MAX_AMOUNT_PAISE }),
});

describe("an invoice's lines, for any seats", () => {
  it("total the sum of their lines, never below zero, each line of its kind's sign", () => {
    fc.assert(
      fc.property(
        fc.array(seatArb, { maxLength: 6 }),
        rulesArb,
        fc.uniqueArray(fc.integer({ min: 1, max: 4 })),
        (seats, rules, registrations) => {
          const lines = feeLines(seats, rules, registrations);
          let sum = 0;
          for (const line of lines) {
            sum += line.amountPaise;
            expect(Number.isInteger(line.amountPaise)).toBe(true);
            if (line.kind === "fee" || line.kind === "registration") {
              expect(line.amountPaise).toBeGreaterThanOrEqual(0);
            } else {
              expect(line.amountPaise).toBeLessThan(0);
            }
          }
          expect(invoiceTotal(lines)).toBe(sum);
          expect(invoiceTotal(lines)).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("give each seat's discount at most its fee and its credit at most the fee left, and lose no paisa", () => {
    fc.assert(
      fc.property(seatArb, rulesArb, (one, rules) => {
        const lines = feeLines([one], rules);
        const of = (kind: string) => lines.find((l) => l.kind === kind)?.amountPaise ?? 0;
        const fee = of("fee");
        const discount = 0 - of("discount");
        const credit = 0 - of("credit");
        if (one.monthlyFeePaise <= 0 || one.classesLeft <= 0 || one.monthClasses <= 0) {
          expect(lines).toEqual([]);
          return;
        }
        const left = Math.min(one.classesLeft, one.monthClasses);
        expect(fee).toBe(share(one.monthlyFeePaise, left, one.monthClasses));
        if (left === one.monthClasses) expect(fee).toBe(one.monthlyFeePaise);
        expect(fee).toBeLessThanOrEqual(one.monthlyFeePaise);
        expect(discount).toBeLessThanOrEqual(fee);
        expect(credit).toBeLessThanOrEqual(fee - discount);
        const discounted = one.childRank > 0 && one.classType !== "individual";
        if (!discounted) expect(discount).toBe(0);
        // The discount and the fee it leaves are the whole fee, within the one paisa of a half.
        if (discounted) {
          const kept = share(fee, 100 - rules.siblingDiscountPercent, 100);
          expect(Math.abs(kept + discount - fee)).toBeLessThanOrEqual(1);
        }
        // A credit only for classes cancelled last month.
        if (Math.min(one.cancelledLastMonth, one.lastMonthClasses) === 0) expect(credit).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it("split the month without losing or inventing more than a paisa", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_AMOUNT_PAISE }),
        fc.integer({ min: 1, max: 31 }),
        fc.nat(),
        (fee, monthClasses, n) => {
          const before = n % (monthClasses + 1);
          const part = (classesLeft: number) =>
            invoiceTotal(
              feeLines([seat({ monthlyFeePaise: fee, monthClasses, classesLeft })], RULES),
            );
          expect(Math.abs(part(before) + part(monthClasses - before) - fee)).toBeLessThanOrEqual(1);
          expect(part(monthClasses)).toBe(fee);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("invoice numbers and dates", () => {
  it.each([
    ["2026-03-31", "2025-26"],
    ["2026-04-01", "2026-27"],
    ["2027-03-31", "2026-27"],
    ["2026-12-15", "2026-27"],
    ["2098-03-01", "2097-98"],
    ["2098-04-01", "2098-99"],
    ["2099-01-01", "2098-99"],
    ["2099-04-01", "2099-00"],
  ])("%s is in the financial year %s", (date, year) => {
    expect(financialYear(date)).toBe(year);
  });

  it("numbers an invoice with its prefix, year and four digits at least", () => {
    expect(invoiceNumber("PTK", "2026-27", 42)).toBe("PTK/2026-27/0042");
    expect(invoiceNumber("A", "2026-27", 1)).toBe("A/2026-27/0001");
    expect(invoiceNumber("PTK", "2026-27", 12345)).toBe("PTK/2026-27/12345");
    // GST's 16 characters at most: a three-letter prefix fills them.
    expect(invoiceNumber("PTK", "2026-27", 9999)).toHaveLength(16);
  });

  it("finds a month's first and last day and the month before", () => {
    expect(monthOf("2026-11-27")).toBe("2026-11-01");
    expect(monthEnd("2026-11-01")).toBe("2026-11-30");
    expect(monthEnd("2026-12-01")).toBe("2026-12-31");
    expect(monthEnd("2098-02-01")).toBe("2098-02-28");
    expect(monthEnd("2096-02-01")).toBe("2096-02-29");
    expect(previousMonth("2099-01-01")).toBe("2098-12-01");
    expect(previousMonth("2026-03-01")).toBe("2026-02-01");
  });

  it("dates the due day of the month, or a week later for an invoice made after it", () => {
    expect(dueDate("2099-01-01", 5)).toBe("2099-01-05");
    expect(dueDate("2099-01-05", 5)).toBe("2099-01-05");
    expect(dueDate("2099-01-06", 5)).toBe("2099-01-13");
    expect(dueDate("2099-01-28", 10)).toBe("2099-02-04");
    expect(dueDate("2098-12-30", 28)).toBe("2099-01-06");
  });

  it("never dates the due day before the invoice, nor more than a week after it", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2199-12-31"), noInvalidDate: true }),
        fc.integer({ min: 1, max: 28 }),
        (day, dueDay) => {
          const issued = day.toISOString().slice(0, 10);
          const due = dueDate(issued, dueDay);
          expect(due >= issued).toBe(true);
          const days = (Date.parse(due) - Date.parse(issued)) / 86_400_000;
          expect(days).toBeLessThanOrEqual(27);
          if (Number(issued.slice(8)) <= dueDay) expect(Number(due.slice(8))).toBe(dueDay);
          else expect(days).toBe(7);
        },
      ),
    );
  });
});

describe("UTRs", () => {
  it.each([
    ["412356789012", "412356789012"],
    ["4123 5678 9012", "412356789012"],
    ["4123-5678-9012", "412356789012"],
    [" 412356789012\n", "412356789012"],
  ])("%j reads as %s", (text, utr) => {
    expect(parseUtr(text)).toBe(utr);
  });

  it.each([
    ["12345678901"],
    ["1234567890123"],
    ["abc"],
    ["4123 5678 901a"],
    ["４１２３５６７８９０１２"],
    ["+412356789012"],
    [""],
  ])("%j is refused", (text) => {
    expect(parseUtr(text)).toBeNull();
  });

  it("refuses what is not a string", () => {
    expect(parseUtr(412356789012)).toBeNull();
    expect(parseUtr(null)).toBeNull();
  });

  it("shows only the last four digits", () => {
    expect(maskedUtr("412356789012")).toBe("••••••••9012");
  });
});

describe("the UPI link", () => {
  it("carries every value percent-encoded and the amount with two decimals", () => {
    expect(
      buildUpiLink({
        vpa: "pawntoking@okaxis",
        payee: "Pawn & King Academy",
        amountPaise: 250000,
        note: "PTK/2026-27/0042",
        reference: "PTK/2026-27/0042",
      }),
    ).toBe(
      "upi://pay?pa=pawntoking%40okaxis&pn=Pawn%20%26%20King%20Academy&am=2500.00&cu=INR&tn=PTK%2F2026-27%2F0042&tr=PTK%2F2026-27%2F0042",
    );
  });

  it("keeps a payee's words whole whatever they hold", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: MAX_AMOUNT_PAISE }), (payee, amount) => {
        const link = buildUpiLink({
          vpa: "a@b",
          payee,
          amountPaise: amount,
          note: "n",
          reference: "r",
        });
        const params = new URLSearchParams(link.slice("upi://pay?".length));
        expect(params.get("pn")).toBe(payee);
        expect(Math.round(Number(params.get("am")) * 100)).toBe(amount);
        expect([...params.keys()]).toEqual(["pa", "pn", "am", "cu", "tn", "tr"]);
      }),
    );
  });
});
