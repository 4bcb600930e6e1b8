import type { ComponentProps } from "react";

/** The classes of a page section's heading (home, courses, about). */
const SECTION_HEADING = "font-display text-3xl font-bold text-stone-900 sm:text-4xl";

/**
 * A page section's `<h2>` in the site's display type, one size for every public page's sections.
 * @param className classes put before the heading's own (alignment, spacing)
 */
export function SectionHeading({ className, ...props }: ComponentProps<"h2">) {
  return (
    <h2 className={className ? `${className} ${SECTION_HEADING}` : SECTION_HEADING} {...props} />
  );
}
