/**
 * The site's pill buttons as classes, for a `Link`, a `BookButton` or a `<button>` alike (each
 * page had its own copy): `primary` amber, `secondary` outlined; `large` for a page's main call
 * to action, `medium` inside cards.
 * @param className classes put before the button's own (spacing)
 */
export function buttonClass(
  variant: "primary" | "secondary",
  size: "large" | "medium" = "large",
  className?: string,
): string {
  const pad =
    variant === "secondary" ? "px-7 py-2.5" : size === "large" ? "px-7 py-3" : "px-6 py-2.5";
  const look =
    variant === "primary"
      ? "bg-amber-700 font-semibold text-white shadow-sm transition hover:bg-amber-800"
      : "border-2 border-stone-800 font-semibold text-stone-900 transition hover:bg-stone-900 hover:text-white";
  const own = `inline-flex items-center justify-center rounded-full ${pad} ${look} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800`;
  return className ? `${className} ${own}` : own;
}
