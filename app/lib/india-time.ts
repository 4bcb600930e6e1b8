/**
 * India's clock, shared by the events and the timetable (docs/decisions/timetable.md "Times"):
 * the academy's zone, its fixed offset (India has no daylight saving), and an instant in any zone
 * in words. It imports nothing, so the start script bundles it as it is.
 */

/** The academy's zone. */
export const ACADEMY_ZONE = "Asia/Kolkata";
/** India Standard Time's offset from UTC, in minutes (+05:30 all year). */
export const IST_OFFSET_MINUTES = 330;

/** {@link formatInZone}'s formatters by zone, each made once: making one costs far more than using it. */
const ZONE_FORMATS = new Map<string | undefined, Intl.DateTimeFormat>();

function zoneFormat(zone: string | undefined): Intl.DateTimeFormat {
  let format = ZONE_FORMATS.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-IN", {
      timeZone: zone,
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    });
    ZONE_FORMATS.set(zone, format);
  }
  return format;
}

/**
 * An instant in a zone, in words: "Sat, 4 Jul, 12:30 am GMT-4", "Sat, 3 Jan, 10:00 am IST"
 * (Indian English, assembled from parts: ICU versions punctuate differently). The server writes
 * India's and a chosen zone's; the start script (app/browser/start/local-time.browser.ts)
 * the browser's own, with this same function.
 * @param zone an IANA zone name; the runtime's own zone when absent
 */
export function formatInZone(instant: Date, zone?: string): string {
  const parts = zoneFormat(zone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")}, ${part("day")} ${part("month")}, ${part("hour")}:${part("minute")} ${part("dayPeriod").toLowerCase()} ${part("timeZoneName")}`;
}
