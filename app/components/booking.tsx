import {
  createContext,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  type SyntheticEvent,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import type { EnquiryFormProps } from "~/components/enquiry-form";
import { EnquiryProvider } from "~/components/enquiry-state";
import { bookingCopy as copy } from "~/content/booking";
import type { EnquiryLogSetting } from "~/lib/enquiry-log";

let formModule: Promise<typeof import("~/components/enquiry-form")> | undefined;

/**
 * Starts fetching the Book Now dialog's form code (the enquiry form, its rules and the WhatsApp
 * link), once: the dialog's form is not part of a page's first JavaScript, it loads on the first
 * open, or earlier when a pointer or the keyboard reaches a Book button.
 * @returns the module's promise; a failed fetch is forgotten, so an early fetch that failed (a
 *   pointer over the button on a flaky link) is tried again by the open itself
 */
export function loadBookingForm() {
  formModule ??= import("~/components/enquiry-form").catch((error: unknown) => {
    formModule = undefined;
    throw error;
  });
  return formModule;
}

/** The dialog's message when the form's code could not be fetched: /book works without it. */
function FormUnavailable() {
  return (
    <p role="alert" className="mt-6 text-stone-800">
      {copy.formUnavailable}{" "}
      <a href="/book" className="font-semibold text-amber-800 underline underline-offset-2">
        {copy.openBookPage}
      </a>
    </p>
  );
}

const DialogForm = lazy(() =>
  loadBookingForm().then(
    (m) => ({ default: m.EnquiryForm }),
    () => ({ default: FormUnavailable as (props: EnquiryFormProps) => ReactNode }),
  ),
);

/** Moves focus to the dialog's first field once its form has mounted (the first open). */
function FocusFirstField({ dialogRef }: { dialogRef: RefObject<HTMLDialogElement | null> }) {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog?.open) dialog.querySelector<HTMLInputElement>("input")?.focus();
  }, [dialogRef]);
  return null;
}

/** What {@link useBooking} gives: `openBooking()` opens the Book Now dialog. */
type BookingContextValue = { openBooking: () => void };

const BookingContext = createContext<BookingContextValue>({ openBooking: () => {} });

/**
 * Holds the one enquiry state shared across pages and renders the "Book Now" dialog once per page
 * (spec §2 Shared booking modal, §3 Enquiry, §4 Booking modal). Wraps every page in the site layout.
 *
 * The dialog is a native `<dialog>` opened with `showModal()`: the page behind is inert, focus
 * moves to the Name field (on the first open once the form's code has arrived, see
 * {@link loadBookingForm}; "Loading the form…" shows meanwhile), Escape closes it, and on close
 * focus returns to the button that opened it. Cancel and the close icon close it; Submit does
 * not (spec §4).
 * @param enquiryLog the admin's enquiry log setting (issue 7), passed on to every enquiry form
 */
export function BookingProvider({
  children,
  enquiryLog,
}: {
  children: ReactNode;
  enquiryLog?: EnquiryLogSetting;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [session, setSession] = useState(0);
  const titleId = useId();
  const promptId = useId();

  const openBooking = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    openerRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSession((s) => s + 1);
    dialog.showModal();
    dialog.querySelector<HTMLInputElement>("input")?.focus();
  }, []);

  const close = useCallback(() => dialogRef.current?.close(), []);

  /** Runs for every way of closing (Cancel, close icon, Escape): give focus back to the opener. */
  const onClose = useCallback(() => {
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus();
  }, []);

  const value = useMemo(() => ({ openBooking }), [openBooking]);

  return (
    <BookingContext.Provider value={value}>
      <EnquiryProvider log={enquiryLog}>
        {children}
        <dialog
          ref={dialogRef}
          aria-labelledby={titleId}
          aria-describedby={promptId}
          onClose={onClose}
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
              <button
                type="button"
                onClick={close}
                aria-label={copy.close}
                className="-mr-2 -mt-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
              >
                <svg
                  viewBox="0 0 24 24"
                  className="h-5 w-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            </div>
            {session > 0 ? (
              <Suspense
                fallback={
                  <p role="status" className="mt-6 py-24 text-center text-stone-700">
                    {copy.loadingForm}
                  </p>
                }
              >
                <DialogForm variant="dialog" onCancel={close} session={session} className="mt-6" />
                <FocusFirstField dialogRef={dialogRef} />
              </Suspense>
            ) : null}
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
 * Class). It is a link to `/book`, so it works without JavaScript (issue 7); once the page runs
 * JavaScript the click opens the dialog instead, and the control behaves as the button it then
 * is (role "button", Enter and Space). A pointer over it, a press or keyboard focus starts fetching
 * the dialog's form ({@link loadBookingForm}).
 * @param children the button's label, in the spec's words for its page
 * @param className styling of the button
 */
export function BookButton({
  children,
  className = "",
}: {
  children: ReactNode;
  className?: string;
}) {
  const { openBooking } = useBooking();
  const open = (event: SyntheticEvent) => {
    event.preventDefault();
    openBooking();
  };
  const warm = () => void loadBookingForm().catch(() => {});
  return (
    // biome-ignore lint/a11y/useSemanticElements: a link without JavaScript, the dialog's button with it
    <a
      href="/book"
      role="button"
      className={className}
      onClick={open}
      onPointerEnter={warm}
      onPointerDown={warm}
      onFocus={warm}
      onKeyDown={(event) => {
        if (event.key === " ") open(event);
      }}
      aria-haspopup="dialog"
    >
      {children}
    </a>
  );
}
