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

/** The month of an India date: its first and last date and its name ("November 2026"). */
export function monthOf(date: string): { first: string; last: string; name: string } {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const name = new Intl.DateTimeFormat("en-IN", {
    timeZone: "UTC",
    month: "long",
    year: "numeric",
  }).format(new Date(Date.UTC(year, month - 1, 1)));
  return {
    first: `${date.slice(0, 7)}-01`,
    last: `${date.slice(0, 7)}-${String(lastDay).padStart(2, "0")}`,
    name,
  };
}
