/** Copy of the Events page (spec §2 Events): the "Upcoming Events" card and what we run. */

/** The "Upcoming Events" card. */
export const upcomingEvents = {
  heading: "Upcoming Events",
  text: "Throughout the year we run chess tournaments, workshops and training camps for students of every level. They are the best way to put lessons into practice, meet other young players and enjoy the game together.",
  imageAlt: "Three boards set up for a tournament, with a gold trophy behind them",
  note: "Dates for the next season are announced to enrolled students first. Book a free demo class to join the academy and hear about them early.",
};

/** One kind of event the academy runs. */
export interface EventKind {
  title: string;
  text: string;
}

/** The three kinds of events the card mentions, each with a short description. */
export const eventKinds: EventKind[] = [
  {
    title: "Chess Tournaments",
    text: "Monthly rapid and classical tournaments inside the academy, with proper clocks and notation, so that students are ready for rated events.",
  },
  {
    title: "Workshops",
    text: "Focused sessions on one theme, such as opening repertoires, pawn structures or rook endgames, led by our head coaches.",
  },
  {
    title: "Training Camps",
    text: "Holiday camps with daily lessons, puzzle races and practice games, at our Coimbatore centre and online.",
  },
];

/**
 * Words of the event lists on /events and of an event's page (docs/decisions/admin-area.md
 * "Events").
 */
export const eventListCopy = {
  upcomingHeading: "Coming up",
  noUpcoming:
    "No events are scheduled right now. New dates are announced here first, so check back soon.",
  pastHeading: "Past events",
  pageLabel: (page: number, pages: number) => `Page ${page} of ${pages}`,
  newer: "Newer past events",
  older: "Older past events",
  pagination: "Past events pages",
  details: (title: string) => `Details of ${title}`,
  when: "When",
  where: "Where",
  register: "How to register",
  registerWhatsApp: "Register on WhatsApp",
  registerLink: "Register on the organiser's site",
  newTab: "(opens in a new tab)",
  addToCalendar: "Add to calendar (.ics)",
  backToEvents: "All events",
  ended: "This event has ended.",
} as const;
