import type { ReactNode } from "react";

/**
 * A line icon on a 24-unit grid drawn in the text colour, hidden from assistive technology (the
 * button it sits in carries the name): the booking dialog's close, the menu toggle, the carousel
 * arrows.
 * @param roundJoins round corners where lines meet (the arrows)
 */
export function StrokeIcon({
  className,
  roundJoins = false,
  children,
}: {
  className: string;
  roundJoins?: boolean;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin={roundJoins ? "round" : undefined}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
