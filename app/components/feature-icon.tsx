import { type FeatureIconName, featureIconNames } from "~/lib/feature-icons";

export { type FeatureIconName, featureIconNames };

/**
 * The icons live once in the static sprite public/icons.svg (24×24 line icons with a 1.8 px
 * stroke, plus a filled check mark), so they cost no JavaScript: pages reference them by id
 * and the browser fetches the sprite once (about 1 KB gzip) and caches it.
 */
const SPRITE = "/icons.svg";

/**
 * A small decorative line icon, coloured by `currentColor` (no icon library).
 * Hidden from assistive technology: the card's heading carries the meaning.
 * @param name which icon (a <symbol> id in public/icons.svg)
 * @param className size and colour classes; 24×24 px by default
 */
export function FeatureIcon({
  name,
  className = "h-6 w-6",
}: {
  name: FeatureIconName;
  className?: string;
}) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}

/** A filled check mark for bullet lists; decorative. */
export function CheckIcon({
  className = "mt-0.5 h-5 w-5 shrink-0 text-amber-700",
}: {
  className?: string;
}) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`${SPRITE}#check`} />
    </svg>
  );
}
