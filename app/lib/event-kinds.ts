/**
 * The kinds an event is stored with (spec §2 Events), said once: the admin's form, the public
 * pages and the database's CHECK constraints (app/server/schema/events.ts) all read these. No
 * imports, so the schema can use it under drizzle-kit too.
 */

/** The kinds of events, as stored, and their labels. */
export const EVENT_CATEGORIES = {
  tournament: "Tournament",
  workshop: "Workshop",
  camp: "Camp",
  "open-class": "Open class",
} as const;
export type EventCategory = keyof typeof EVENT_CATEGORIES;

/** Where an event happens: one of the centres, online, or another address. */
export const VENUE_KINDS = {
  centre: "At one of our centres",
  online: "Online",
  address: "Another address",
} as const;
export type VenueKind = keyof typeof VENUE_KINDS;

/** How a visitor registers: a WhatsApp message naming the event, or a link to another site. */
export const REGISTER_KINDS = {
  whatsapp: "WhatsApp message to the academy",
  link: "A link to another site (https)",
} as const;
export type RegisterKind = keyof typeof REGISTER_KINDS;
