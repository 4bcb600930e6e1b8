import { FirstTap } from "../../lib/first-tap";
import { ACADEMY_ZONE, formatInZone } from "../../lib/india-time";

/**
 * The start script's local times (app/browser/start-script.browser.ts,
 * docs/decisions/timetable.md "Times"): the timetable's next class in the browser's own zone.
 * Browser code, bundled into the inline script with lib/india-time.ts (which imports nothing).
 */

/** The text without its zone name: two zones with the same wall time give the same. */
const wall = (text: string) => text.slice(0, text.lastIndexOf(" "));

/**
 * Writes into every `<time data-local-time datetime="…" data-local-label="Your time">` the same
 * instant in the browser's zone, "Your time (New York): Sat, 4 Jul, 12:30 am GMT-4", computed for
 * that date by `Intl` (daylight saving abroad included); empty where the browser's wall time is
 * India's. Invalid `datetime` values are skipped.
 */
export function localTimes(): void {
  const city = Intl.DateTimeFormat()
    .resolvedOptions()
    .timeZone?.split("/")
    .pop()
    ?.replace(/_/g, " ");
  for (const slot of document.querySelectorAll<HTMLElement>(`[${FirstTap.LocalTime}]`)) {
    const instant = new Date(slot.getAttribute("datetime") ?? "");
    if (Number.isNaN(instant.getTime())) continue;
    const local = formatInZone(instant);
    slot.textContent =
      wall(local) === wall(formatInZone(instant, ACADEMY_ZONE))
        ? ""
        : `${slot.getAttribute(FirstTap.LocalLabel)} (${city}): ${local}`;
  }
}
