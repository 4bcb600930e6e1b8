import type { ElementType, ReactNode } from "react";
import { useInViewOnce } from "~/components/use-in-view";
import { FirstTap } from "~/lib/first-tap";

/** Props of {@link Reveal}. */
export interface RevealProps {
  children: ReactNode;
  /** Fraction of the element (0–1) that must be visible before it reveals: 0.5 or 0.3 (spec §9). */
  threshold?: 0.3 | 0.5;
  /** Transition duration: 1000 ms (default) or 1300 ms (spec §9). */
  slow?: boolean;
  /** Element to render; defaults to <section>. */
  as?: ElementType;
  className?: string;
  id?: string;
  "aria-labelledby"?: string;
}

/**
 * A block that fades and slides in once when `threshold` of it is visible, then stays visible
 * (spec §2 "Sections reveal … once only", §4 Reveal, §9 thresholds). With reduced motion
 * the CSS shows it at once in its final state; without JS a <noscript> style does the same.
 */
export function Reveal({
  children,
  threshold = 0.3,
  slow = false,
  as: Tag = "section",
  className = "",
  ...rest
}: RevealProps) {
  const { ref, inView } = useInViewOnce({ threshold });
  return (
    <Tag
      ref={ref}
      className={`reveal${slow ? " reveal-slow" : ""}${inView ? ` ${FirstTap.Revealed}` : ""} ${className}`}
      {...{ [FirstTap.RevealThreshold]: threshold }}
      {...rest}
    >
      {children}
    </Tag>
  );
}
