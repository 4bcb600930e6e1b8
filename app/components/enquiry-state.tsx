import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { type EnquiryDraft, type EnquiryField, emptyEnquiry } from "~/lib/enquiry";
import { DEFAULT_ENQUIRY_LOG, type EnquiryLogSetting } from "~/lib/enquiry-log";

/** The shared enquiry state and its setters (spec §3 "The state is shared across pages"). */
export type EnquiryContextValue = {
  draft: EnquiryDraft;
  setField: (field: EnquiryField, value: string) => void;
  reset: () => void;
  /** The admin's enquiry log setting: while on, the forms show the notice and consent box. */
  log: EnquiryLogSetting;
};

const EnquiryContext = createContext<EnquiryContextValue | null>(null);

/**
 * Holds the one enquiry draft (name, contactNo, mode, level, location) that every enquiry form on
 * every page reads and writes. Mounted once by `BookingProvider` in the site layout, so the draft
 * survives client-side navigation.
 * @param log the enquiry log setting from the site layout's loader; default off
 */
export function EnquiryProvider({
  children,
  log = DEFAULT_ENQUIRY_LOG,
}: {
  children: ReactNode;
  log?: EnquiryLogSetting;
}) {
  const [draft, setDraft] = useState<EnquiryDraft>(emptyEnquiry);
  const setField = useCallback(
    (field: EnquiryField, value: string) => setDraft((d) => ({ ...d, [field]: value })),
    [],
  );
  const reset = useCallback(() => setDraft(emptyEnquiry), []);
  const value = useMemo(() => ({ draft, setField, reset, log }), [draft, setField, reset, log]);
  return <EnquiryContext.Provider value={value}>{children}</EnquiryContext.Provider>;
}

/**
 * The shared enquiry draft. Outside an {@link EnquiryProvider} (e.g. a component test) it falls
 * back to a local draft so forms still work.
 */
export function useEnquiry(): EnquiryContextValue {
  const shared = useContext(EnquiryContext);
  const [draft, setDraft] = useState<EnquiryDraft>(emptyEnquiry);
  const local = useMemo<EnquiryContextValue>(
    () => ({
      draft,
      setField: (field, value) => setDraft((d) => ({ ...d, [field]: value })),
      reset: () => setDraft(emptyEnquiry),
      log: DEFAULT_ENQUIRY_LOG,
    }),
    [draft],
  );
  return shared ?? local;
}
