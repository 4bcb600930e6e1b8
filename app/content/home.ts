import type { FeatureIconName } from "~/lib/feature-icons";

/**
 * Copy of the Home page (spec §2 Home, §9 counter targets). `{brand}` is replaced by the
 * academy name from config/site.ts where it appears.
 */

/** Meta title and description (spec §2 Home: online and offline classes; coaching with a trial session). */
export const homeMeta = {
  title: "Online & Offline Chess Classes in Coimbatore | {brand}",
  description:
    "Professional chess coaching for children and adults by FIDE-rated coaches: online classes across India and abroad, offline classes in Coimbatore. Book a free trial session today.",
};

/** Hero: animated headline (words appear 0.5 s apart), two intro paragraphs, two links. */
export const homeHero = {
  headline: "Every Grandmaster Was Once a Beginner",
  paragraphs: [
    "We teach chess to children from the age of five and to adults of every age, from the first rules to rated tournament play. Small batches, patient coaches and a clear plan for every student.",
    "Join a class online from anywhere in the world, or learn at our centre in Coimbatore. Your first class is a free demo, so you can meet your coach before you decide.",
  ],
  getStarted: { label: "Get Started", to: "/courses" },
  /** `more` completes the link for screen readers and search engines ("Learn More about us"). */
  learnMore: { label: "Learn More", more: "about our academy", to: "/about" },
  imageAlt: "The final position of the Immortal Game on a wooden board",
};

/** One progress counter (spec §2, §9): counts from 0 to `target` over 2 s, then shows `suffix`. */
export interface HomeCounter {
  target: number;
  suffix: string;
  label: string;
}

/** Progress counters, in the spec's order and with its figures (spec §9). */
export const homeCounters: HomeCounter[] = [
  { target: 80, suffix: "+", label: "Clients" },
  { target: 8, suffix: "+", label: "Countries" },
  { target: 500, suffix: "+", label: "Students Enrolled" },
  { target: 25, suffix: "+", label: "Chess Coaches" },
];

/** Visually hidden heading of the counters band (screen-reader landmark name). */
export const homeCountersHeading = "Our progress in numbers";

/** "Book A Free Demo Class" section: five bullets and two paragraphs (spec §2 Home). */
export const homeDemo = {
  heading: "Book A Free Demo Class",
  bullets: [
    "Online classes for students across India and around the world",
    "Offline classes at our centre in Coimbatore and nearby",
    "Flexible schedules on weekdays or weekends, in a group or 1-on-1",
    "Students from several countries learning together with us",
    "Preparation for national tournaments and support to earn a FIDE rating",
  ],
  paragraphs: [
    "A demo class is a relaxed 30-minute session with one of our coaches. We play a little, solve a few puzzles and find out what your child (or you) already knows.",
    "At the end you get an honest suggestion for the right level and batch. There is no fee and no obligation to enrol.",
  ],
  button: "Book A Demo",
  imageAlt: "A lesson board with arrows showing an attacking plan in the Italian Game",
};

/** A feature card: title and one or two sentences. `icon` names an inline SVG in the home route. */
export interface HomeFeature {
  title: string;
  text: string;
  icon: FeatureIconName;
}

/** "Why Choose Us?" (spec §2 Home): four cards. */
export const homeWhyChooseUs = {
  heading: "Why Choose Us?",
  intro: "Good chess coaching is more than moves. It is patience, structure and a coach who cares.",
  items: [
    {
      title: "Expert Coaching",
      text: "Learn from FIDE-rated coaches who play competitive chess themselves and know how to explain it simply.",
      icon: "medal",
    },
    {
      title: "Interactive Lessons",
      text: "Live boards, puzzles and practice games in every class, so students think and play rather than just listen.",
      icon: "screen",
    },
    {
      title: "Tournament Preparation",
      text: "Opening repertoires, clock handling and game analysis that get students ready for rated events.",
      icon: "trophy",
    },
    {
      title: "Strategic Thinking",
      text: "Planning ahead, weighing choices and staying calm under pressure: skills that help at school and beyond.",
      icon: "brain",
    },
  ] satisfies HomeFeature[],
};

/** "Child Centric" (spec §2 Home): three cards. */
export const homeChildCentric = {
  heading: "Child Centric",
  intro:
    "Children learn best when they feel safe, seen and a little bit challenged. Our classes are built around that.",
  items: [
    {
      title: "Trained & Experienced Staff",
      text: "Our coaches are trained to teach young children: short explanations, lots of encouragement and clear goals.",
      icon: "people",
    },
    {
      title: "Engaging Playful Activity",
      text: "Story-based lessons, mini-games and puzzle races keep even the youngest players focused and smiling.",
      icon: "puzzle",
    },
    {
      title: "Child Friendly",
      text: "Small batches, a warm centre and regular updates for parents, so every child grows at their own pace.",
      icon: "heart",
    },
  ] satisfies HomeFeature[],
};

/** Tournaments/about block: the academy's story (spec §2 Home). */
export const homeStory = {
  eyebrow: "Tournaments & our story",
  heading: "From a Small Coimbatore Classroom to Tournament Halls",
  paragraphs: [
    "{brand} began with one board, a handful of curious children and a simple belief: a pawn can defeat the king. With the right guidance, anyone can learn to think several moves ahead.",
    "Today our students play in district, state and national tournaments, and many have earned their first FIDE rating with us. Others play purely for the joy of it, and that matters to us just as much.",
  ],
  link: { label: "Read our story", to: "/about" },
  imageAlt: "Three boards set up for a tournament, with a gold trophy behind them",
};

/** Heading of the feedback carousel at the end of the page; shown only when there are items. */
export const homeFeedbackHeading = "What Parents and Students Say";

/** Everything the Home page renders from this file, sent by its loader (keeps copy out of the JS). */
export const homeCopy = {
  meta: homeMeta,
  hero: homeHero,
  counters: homeCounters,
  countersHeading: homeCountersHeading,
  demo: homeDemo,
  whyChooseUs: homeWhyChooseUs,
  childCentric: homeChildCentric,
  story: homeStory,
  feedbackHeading: homeFeedbackHeading,
};
