/**
 * The start script's dialogs (app/browser/start-script.browser.ts, docs/decisions/first-paint.md
 * "The start script"): the Book Now dialog and the photo viewer opened from the server's HTML
 * before React has come (spec §4 Booking modal, §2 Gallery viewer). Browser code, bundled into
 * the inline script; it imports nothing from the app.
 */

/**
 * Presets the booking form of `dialog` from a Book control: its `data-book-mode` and
 * `data-book-level` choose those fields (when given), its `data-book-batch` fills the Batch
 * field, which shows only with a batch (docs/decisions/timetable.md "Book this batch").
 * @param control the tapped Book control
 * @param dialog the `<dialog>` it names (`data-opens-dialog`), or null
 */
export function presetBooking(control: HTMLElement, dialog: Element | null): void {
  const form = dialog?.querySelector<HTMLFormElement>("form[data-submit-when-hydrated]");
  if (!form) return;
  for (const name of ["mode", "level", "batch"]) {
    const value = control.getAttribute(`data-book-${name}`) ?? "";
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
 * Opens a server-rendered modal dialog (if not open) and focuses its `[data-autofocus]` field.
 * @param dialog the dialog, or null (nothing happens)
 */
export function openDialog(dialog: HTMLDialogElement | null): void {
  if (!dialog) return;
  if (!dialog.open) dialog.showModal();
  dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
}

/**
 * Fills the photo viewer `<dialog id="ID">` named by a photo link's `data-viewer="ID"` from its
 * `data-viewer-*` attributes (index, srcset, alt, width and height in px, position text) and
 * opens it; the viewer reads the index back from `data-index` when React hydrates it.
 * @param link the tapped photo link (its href is the photo's file)
 */
export function openViewer(link: HTMLElement): void {
  const viewer = document.getElementById(link.getAttribute("data-viewer") ?? "");
  const image = viewer?.querySelector("img");
  if (!(viewer instanceof HTMLDialogElement) || !image) return;
  const data = link.dataset;
  viewer.setAttribute("data-index", data.viewerIndex ?? "0");
  viewer.setAttribute("aria-label", data.viewerPosition ?? "");
  image.srcset = data.viewerSrcset ?? "";
  image.src = link.getAttribute("href") ?? "";
  image.alt = data.viewerAlt ?? "";
  image.width = Number(data.viewerWidth);
  image.height = Number(data.viewerHeight);
  const caption = viewer.querySelector("[data-viewer-caption]");
  const position = viewer.querySelector("[data-viewer-position]");
  if (caption) caption.textContent = data.viewerAlt ?? "";
  if (position) position.textContent = data.viewerPosition ?? "";
  openDialog(viewer);
}
