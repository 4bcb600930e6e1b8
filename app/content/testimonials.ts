/**
 * Copy of the Testimonials page (spec §2 Testimonials). The reviews themselves are in the
 * database since migration 0004 (table `testimonial`, run from /admin/testimonials); the migration
 * drizzle/0004_people.sql seeds four SAMPLE reviews (invented students and words, to be replaced
 * with the academy's real reviews, with the students' permission).
 */

/** Page heading and intro of /testimonial. */
export const testimonialsIntro = {
  heading: "What Our Students Say",
  text: "Children, parents and adult players from Coimbatore to Canada on what changed once they started learning with us.",
  /** Accessible name of the carousel region. */
  carouselLabel: "Student testimonials",
  previous: "Previous testimonials",
  next: "Next testimonials",
  empty: "Reviews from our students will appear here soon.",
};
