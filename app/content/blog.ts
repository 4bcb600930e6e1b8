/**
 * Copy of the blog (docs/decisions/admin-area.md "Blog", spec §2 Blogs): the public list and post
 * pages, and the RSS feed (the admin's Blog section: admin-posts.ts). The placeholder line is the
 * spec's, word for word.
 */
export const blogCopy = {
  heading: "Blogs",
  /** Spec §2 Blogs: shown only while no post is published. */
  placeholder: "Writing... Stay tuned for something exciting!",
  title: (brand: string) => `Chess Blog | ${brand}`,
  pageTitle: (brand: string, page: number) => `Chess Blog – Page ${page} | ${brand}`,
  descriptionEmpty: (brand: string) =>
    `Chess tips, training ideas and tournament stories from the coaches of ${brand}. Our first articles are on their way.`,
  description: (brand: string) =>
    `Chess tips, training ideas and tournament stories from the coaches of ${brand}.`,
  intro: "Tips, training ideas and tournament stories from our coaches.",
  readMore: (title: string) => `Read “${title}”`,
  published: "Published",
  newer: "Newer posts",
  older: "Older posts",
  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  pagination: "Blog pages",
  feedTitle: (brand: string) => `Chess Blog | ${brand}`,
  feedLink: "RSS feed",
  backToList: "All posts",
  breadcrumb: "Blogs",
  notFoundDescription: "This post does not exist. See all our posts.",
} as const;
