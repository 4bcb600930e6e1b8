/**
 * Copy of the admin's enquiry inbox, /admin/enquiries (docs/decisions/admin-area.md "Enquiry log",
 * "Admin inbox"). Ours: the spec has no inbox.
 */
export const adminEnquiriesCopy = {
  title: "Enquiries",
  description: "Demo enquiries the academy keeps a copy of, with their follow-up.",
  intro:
    "Every enquiry goes to the academy on WhatsApp. With the log on, the forms also offer visitors a box to keep a copy here, so nothing is lost; copies are deleted automatically after the period you choose.",
  setting: {
    heading: "Enquiry log",
    enabled: "Keep a copy of enquiries",
    enabledHint:
      "When on, the booking forms show a short notice and an unticked box; an enquiry is kept only when the visitor ticks it.",
    retentionDays: "Delete copies after (days)",
    retentionHint: "Between 1 and 3650 days. Older copies are deleted automatically.",
    save: "Save setting",
    savedOn: (days: number) =>
      `The enquiry log is on. Copies are deleted after ${days} ${days === 1 ? "day" : "days"}.`,
    savedOff: "The enquiry log is off. New enquiries are not kept.",
    statusOff: "The log is off: the forms show no consent box and new enquiries are not kept.",
  },
  inbox: {
    heading: "Inbox",
    counts: "Enquiries by status",
    all: "All",
    filters: "Filter enquiries",
    status: "Status",
    mode: "Mode",
    level: "Level",
    any: "All",
    filter: "Filter",
    clear: "Clear filters",
    exportCsv: "Export CSV",
    empty: "No enquiries yet.",
    emptyFiltered: "No enquiries match these filters.",
    shown: (n: number, total: number) =>
      n === total ? `${n} ${n === 1 ? "enquiry" : "enquiries"}` : `${n} of ${total} enquiries`,
  },
  item: {
    received: "Received",
    contactNo: "Contact No",
    whatsApp: "WhatsApp",
    whatsAppLabel: (name: string) => `WhatsApp ${name}`,
    mode: "Mode",
    level: "Level",
    location: "Location",
    form: "Form",
    status: "Status",
    note: "Note",
    noteHint: "Only the admin sees this.",
    save: "Save",
    saveLabel: (name: string) => `Save status and note of ${name}`,
    saved: (name: string) => `Saved the follow-up of ${name}.`,
    deleted: "The enquiry was deleted.",
    deleteName: (name: string) => `the enquiry from ${name}`,
  },
} as const;
