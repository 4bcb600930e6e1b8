/**
 * Opens a `<dialog>` as a modal dialog in two steps, so that the tap (or key) that opens it is
 * answered in the next frame on a slow phone (docs/decisions/first-paint.md "Modal dialogs in two
 * steps"):
 *
 * 1. `show()`: the dialog, positioned and backed as the modal dialog will be (inline styles, so
 *    nothing depends on the stylesheet having loaded), is painted after restyling itself only,
 *    and the browser focuses its `autofocus` field;
 * 2. after that frame, `showModal()`: the rest of the page becomes inert, which restyles the
 *    whole document (40–130 ms at 4× CPU on the longest pages), once the dialog is on screen.
 *
 * Closing the dialog in between (Cancel, the close icon) leaves it closed. Focus goes back to the
 * control that opened it when it closes, as with `showModal()` alone.
 * @param dialog the dialog; left alone when already open
 */
export function openModal(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  const opener = document.activeElement;
  const backdrop = getComputedStyle(dialog, "::backdrop").backgroundColor;
  dialog.style.cssText = `position:fixed;inset:0;z-index:2147483647;box-shadow:0 0 0 100vmax ${backdrop}`;
  dialog.show();
  dialog.addEventListener(
    "close",
    () => {
      // After showModal() the browser gives focus back to what had it then (the dialog's own
      // field, now hidden): to the opener instead, unless focus has moved on elsewhere.
      const focused = document.activeElement;
      if (
        opener instanceof HTMLElement &&
        (!focused || focused === document.body || dialog.contains(focused))
      )
        opener.focus({ preventScroll: true });
    },
    { once: true },
  );
  requestAnimationFrame(() =>
    setTimeout(() => {
      dialog.removeAttribute("style");
      if (!dialog.open || dialog.matches(":modal")) return;
      const focused = document.activeElement;
      // Without its `open` attribute the dialog is hidden without a `close` event, and shown
      // again as modal before the next frame.
      dialog.removeAttribute("open");
      dialog.showModal();
      if (focused instanceof HTMLElement && dialog.contains(focused))
        focused.focus({ preventScroll: true });
    }),
  );
}
