import { POST_ERRORS } from "~/lib/posts";

/** Copy of the admin's Blog section (/admin/posts). */
export const adminPostsCopy = {
  /** The section's list (docs/decisions/collection-kit.md "Routes"). */
  path: "/admin/posts",
  title: "Blog posts",
  description: "Write, publish and change the posts of the blog.",
  heading: "Blog posts",
  intro:
    "Posts show on /blogs newest publish date first. A draft is visible only here; publish it when it is ready.",
  newPost: "New post",
  empty: "No posts yet. Write the first one with New post.",
  dated: (date: string) => `Publish date ${date}`,
  scheduled: "Scheduled",
  preview: "Preview",
  previewLabel: (title: string) => `Preview ${title}`,
  /** The admin's preview of a post (/admin/posts/:id/preview). */
  previewPage: {
    title: "Preview post",
    /** The edit page's link to the preview (the saved post, without unsaved changes). */
    open: "Preview the saved post",
    draft: "Preview: this post is a draft. Visitors cannot see it until you publish it.",
    scheduled: (date: string) =>
      `Preview: this post is published with a later date. It goes live on the site on ${date}.`,
    live: "Preview: this post is live on the site.",
    edit: "Edit this post",
    back: "Back to all posts",
  },
  deleted: "Post deleted.",
  notFound: "That post no longer exists. See the list of posts.",
  form: {
    newHeading: "New post",
    editHeading: (title: string) => `Edit “${title}”`,
    newTitle: "New post",
    editTitle: "Edit post",
    back: "Back to all posts",
    title: "Title",
    slug: "Web address",
    slugHint:
      "The end of the post's address, /blogs/… Leave it empty to make it from the title. Small letters, digits and hyphens.",
    summary: "Summary",
    summaryHint: "One or two sentences for the list, the feed and link previews.",
    body: "Post",
    bodyHint:
      "Markdown: a blank line between paragraphs, ## for a heading, * or 1. for lists, **bold**, *italic*, [text](https://…) for a link, > for a quote.",
    /** The cover photo block (CoverPhotoFields). */
    cover: {
      legend: "Cover photo",
      current: "Current cover",
      removeCover: "Remove the cover photo",
      file: "Cover photo",
      fileHint:
        "Optional. JPEG, PNG, WebP or AVIF, up to 5 MB. Shown at the top of the post, in the list and in link previews.",
      replaceHint: "Choose a photo to replace the current cover.",
      alt: "Cover description (alt text)",
      altHint: "Describe the photo for people who cannot see it. Required with a photo.",
    },
    publishDate: "Publish date",
    publishDateHint:
      "Shown on the post; the list is ordered by it, newest first. A published post with a later date goes live on that date.",
    published: "Published (visible on the site)",
    publishedHint: "Leave it unticked to keep the post as a draft.",
    create: "Create post",
    save: "Save changes",
    saving: "Saving...",
    failed: "The post was not saved. Please correct the fields marked below.",
  },
  errors: POST_ERRORS,
} as const;
