/**
 * Words of the class timetable on /courses and /courses/:id, the seat request page and My
 * classes (docs/decisions/timetable.md). The timetable's section comes after the spec's sections
 * of /courses (spec §2 Courses).
 */
export const timetableCopy = {
  heading: "Class timetable",
  intro:
    "Every batch meets live on the same days each week. Times are India time (IST); pick your own zone below, or see your local time under each class.",
  courseHeading: "Batches of this course",
  empty:
    "No batch matches these filters yet. Book a free demo and we will find a time that suits you.",
  filters: {
    legend: "Filter the timetable",
    course: "Course",
    mode: "Mode",
    day: "Day",
    age: "Age group",
    tz: "Show times in",
    any: "Any",
    apply: "Show batches",
    reset: "Clear filters",
  },
  labels: {
    days: "Days",
    time: "Time",
    where: "Where",
    coach: "Coach",
    language: "Language",
    seats: "Seats",
    next: "Next class",
    localLabel: "Your time",
  },
  shownLabel: (zone: string) => `${zone} time`,
  seatsLeft: (n: number) => (n === 1 ? "1 seat left" : `${n} seats left`),
  full: "Full — join the waiting list",
  closed: "Closed to new students",
  starts: (date: string) => `Starts ${date}`,
  noNext: "No upcoming class",
  book: "Book this batch",
  bookLabel: (line: string) => `Book this batch: ${line}`,
  request: "Request a seat",
  wait: "Join the waiting list",
  requestLabel: (line: string) => `Request a seat: ${line}`,
  waitLabel: (line: string) => `Join the waiting list: ${line}`,
} as const;

/** The seat request page (/batches/:id/request). */
export const seatRequestCopy = {
  title: "Request a seat",
  intro:
    "Tell us who the seat is for. The academy confirms it on WhatsApp; you can follow it under My classes.",
  fullIntro:
    "This batch is full: your request joins the waiting list and we tell you when a seat frees up.",
  fields: {
    student: "Who is the seat for?",
    someoneNew: "Someone new",
    newStudent: "The new student",
    studentNameHint: "Asking for brothers or sisters? Send one request for each child.",
    contact: "Contact number",
    contactHint: "The number we message on WhatsApp.",
  },
  submit: "Send request",
  back: "Back to the course",
  closed: "This batch is not taking requests. Please choose another batch.",
  /** This student already has an open request (requested, waiting, confirmed) for this batch. */
  duplicate: "You have already asked for a seat for this student in this batch.",
  errors: {
    student: "Please choose who the seat is for.",
    noStudent: "Please choose one of your students.",
    contact: "Please enter a contact number.",
    contactTooLong: "Please keep the number under 30 characters.",
  },
} as const;

/** My classes (/my-classes). */
export const myClassesCopy = {
  title: "My classes",
  intro:
    "Your seat requests, waiting places and confirmed batches. Times are shown in your own time zone as well as India time.",
  empty: "No requests yet. Choose a batch on the course pages and request a seat.",
  browse: "See the class timetable",
  student: "Student",
  status: "Status",
  next: "Next class",
  localLabel: "Your time",
  cancel: "Cancel request",
  /** The Cancel request button's accessible name: its visible words first (WCAG 2.5.3). */
  cancelLabel: (name: string, line: string) => `Cancel request for ${name}: ${line}`,
  cancelled: "Request cancelled.",
  requested: (name: string, status: string) => `Request sent for ${name}: ${status}.`,
  calendar: {
    heading: "Your class calendar",
    intro:
      "Subscribe once on your phone or computer: your confirmed classes appear in your calendar and stay current when a batch changes or a holiday is added.",
    none: "Create a private calendar address to subscribe to your confirmed classes.",
    create: "Create my calendar address",
    subscribe: "Subscribe in your calendar app",
    copyHint: "Or copy this private address into your calendar app (keep it to yourself):",
    regenerate: "Make a new address",
    regenerateHint: "The old address stops working.",
    revoke: "Turn off the calendar address",
    created: "Your calendar address is ready.",
    regenerated: "A new calendar address was made; the old one no longer works.",
    revoked: "The calendar address is turned off.",
  },
} as const;
