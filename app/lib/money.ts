/**
 * Money as integer paise (docs/decisions/fees.md "Paise"): every amount the site stores, adds or
 * shows is a whole number of paise (₹1 = 100 paise); no float ever holds money. Rupees typed by
 * the admin are read digit by digit, never through `parseFloat`.
 */

/** Paise in a rupee. */
export const PAISE_PER_RUPEE = 100;

/** The largest amount one fee or invoice line may be: ₹10,00,000 (ten lakh), in paise. */
export const MAX_AMOUNT_PAISE = 10_00_000 * PAISE_PER_RUPEE;

const GROUPED = new Intl.NumberFormat("en-IN");

/**
 * An amount in words of money: "₹2,500" for whole rupees, "₹2,500.50" otherwise, Indian digit
 * grouping ("₹1,25,000"); a negative amount (a credit) as "−₹300".
 * @param paise an integer amount in paise
 */
export function rupees(paise: number): string {
  const sign = paise < 0 ? "−" : "";
  const whole = Math.floor(Math.abs(paise) / PAISE_PER_RUPEE);
  const rest = Math.abs(paise) % PAISE_PER_RUPEE;
  return `${sign}₹${GROUPED.format(whole)}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
}

/**
 * An amount with exactly two decimals and no grouping, as UPI's `am` parameter and the
 * accountant's CSV want it: 250000 → "2500.00".
 * @param paise an integer amount in paise, 0 or more
 */
export function decimalRupees(paise: number): string {
  return `${Math.floor(paise / PAISE_PER_RUPEE)}.${String(paise % PAISE_PER_RUPEE).padStart(2, "0")}`;
}

/**
 * Paise of an amount in rupees as the admin types it: "2500", "2,500", "2500.5", "₹ 2,500.50".
 * @returns the integer paise, or null for anything else (a sign, three decimals, letters, above
 *   {@link MAX_AMOUNT_PAISE})
 */
export function parseRupees(text: unknown): number | null {
  if (typeof text !== "string") return null;
  const plain = text.replace(/[₹,\s]/g, "").replace(/^Rs\.?/i, "");
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  const paise = Number(match[1]) * PAISE_PER_RUPEE + Number((match[2] ?? "").padEnd(2, "0") || "0");
  return paise <= MAX_AMOUNT_PAISE ? paise : null;
}

/**
 * `paise × numerator ÷ denominator`, rounded to the nearest paisa, halves up, in integers only (a
 * pro-rated fee, a percentage): `share(250000, 3, 8)` = 93750.
 * @param paise an integer amount, 0 or more
 * @param numerator an integer, 0 or more
 * @param denominator an integer, 1 or more
 * @throws RangeError for a denominator below 1
 */
export function share(paise: number, numerator: number, denominator: number): number {
  if (denominator < 1) throw new RangeError("share of nothing");
  return Math.floor((paise * numerator * 2 + denominator) / (denominator * 2));
}
