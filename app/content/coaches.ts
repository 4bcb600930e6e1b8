import type { ImageName } from "~/content/image-manifest";

/**
 * Copy of the Our Coaches page (spec §2 Our Coaches, §3 Coach profile).
 * SAMPLE CONTENT: every person below is invented until the academy sends its own coaches.
 * No real person is named and no real title is claimed ("FIDE-rated" is used generically).
 */

/** A coach profile (spec §3): name, title, quote, optional bio and achievements, image, layout flag. */
export interface CoachProfile {
  name: string;
  title: string;
  quote: string;
  bio?: string;
  image: ImageName;
  /** Alt text of the portrait. */
  imageAlt: string;
  achievements?: string[];
  /** true: image on the right on medium screens and wider (alternating layout). */
  reverse: boolean;
}

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

/** "Meet Our Coaches": six profiles, alternating sides (spec §2). SAMPLE people. */
export const coaches: CoachProfile[] = [
  {
    name: "Harish Balasubramanian",
    title: "Founder & Coach",
    quote:
      "A pawn can defeat the king. I started this academy to prove it to every child who walks in.",
    bio: "Harish founded the academy after a decade of coaching school teams around Coimbatore. He still teaches a beginner batch every week, because that is where the love for the game begins.",
    image: "coach-1",
    imageAlt: "Harish Balasubramanian's profile picture: a black knight on a cream background",
    achievements: [
      "FIDE-rated player with 15 years of tournament experience",
      "Has guided school teams to district and state-level events",
    ],
    reverse: false,
  },
  {
    name: "Priya Venkataraman",
    title: "Co-Founder & Head Coach",
    quote:
      "Good chess is calm thinking under pressure. That lesson stays long after the game ends.",
    bio: "Priya designs our curriculum, from the first lesson on how the knight moves to tournament preparation for rated players. She leads the coach training programme.",
    image: "coach-2",
    imageAlt: "Priya Venkataraman's profile picture: a white bishop in warm light",
    achievements: [
      "FIDE-rated player and certified chess trainer",
      "Built the academy's level-by-level curriculum",
    ],
    reverse: true,
  },
  {
    name: "Deepak Srinivasan",
    title: "Head Coach, Openings & Tournament Preparation",
    quote: "Preparation turns nervousness into confidence. Walk in knowing your plan.",
    bio: "Deepak prepares our students for rated tournaments: opening repertoires, game analysis and the habits that help in a long event.",
    image: "coach-3",
    imageAlt: "Deepak Srinivasan's profile picture: a black rook on an amber background",
    achievements: ["FIDE-rated player", "Regular arbiter assistant at local rated events"],
    reverse: false,
  },
  {
    name: "Anitha Krishnamoorthy",
    title: "Head Coach, Junior Programme",
    quote: "Children learn fastest when they are having fun. Puzzles first, pressure never.",
    bio: "Anitha teaches our youngest players, aged five and up. Her classes mix stories, puzzles and short games so that little ones stay curious.",
    image: "coach-4",
    imageAlt: "Anitha Krishnamoorthy's profile picture: a white knight in warm light",
    achievements: ["Eight years of teaching chess in schools", "Trained in child-centred teaching"],
    reverse: true,
  },
  {
    name: "Manoj Selvaraj",
    title: "Head Coach, Endgames & Online Batches",
    quote: "Endgames are where half-points are won. Learn them once and they pay you forever.",
    bio: "Manoj runs our online batches for students across India and abroad, including the evening batch for families in other time zones.",
    image: "coach-5",
    imageAlt: "Manoj Selvaraj's profile picture: a black queen on a cream background",
    achievements: ["FIDE-rated player", "Coaches students in several countries online"],
    reverse: false,
  },
  {
    name: "Kavya Shanmugam",
    title: "Head Coach, Beginner Foundations",
    quote: "Every grandmaster once lost their first game. What matters is the second one.",
    bio: "Kavya helps beginners of every age build strong basics: safe moves, simple tactics and the joy of finishing a game well.",
    image: "coach-6",
    imageAlt: "Kavya Shanmugam's profile picture: a golden rook in warm light",
    achievements: ["FIDE-rated player", "Leads our weekend group classes at the centre"],
    reverse: true,
  },
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
