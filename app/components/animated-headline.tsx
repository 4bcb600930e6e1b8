import type { ElementType } from "react";

/** Delay between two words of the headline, in seconds (spec §2 Home, §9: 0.5 s). */
export const HEADLINE_WORD_DELAY_S = 0.5;

/** Props of {@link AnimatedHeadline}. */
export interface AnimatedHeadlineProps {
  /** The headline; split on spaces into words. */
  text: string;
  /** Element to render; a <p> by default (the page's h1 is the academy name). */
  as?: ElementType;
  className?: string;
}

/**
 * A headline whose words fade and rise in one after another, 0.5 s apart (spec §2 Home, §9).
 * Pure CSS: each word gets `animation-delay: i × 0.5 s`; no JS timers, so it also runs before
 * hydration. The animation class is `motion-safe:` only, so with `prefers-reduced-motion:
 * reduce` every word shows at once. The words stay in the text, so readers and crawlers get
 * the whole sentence.
 * @returns the headline element with one <span> per word
 */
export function AnimatedHeadline({ text, as: Tag = "p", className = "" }: AnimatedHeadlineProps) {
  const words = text.split(/\s+/).filter(Boolean);
  return (
    <Tag className={className}>
      {words.map((word, index) => (
        <span key={`${word}-${index}`}>
          <span
            className="inline-block motion-safe:animate-headline-word"
            style={{ animationDelay: `${index * HEADLINE_WORD_DELAY_S}s` }}
          >
            {word}
          </span>
          {index < words.length - 1 ? " " : null}
        </span>
      ))}
    </Tag>
  );
}
