import type { ImageName } from "~/content/image-manifest";

/**
 * Copy of the Our Coaches page (spec §2 Our Coaches): headings, intro, recruitment lists. The
 * coach profiles (spec §3 Coach profile) are in the database (migration drizzle/0004_people.sql);
 * their seeded SAMPLE people are invented: no real person is named and no real title is claimed.
 */

/** Intro section: heading and two paragraphs. */
export const coachesIntro = {
  heading: "Our Coaches",
  paragraphs: [
    "Behind every confident move is a coach who believed in it first. Our coaches are FIDE-rated players and patient teachers who have spent years at the board and in the classroom.",
    "They teach children from their very first game and adults returning to chess after years away. Online or at our Coimbatore centre, every student gets a coach who knows their name, their games and their next step.",
  ],
  imageAlt:
    "The Réti endgame study, with arrows showing the white king's path: a favourite first lesson of our coaches",
};

/** Shared promise strip under the intro: short figures from the spec. */
export const coachesPromise = {
  heading: "Coaching you can count on",
  items: [
    { value: "70+", label: "Active students" },
    { value: "25+", label: "Chess coaches" },
    { value: "8+", label: "Countries" },
    { value: "Free", label: "Demo class" },
  ],
};

/**
 * "Meet Our Coaches" (spec §2): the heading and what shows around the profiles. The profiles
 * themselves live in the database since migration drizzle/0004_people.sql (table `coach`, run from
 * /admin/coaches; the migration drizzle/0004_people.sql seeds the six SAMPLE people that were
 * here).
 */
export const coachesMeet = {
  heading: "Meet Our Coaches",
  empty: "Our coaches will be introduced here soon.",
  /** Shown before a coach's rating: "FIDE rating 1850". */
  fideRating: "FIDE rating",
};

/** The built-in portraits an admin may give a coach (made by the image pipeline). */
export const coachPortraits: ImageName[] = [
  "coach-1",
  "coach-2",
  "coach-3",
  "coach-4",
  "coach-5",
  "coach-6",
];

/** Gallery "Representing the Academy Across the Board": images shown three per row on md+. */
export const coachesGallery = {
  heading: "Representing the Academy Across the Board",
  intro: "Our coaches and students at tournaments, simuls and camps.",
  images: [
    "gallery-6",
    "gallery-7",
    "gallery-4",
    "gallery-3",
    "gallery-2",
    "gallery-8",
  ] as ImageName[],
};

/** Id of the "Who we're looking for" section; the Career page links to /coaches#{this}. */
export const LOOKING_FOR_ID = "who-were-looking-for";

/** "Who we're looking for" (spec §2 Our Coaches, four points). */
export const coachesLookingFor = {
  heading: "Who we're looking for",
  intro: "We are always glad to meet coaches who love teaching as much as playing.",
  points: [
    "Prior chess teaching experience; a FIDE rating is preferred but not mandatory",
    "Confident teaching students from beginner to advanced level",
    "Able to teach offline at our centres in Tamil Nadu and online",
    "Wants to grow with a mission-driven, expanding academy",
  ],
};

/** "What We Offer Coaches" (spec §2 Our Coaches, five points). */
export const coachesOffer = {
  heading: "What We Offer Coaches",
  points: [
    "Flexible working hours",
    "Choice of student batch",
    "Personal brand support on our platform",
    "Real student outcomes and success stories",
    "Competitive compensation plus performance rewards",
  ],
};

/** "Join Us" call to action. */
export const coachesJoin = {
  heading: "Join Us",
  text: "Whether you want to learn or to teach, start with a conversation. Book a free demo class to see how we teach, and tell us if you would like to coach with us.",
  button: "Book A Demo",
};
