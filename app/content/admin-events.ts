import { EVENT_CATEGORIES, REGISTER_KINDS, VENUE_KINDS } from "~/lib/event-kinds";
import { EVENT_CENTRES, EVENT_LIMITS } from "~/lib/events";

/** Copy of the admin's Events section (spec §2 Events; docs/decisions/collection-kit.md). */
export const adminEventsCopy = {
  /** The section's list (docs/decisions/collection-kit.md "Routes"). */
  path: "/admin/events",
  title: "Events",
  description: "Add, change, publish and delete the academy's events.",
  heading: "Events",
  intro:
    "Events show on the public Events page once published: upcoming ones first, then past ones. Times are India time (IST).",
  add: "New event",
  editHeading: (title: string) => `Edit “${title}”`,
  newHeading: "New event",
  empty: "No events yet.",
  view: "View",
  viewLabel: (title: string) => `View ${title} on the site`,
  save: "Save event",
  back: "Back to events",
  created: () => "Event saved.",
  updated: () => "Event updated.",
  deleted: "Event deleted.",
  fixErrors: "Please correct the highlighted fields.",
  notFound: "That event no longer exists.",
  fields: {
    title: "Title",
    slug: "Web address",
    slugHint: "The end of the event's address, /events/… Leave empty to make one from the title.",
    category: "Category",
    startsAt: "Starts (India time)",
    endsAt: "Ends (India time)",
    venueKind: "Where",
    venueCentre: "Centre",
    venueAddress: "Address",
    venueAddressHint: "Only for “Another address”.",
    summary: "Summary",
    summaryHint: `One or two sentences for the list (up to ${EVENT_LIMITS.summary} characters).`,
    body: "Description",
    bodyHint: "Plain text. Leave an empty line between paragraphs.",
    registerKind: "How visitors register",
    registerUrl: "Registration link",
    registerUrlHint: "Only for “A link to another site”; starts with https://.",
    published: "Published (shown on the public site)",
    /** The cover photo block (CoverPhotoFields). */
    cover: {
      legend: "Cover photo (optional)",
      removeCover: "Remove the cover photo",
      file: "Upload a cover photo",
      fileHint: "JPEG, PNG, WebP or AVIF, up to 5 MB. A new upload replaces the current cover.",
      alt: "Describe the cover photo",
      altHint: "Required with a photo: what it shows, for people who cannot see it.",
    },
  },
  categories: EVENT_CATEGORIES,
  venues: VENUE_KINDS,
  registers: REGISTER_KINDS,
  centres: EVENT_CENTRES,
} as const;
