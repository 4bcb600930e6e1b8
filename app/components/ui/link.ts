/** The underlined amber text link's own classes, before its focus ring's colour. */
const LINK =
  "rounded font-semibold text-amber-800 underline underline-offset-4 hover:text-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2";

/** The focus ring's colours in use: amber-800 on most pages, amber-700 on the sign-in and contact pages and an event's page. */
const RINGS = {
  "amber-800": "focus-visible:outline-amber-800",
  "amber-700": "focus-visible:outline-amber-700",
} as const;

/**
 * The site's underlined text link as classes (each page had its own copy), for a `Link` or `<a>`.
 * @param ring the focus ring's colour; amber-800 unless told
 */
export function textLinkClass(ring: keyof typeof RINGS = "amber-800"): string {
  return `${LINK} ${RINGS[ring]}`;
}
