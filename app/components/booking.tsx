import { createContext, type ReactNode, useContext } from "react";

/**
 * PLACEHOLDER interface of the shared booking modal (spec §2 Shared booking modal, §3 Enquiry, §4).
 * The booking helper replaces the body of this file; the exported names stay.
 */
type BookingContextValue = { openBooking: () => void };

const BookingContext = createContext<BookingContextValue>({ openBooking: () => {} });

/** Holds the one Enquiry state shared across pages and renders the "Book Now" dialog. */
export function BookingProvider({ children }: { children: ReactNode }) {
  return <BookingContext.Provider value={{ openBooking: () => {} }}>{children}</BookingContext.Provider>;
}

/** Access to the booking modal: `openBooking()` opens it. */
export function useBooking(): BookingContextValue {
  return useContext(BookingContext);
}

/** A button that opens the booking modal; label is the spec's ("Book Now", "Book A Demo", …). */
export function BookButton({ children, className = "" }: { children: ReactNode; className?: string }) {
  const { openBooking } = useBooking();
  return (
    <button type="button" className={className} onClick={openBooking}>
      {children}
    </button>
  );
}
