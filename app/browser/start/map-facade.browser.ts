/**
 * The start script's footer map (app/browser/start-script.browser.ts,
 * docs/decisions/footer-map.md, docs/decisions/first-paint.md "Taps during hydration"): "Show map"
 * puts the Google Maps frame in the facade's box, before React has come and after; React does
 * not own the frame. Browser code, bundled into the inline script; it imports only the contract
 * (app/lib/first-tap.ts).
 */
import { FirstTap } from "../../lib/first-tap";

/**
 * Shows the map of the facade whose "Show map" button was tapped: an `<iframe>` (the button's
 * `data-map-show` URL, `data-map-title` title, lazy, `no-referrer-when-downgrade`, full screen
 * allowed) filling the box's `[data-map-frame]` holder, and the facade (`[data-map-facade]`: the
 * placeholder and the button) hidden. A second tap does nothing.
 * @param button the tapped `[data-map-show]` button, inside its `[data-map]` box
 */
export function showMap(button: HTMLElement): void {
  const box = button.closest(`[${FirstTap.Map}]`);
  const holder = box?.querySelector(`[${FirstTap.MapFrame}]`);
  if (!box || !holder || holder.querySelector("iframe")) return;
  const frame = document.createElement("iframe");
  frame.src = button.getAttribute(FirstTap.MapShow) ?? "";
  frame.title = button.getAttribute(FirstTap.MapTitle) ?? "";
  frame.setAttribute("loading", "lazy");
  frame.setAttribute("referrerpolicy", "no-referrer-when-downgrade");
  frame.setAttribute("allowfullscreen", "");
  // Set through the CSSOM: the page's stylesheet may not have been applied yet.
  frame.style.cssText = "display:block;width:100%;height:100%;border:0";
  holder.append(frame);
  for (const part of box.querySelectorAll<HTMLElement | SVGElement>(`[${FirstTap.MapFacade}]`))
    part.style.display = "none";
}
