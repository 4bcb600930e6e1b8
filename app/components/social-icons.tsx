/** Networks the footer links to (spec §2 Footer "Contact Us" block). */
export const socialNetworks = ["facebook", "whatsapp", "instagram", "linkedin", "youtube"] as const;

/** One of {@link socialNetworks}. */
export type SocialNetwork = (typeof socialNetworks)[number];

/**
 * Decorative line icon of a social network, drawn with the current text colour. The shapes live
 * once in the static sprite public/icons.svg (symbols `social-<network>`, 24×24, 2 px stroke), so
 * they cost the footer, which every page renders, no JavaScript.
 * Hidden from assistive technology: the surrounding link carries the accessible name.
 * @param network which icon to draw
 * @param className size and colour classes; defaults to 20×20 px
 */
export function SocialIcon({
  network,
  className = "h-5 w-5",
}: {
  network: SocialNetwork;
  className?: string;
}) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`/icons.svg#social-${network}`} />
    </svg>
  );
}
