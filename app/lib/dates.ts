/** The formatter, made once: making one costs far more than using it. */
const CALENDAR_DATE = new Intl.DateTimeFormat("en-IN", {
  timeZone: "UTC",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/**
 * A calendar date as the site shows it, e.g. "23 November 2026" (Indian English, day first), for
 * dates stored without a time (an album's date, a post's publish date).
 * @param isoDate YYYY-MM-DD
 * @returns the date in words; the same in every time zone
 */
export function formatCalendarDate(isoDate: string): string {
  return CALENDAR_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}
