/**
 * Words of the admin sections for coaches, testimonials and FAQs: headings, field labels and
 * hints, and what each page says after a delete. Shared words (Save, Up, Down, Delete, "Saved
 * “…”.", …) are in app/content/admin-nav.ts `adminCollectionCopy`.
 */

/** /admin/coaches. */
export const coachesAdminCopy = {
  /** The section's list (docs/decisions/collection-kit.md "Routes"). */
  path: "/admin/coaches",
  title: "Coaches",
  heading: "Coaches",
  intro:
    "The coach profiles of the Our Coaches page, in the order shown there (profiles alternate sides).",
  add: "Add a coach",
  addHeading: "Add a coach",
  editHeading: (name: string) => `Edit ${name}`,
  deleted: "Coach deleted.",
  publicPath: "/coaches",
  fields: {
    name: "Name",
    title: "Title",
    titleHint: "For example: Head Coach, Junior Programme.",
    quote: "Quote",
    bio: "Bio (optional)",
    image: "Portrait",
    imageNone: "No portrait",
    imageOption: (n: number) => `Portrait ${n}`,
    imageHint: "One of the site's built-in portraits. An uploaded photo is shown instead.",
    photo: "Photo (optional)",
    photoHint:
      "A JPEG, PNG, WebP or AVIF image, up to 5 MB. Choosing one replaces the current photo.",
    currentPhoto: "Current photo",
    removePhoto: "Remove the photo",
    imageAlt: "Portrait description",
    imageAltHint:
      "What the photo or portrait shows, for people who cannot see it. Required with either.",
    achievements: "Achievements (optional)",
    achievementsHint: "One a line, at most 10.",
    fideRating: "FIDE rating (optional)",
    fideRatingHint: "A number from 1000 to 3000. Leave empty if the coach has none.",
  },
  ratingShort: (rating: number) => `FIDE ${rating}`,
  hasPhoto: "with photo",
} as const;

/** /admin/testimonials. */
export const testimonialsAdminCopy = {
  /** The section's list (docs/decisions/collection-kit.md "Routes"). */
  path: "/admin/testimonials",
  title: "Testimonials",
  heading: "Testimonials",
  intro: "Student reviews of the Testimonials page, in carousel order.",
  add: "Add a testimonial",
  addHeading: "Add a testimonial",
  editHeading: (name: string) => `Edit the review by ${name}`,
  deleted: "Testimonial deleted.",
  publicPath: "/testimonial",
  fields: {
    text: "Review",
    author: "Author",
    authorHint: "For example: Aditya K., student.",
    region: "Region",
    regionHint: "For example: Coimbatore, Tamil Nadu.",
  },
} as const;

/** /admin/faqs. */
export const faqsAdminCopy = {
  /** The section's list (docs/decisions/collection-kit.md "Routes"). */
  path: "/admin/faqs",
  title: "FAQs",
  heading: "FAQs",
  intro: "The questions of the FAQ page, in the order shown there.",
  add: "Add a question",
  addHeading: "Add a question",
  editHeading: (name: string) => `Edit “${name}”`,
  deleted: "Question deleted.",
  publicPath: "/faqs",
  fields: {
    question: "Question",
    answer: "Answer",
    answerHint: "Separate paragraphs with a blank line.",
  },
} as const;
