import type { FeedbackItem } from "~/lib/feedback";

/**
 * Feedback shown in the Home carousel until the admin adds real entries (spec §2 Home feedback
 * carousel, §3 Feedback item: id as a timestamp, name, content, stars 1–5).
 * SAMPLE CONTENT: invented parents and students, to be replaced by the academy's own feedback.
 */
export const sampleFeedback: FeedbackItem[] = [
  {
    id: 1735689600000,
    name: "Priya S., parent",
    content:
      "My son was restless in his first class, but the coach turned it into a game of stories about the pieces. Six months on, he sits through a full tournament game and explains his plans to us at dinner.",
    stars: 5,
  },
  {
    id: 1736812800000,
    name: "Karthik R., adult student",
    content:
      "I restarted chess at 34 after fifteen years away. The one-on-one online sessions fit around my work, and the coach is patient with every question. My opening repertoire finally makes sense.",
    stars: 5,
  },
  {
    id: 1738368000000,
    name: "Anitha M., parent",
    content:
      "Both my daughters take the sibling class at the Coimbatore centre. They push each other, the coach keeps it friendly, and we get a short note after every class on what to practise.",
    stars: 4,
  },
  {
    id: 1739577600000,
    name: "Rohan V., student",
    content:
      "The tournament preparation batch taught me how to use my clock and stay calm after a bad move. I won my age group at a district open last month.",
    stars: 5,
  },
];

/** Labels of the feedback carousel's controls and rating (spec §9 stars as repeated ★). */
export const feedbackCarouselCopy = {
  /** Accessible name of the carousel region. */
  label: "Feedback from our students and parents",
  pause: "Pause",
  play: "Play",
  pauseLabel: "Pause automatic sliding",
  playLabel: "Play automatic sliding",
  /** Accessible text of a star rating, e.g. "4 out of 5 stars". */
  stars: (n: number) => `${n} out of 5 stars`,
};
