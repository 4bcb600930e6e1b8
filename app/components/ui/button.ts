/**
 * The site's buttons as classes, for a `Link`, a `BookButton`, an `<a>` or a `<button>` alike
 * (each page had its own copy). The pills: `primary` amber, `secondary` outlined, `outline` outlined lightly, `bare` without
 * colours, which the place adds (the timetable's, an event's and My classes' actions); and the
 * admin area's own looks. A public button with a look of one place only (the enquiry form's, the
 * photo viewer's, the puzzle board's) keeps its classes in that place.
 */

/** The pills' padding by size: `large` a page's main call to action, `medium` inside cards. */
const PADS = {
  large: "px-7 py-3",
  medium: "px-6 py-2.5",
  mediumTall: "px-6 py-3",
  small: "px-5 py-2.5",
  smaller: "px-5 py-2",
} as const;

/** The pills' looks (colours, weight, shadow). */
const PILL_LOOKS = {
  primary: "bg-amber-700 font-semibold text-white shadow-sm transition hover:bg-amber-800",
  secondary:
    "border-2 border-stone-800 font-semibold text-stone-900 transition hover:bg-stone-900 hover:text-white",
  /** Outlined in grey on white: a signed-in page's second action (Edit, Cancel, Notes). */
  outline: "border border-stone-400 bg-white font-semibold text-stone-900 hover:bg-stone-100",
  bare: "font-semibold",
} as const;

/** The admin area's buttons, one size each. */
const OWN_LOOKS = {
  /** Admin: the main button of a form. */
  adminPrimary:
    "rounded-full bg-amber-800 px-6 py-2.5 font-semibold text-white hover:bg-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900 disabled:opacity-60",
  /** Admin: an outlined link-button (the inbox's "all enquiries" and CSV export). */
  adminOutline:
    "rounded-md border border-stone-400 bg-white px-4 py-2 font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-800",
  /** Admin: a list row's small outlined button (move, delete, cancel). */
  adminSmall:
    "rounded-md border border-stone-400 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-800 disabled:cursor-not-allowed disabled:opacity-50",
} as const;

type PillVariant = keyof typeof PILL_LOOKS;
type ButtonVariant = PillVariant | keyof typeof OWN_LOOKS;

/**
 * The classes of a button.
 * @param variant a pill ({@link PILL_LOOKS}) or a look of its own ({@link OWN_LOOKS})
 * @param size a pill's padding ({@link PADS}); `secondary` is always `px-7 py-2.5`; looks of
 *   their own have one size and ignore it
 * @param className classes put before the button's own (spacing)
 */
export function buttonClass(
  variant: ButtonVariant,
  size: keyof typeof PADS = "large",
  className?: string,
): string {
  let own: string;
  if (variant in OWN_LOOKS) {
    own = OWN_LOOKS[variant as keyof typeof OWN_LOOKS];
  } else {
    const pad = variant === "secondary" ? "px-7 py-2.5" : PADS[size];
    own = `inline-flex items-center justify-center rounded-full ${pad} ${PILL_LOOKS[variant as PillVariant]} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800`;
  }
  return className ? `${className} ${own}` : own;
}
