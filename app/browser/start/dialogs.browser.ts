/**
 * The start script's dialogs (app/browser/start-script.browser.ts): the Book Now dialog and the
 * photo viewer opened from the server's HTML before React has come (spec §4 Booking modal, §2
 * Gallery viewer; docs/decisions/first-paint.md "The first tap").
 */
import { FirstTap } from "../../lib/first-tap";
import { openModal } from "../../lib/open-modal";

/**
 * Presets the booking form of `dialog` from a Book control: its mode and level (when given) and
 * its Batch field, shown only with a batch (docs/decisions/timetable.md "Book this batch").
 * @param control the tapped Book control
 * @param dialog the `<dialog>` it names, or null
 */
export function presetBooking(control: HTMLElement, dialog: Element | null): void {
  const form = dialog?.querySelector<HTMLFormElement>(`form[${FirstTap.SubmitWhenHydrated}]`);
  if (!form) return;
  for (const [name, attribute] of [
    ["mode", FirstTap.BookMode],
    ["level", FirstTap.BookLevel],
    ["batch", FirstTap.BookBatch],
  ]) {
    const value = control.getAttribute(attribute) ?? "";
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) continue;
    if (name === "batch") {
      field.value = value;
      field.parentElement?.classList.toggle("hidden", !value);
    } else if (value && field.value !== value) {
      field.value = value;
      // React's form (once hydrated) takes the choice from the change event.
      field.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }
}

/**
 * Opens a server-rendered modal dialog (if not open) with {@link openModal}; the browser focuses
 * its `autofocus` field.
 * @param dialog the dialog; anything else, or null, is left alone
 */
export function openDialog(dialog: Element | null): void {
  if (dialog instanceof HTMLDialogElement) openModal(dialog);
}

/**
 * Fills the photo viewer `<dialog id="ID">` named by a photo link's `data-viewer="ID"` from its
 * `data-viewer-*` attributes (index, srcset, alt, width and height in px, position text) and
 * opens it; the viewer reads the index back from `data-index` when React hydrates it.
 * @param link the tapped photo link (its href is the photo's file)
 */
export function openViewer(link: HTMLElement): void {
  const data = (name: string) => link.getAttribute(name) ?? "";
  const viewer = document.getElementById(data(FirstTap.Viewer));
  const image = viewer?.querySelector("img");
  if (!(viewer instanceof HTMLDialogElement) || !image) return;
  const alt = data(FirstTap.ViewerAlt);
  const position = data(FirstTap.ViewerPosition);
  viewer.setAttribute(FirstTap.ViewerShown, data(FirstTap.ViewerIndex));
  viewer.setAttribute("aria-label", position);
  image.srcset = data(FirstTap.ViewerSrcset);
  image.src = data("href");
  image.alt = alt;
  image.width = Number(data(FirstTap.ViewerWidth));
  image.height = Number(data(FirstTap.ViewerHeight));
  const caption = viewer.querySelector(`[${FirstTap.ViewerCaption}]`);
  const shown = viewer.querySelector(`[${FirstTap.ViewerPosition}]`);
  if (caption) caption.textContent = alt;
  if (shown) shown.textContent = position;
  openDialog(viewer);
}
