/** Names of the small line icons used on feature cards (home, courses, course detail). */
export type FeatureIconName =
  | "medal"
  | "screen"
  | "trophy"
  | "brain"
  | "people"
  | "puzzle"
  | "heart"
  | "globe"
  | "sliders"
  | "play"
  | "chart"
  | "pin"
  | "calendar"
  | "clock"
  | "user"
  | "users"
  | "siblings";

/** Inner SVG of each icon, drawn on a 24×24 grid with a 1.8 px stroke. */
const paths: Record<FeatureIconName, React.ReactNode> = {
  medal: (
    <>
      <circle cx="12" cy="15" r="5" />
      <path d="M8.5 3 11 10.2M15.5 3 13 10.2M7.5 3h9M12 13v4" />
    </>
  ),
  screen: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4M10 8.5l4 1.5-4 1.5z" />
    </>
  ),
  trophy: (
    <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4.5M16 6h3a3 3 0 0 1-3 4.5M12 13v4M8.5 20h7M10 17h4v3h-4z" />
  ),
  brain: (
    <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.7.6 1.1 1.3 1.1 2.2h5c0-.9.4-1.6 1.1-2.2A6 6 0 0 0 12 3z" />
  ),
  people: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20a6 6 0 0 1 12 0" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M16 14.1a5 5 0 0 1 5 5" />
    </>
  ),
  puzzle: (
    <path d="M12 3.5 14.2 8.6l5.5.5-4.2 3.7 1.3 5.4L12 15.3l-4.8 2.9 1.3-5.4-4.2-3.7 5.5-.5z" />
  ),
  heart: (
    <path d="M12 20s-7.5-4.6-7.5-10.2A4.1 4.1 0 0 1 12 7.4a4.1 4.1 0 0 1 7.5 2.4C19.5 15.4 12 20 12 20z" />
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </>
  ),
  sliders: (
    <>
      <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
      <circle cx="15" cy="6" r="2" />
      <circle cx="9" cy="12" r="2" />
      <circle cx="17" cy="18" r="2" />
    </>
  ),
  play: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="3" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
  chart: <path d="M4 20V4M4 20h16M8 16l4-5 3 3 5-7" />,
  pin: (
    <>
      <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20a7 7 0 0 1 14 0" />
    </>
  ),
  users: (
    <>
      <circle cx="7" cy="9" r="2.5" />
      <circle cx="17" cy="9" r="2.5" />
      <circle cx="12" cy="7" r="2.8" />
      <path d="M2.5 19a4.5 4.5 0 0 1 7-3.7M21.5 19a4.5 4.5 0 0 0-7-3.7M7.5 20a4.5 4.5 0 0 1 9 0" />
    </>
  ),
  siblings: (
    <>
      <circle cx="8" cy="7" r="3" />
      <circle cx="17" cy="10" r="2.3" />
      <path d="M2.5 20a5.5 5.5 0 0 1 11 0M13.5 20a3.5 3.5 0 0 1 7 0" />
    </>
  ),
};

/**
 * A small decorative line icon (inline SVG, no icon library), coloured by `currentColor`.
 * Hidden from assistive technology: the card's heading carries the meaning.
 * @param name which icon
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
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {paths[name]}
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
    <svg
      viewBox="0 0 20 20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17zm-1.3 12.2-3.6-3.6 1.3-1.3 2.3 2.3 4.9-4.9 1.3 1.3z" />
    </svg>
  );
}
