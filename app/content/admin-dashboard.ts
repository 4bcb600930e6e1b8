import { FEEDBACK_ERRORS } from "~/lib/feedback";

/**
 * Copy of the admin dashboard (spec §2 "Admin dashboard", §8 success alerts) and the
 * messages of the banner upload and feedback forms. Headings, labels, button texts and
 * alerts follow the spec word for word; the error messages are ours (the spec has none).
 */
export const adminDashboardCopy = {
  title: "Admin Dashboard",
  description: "Update the homepage banner and the feedback shown to visitors.",
  heading: "Update Changes Here",
  banner: {
    heading: "Manage Banner",
    title: "Title",
    content: "Content",
    image: "Upload Image",
    imageHint: "JPEG, PNG, WebP or AVIF, up to 5 MB. It is resized to 1600 px wide for the site.",
    preview: "Preview of the chosen image",
    current: "Current banner",
    currentImageAlt: "The banner image visitors see now",
    none: "No banner is stored. Visitors see no banner on the homepage.",
    update: "Update Banner",
    updating: "Updating...",
    delete: "Delete Banner",
    deleting: "Deleting...",
    updated: "Banner updated successfully!",
    deleted: "Banner deleted successfully!",
  },
  feedback: {
    heading: "Manage Feedback",
    name: "Name",
    content: "Feedback Content",
    stars: "Star Rating",
    add: "Add Feedback",
    adding: "Adding...",
    listHeading: "Feedback List",
    empty: "No feedback yet. Add the first one above.",
    deleteLabel: (name: string) => `Delete feedback from ${name}`,
    delete: "Delete",
    added: "Feedback added successfully!",
    deleted: "Feedback deleted successfully!",
    starsLabel: (stars: number) => `${stars} out of 5 stars`,
  },
  errors: {
    ...FEEDBACK_ERRORS,
    unknownIntent: "That action is not available.",
    notFound: "That feedback was already deleted.",
    requestTooLarge: "That upload is too large (max 5 MB).",
    generic: "Something went wrong. Please try again.",
  },
  upload: {
    missing: "Please choose an image to upload.",
    wrongType: "Please upload a JPEG, PNG, WebP or AVIF image.",
    tooLarge: "That image is too large (max 5 MB).",
    tooManyPixels: "That image is too large (max 40 megapixels). Please resize it and try again.",
    unreadable: "That image could not be read. It may be damaged. Please try another file.",
  },
} as const;
