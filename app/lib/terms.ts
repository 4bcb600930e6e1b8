/**
 * The academy's terms (docs/decisions/attendance.md "Rates"): the calendar's quarters, January to
 * March, April to June, July to September and October to December, in India dates. Attendance
 * rates and term reports count within them.
 */

/** The term of an India date: its first and last date and its name ("Oct–Dec 2026"). */
export function termOf(date: string): { first: string; last: string; name: string } {
  const year = Number(date.slice(0, 4));
  const quarter = Math.floor((Number(date.slice(5, 7)) - 1) / 3);
  const firstMonth = quarter * 3 + 1;
  const lastMonth = firstMonth + 2;
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, "0");
  const names = ["Jan–Mar", "Apr–Jun", "Jul–Sep", "Oct–Dec"];
  return {
    first: `${year}-${pad(firstMonth)}-01`,
    last: `${year}-${pad(lastMonth)}-${pad(lastDay)}`,
    name: `${names[quarter]} ${year}`,
  };
}

const MONTH_NAME = new Intl.DateTimeFormat("en-IN", {
  timeZone: "UTC",
  month: "long",
  year: "numeric",
});

/** The month of an India date: its first and last date and its name ("November 2026"). */
export function monthOf(date: string): { first: string; last: string; name: string } {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const name = MONTH_NAME.format(new Date(Date.UTC(year, month - 1, 1)));
  return {
    first: `${date.slice(0, 7)}-01`,
    last: `${date.slice(0, 7)}-${String(lastDay).padStart(2, "0")}`,
    name,
  };
}

/** A term's key in addresses, "2026-Q4". */
export function termKey(date: string): string {
  return `${date.slice(0, 4)}-Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}`;
}

/** The first day of the term a key names ("2026-Q4" → "2026-10-01"), or null for anything else. */
export function termStart(key: unknown): string | null {
  if (typeof key !== "string") return null;
  const m = /^(\d{4})-Q([1-4])$/.exec(key);
  return m ? `${m[1]}-${String((Number(m[2]) - 1) * 3 + 1).padStart(2, "0")}-01` : null;
}
