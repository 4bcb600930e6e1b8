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
