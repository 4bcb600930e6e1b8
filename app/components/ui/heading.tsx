import type { ComponentProps } from "react";

/**
 * The heading sizes of the public pages' `<h2>`s: `large` a page section (home, courses, about),
 * `medium` a course page's section, `list` a list's heading (events), `small` a block inside a
 * page (an event's "Register", the calendar boxes).
 */
const SIZES = {
  large: "text-3xl font-bold text-stone-900 sm:text-4xl",
  medium: "text-2xl font-bold text-stone-900 sm:text-3xl",
  list: "text-3xl font-bold text-stone-900",
  small: "text-2xl font-bold text-stone-900",
} as const;

/** The same sizes on a dark panel: the colour is the panel's (white). */
const ON_DARK = { small: "text-2xl font-bold" } as const;

/**
 * The classes of a heading in the site's display type.
 * @param size one of {@link SIZES}; `onDark` keeps the panel's text colour (only `small` today)
 */
export function headingClass(size: keyof typeof SIZES = "large", onDark = false): string {
  return `font-display ${onDark && size === "small" ? ON_DARK.small : SIZES[size]}`;
}

/**
 * A page section's `<h2>` in the site's display type.
 * @param size see {@link headingClass}; `large` unless told
 * @param onDark on a dark panel (no text colour of its own)
 * @param className classes put before the heading's own (alignment, spacing)
 */
export function SectionHeading({
  className,
  size = "large",
  onDark = false,
  ...props
}: ComponentProps<"h2"> & { size?: keyof typeof SIZES; onDark?: boolean }) {
  const own = headingClass(size, onDark);
  return <h2 className={className ? `${className} ${own}` : own} {...props} />;
}
