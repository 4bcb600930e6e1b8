import type { ComponentProps } from "react";

/**
 * The heading sizes of the public pages' `<h2>`s: `large` a page section (home, courses, about),
 * `medium` a course page's section, `small` a block inside a page (an event's "Register", the
 * calendar boxes).
 */
const SIZES = {
  large: "text-3xl font-bold sm:text-4xl",
  medium: "text-2xl font-bold sm:text-3xl",
  small: "text-2xl font-bold",
} as const;

/**
 * A page section's `<h2>` in the site's display type.
 * @param size one of {@link SIZES}; `large` unless told
 * @param onDark on a dark panel: the panel's text colour, not the heading's own stone-900
 * @param className classes put before the heading's own (alignment, spacing)
 */
export function SectionHeading({
  className,
  size = "large",
  onDark = false,
  ...props
}: ComponentProps<"h2"> & { size?: keyof typeof SIZES; onDark?: boolean }) {
  const own = `font-display ${SIZES[size]}${onDark ? "" : " text-stone-900"}`;
  return <h2 className={className ? `${className} ${own}` : own} {...props} />;
}
