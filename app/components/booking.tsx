import {
  createContext,
  type ReactNode,
  type SyntheticEvent,
  useCallback,
  useContext,
  useId,
  useMemo,
  useRef,
} from "react";
import { EnquiryForm } from "~/components/enquiry-form";
import { EnquiryProvider } from "~/components/enquiry-state";
import { StrokeIcon } from "~/components/ui/stroke-icon";
import { bookingCopy as copy } from "~/content/booking";
import type { EnquiryLogSetting } from "~/lib/enquiry-log";
import { FirstTap } from "~/lib/first-tap";
import { openModal } from "~/lib/open-modal";

/**
 * The id of the Book Now dialog. Every Book control names it (`data-opens-dialog`), so the
 * page's start script can open it before React has hydrated (docs/decisions/first-paint.md).
 */
export const BOOKING_DIALOG_ID = "book-now";

/** What {@link useBooking} gives: `openBooking()` opens the Book Now dialog. */
type BookingContextValue = { openBooking: () => void };

const BookingContext = createContext<BookingContextValue>({ openBooking: () => {} });

/**
 * Holds the one enquiry state shared across pages and renders the "Book Now" dialog once per page
 * (spec §2 Shared booking modal, §3 Enquiry, §4 Booking modal). Wraps every page in the site layout.
 *
 * The dialog is a native `<dialog>`, in the server's HTML with its whole form, so the first tap
 * on a Book control opens it at once, before the page's scripts have run (the start script calls
 * `openModal()`, app/lib/open-modal.ts; docs/decisions/first-paint.md); React opens it the same
 * way afterwards. The page behind is inert, focus moves to the Name field, Escape closes it, and
 * on close focus goes back to the control that opened it. Cancel and the close icon close it, as `method=dialog`
 * submits the browser handles itself; Submit does not close it (spec §4).
 * @param enquiryLog the admin's enquiry log setting, passed on to every enquiry form
 */
export function BookingProvider({
  children,
  enquiryLog,
}: {
  children: ReactNode;
  enquiryLog?: EnquiryLogSetting;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const promptId = useId();

  const openBooking = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // The browser focuses the form's `autofocus` field (Name).
    openModal(dialog);
  }, []);

  const value = useMemo(() => ({ openBooking }), [openBooking]);

  return (
    <BookingContext.Provider value={value}>
      <EnquiryProvider log={enquiryLog}>
        {children}
        <dialog
          ref={dialogRef}
          id={BOOKING_DIALOG_ID}
          aria-labelledby={titleId}
          aria-describedby={promptId}
          className="m-auto max-h-[calc(100dvh-2rem)] w-[min(calc(100vw-2rem),30rem)] overflow-y-auto rounded-2xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/60"
        >
          <div className="p-6 sm:p-8">
            <div className="flex items-start justify-between gap-4">
              <div>
                <h2 id={titleId} className="font-display text-2xl font-bold text-stone-900">
                  {copy.title}
                </h2>
                <p id={promptId} className="mt-1 text-stone-700">
                  {copy.prompt}
                </p>
              </div>
              <form method="dialog">
                <button
                  type="submit"
                  aria-label={copy.close}
                  className="-mr-2 -mt-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
                >
                  <StrokeIcon className="h-5 w-5">
                    <path d="M6 6l12 12M18 6L6 18" />
                  </StrokeIcon>
                </button>
              </form>
            </div>
            <EnquiryForm variant="dialog" className="mt-6" />
          </div>
        </dialog>
      </EnquiryProvider>
    </BookingContext.Provider>
  );
}

/** Access to the booking modal: `openBooking()` opens it (a no-op outside a BookingProvider). */
export function useBooking(): BookingContextValue {
  return useContext(BookingContext);
}

/**
 * The control that opens the booking modal (spec §2: Book Now, Book A Demo, Book a Free Demo
 * Class). It is a link to `/book`, so it works without JavaScript; with JavaScript the first tap
 * opens the dialog instead, before React has hydrated (the page's start script reads
 * `data-opens-dialog`) and after (the click handler here), and the control behaves as the button
 * it then is (role "button", Enter and Space).
 * @param children the button's label, in the spec's words for its page
 * @param className styling of the button
 * @param batch "Book this batch" (docs/decisions/timetable.md "Book this batch"): the batch's id
 *   (the link becomes /book?batch=ID), the mode and level it chooses ("" leaves a field as it is)
 *   and its line, written as `data-book-*`: on every tap of a Book control, before React and
 *   after, the page's start script chooses mode and level (with a `change` event, which React's
 *   form follows) and fills the read-only Batch field (empties it for the other controls)
 * @param label an accessible name other than the visible text
 */
export function BookButton({
  children,
  className = "",
  batch,
  label,
}: {
  children: ReactNode;
  className?: string;
  batch?: { id: number; mode: string; level: string; line: string };
  label?: string;
}) {
  const { openBooking } = useBooking();
  const open = (event: SyntheticEvent) => {
    event.preventDefault();
    openBooking();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a link without JavaScript, the dialog's button with it
    <a
      href={batch ? `/book?batch=${batch.id}` : "/book"}
      role="button"
      aria-label={label}
      {...{
        [FirstTap.OpensDialog]: BOOKING_DIALOG_ID,
        [FirstTap.BookMode]: batch?.mode,
        [FirstTap.BookLevel]: batch?.level,
        [FirstTap.BookBatch]: batch?.line,
      }}
      className={className}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === " ") open(event);
      }}
      aria-haspopup="dialog"
    >
      {children}
    </a>
  );
}
