import { ATTENDANCE_MARKS } from "~/lib/attendance-kinds";

/**
 * Words of the coaches' pages (docs/decisions/attendance.md): My batches with Today, a session's
 * register, the invitation page, and the admin's coach account and attendance pages.
 */

/** My batches (/my-batches): today's classes first, then each batch's sessions. */
export const myBatchesCopy = {
  title: "My batches",
  intro: "Your classes today and your batches. Times are India time (IST).",
  notCoach:
    "This page is for the academy's coaches. If you teach here, ask the academy for an invitation.",
  today: (date: string) => `Today, ${date}`,
  noneToday: "No classes today.",
  noBatches: "No batches yet. The academy assigns batches to coaches in the timetable.",
  students: (n: number) => (n === 1 ? "1 student" : `${n} students`),
  register: "Register",
  registerLabel: (batch: string, when: string) => `Register of ${batch}, ${when}`,
  details: "Details",
  detailsLabel: (batch: string, when: string) => `Details of ${batch}, ${when}`,
  marked: (n: number, of: number) => `${n} of ${of} marked`,
  notMarked: "Not marked yet",
  cancelled: (reason: string) => `Cancelled: ${reason}`,
  recent: "Recent and coming classes",
  welcome: "Welcome: you now sign in as a coach. These are your batches.",
} as const;

/** A session's register (/my-batches/:batch/:slot). */
export const registerCopy = {
  heading: (batch: string) => `Register: ${batch}`,
  when: (date: string, time: string) => `${date}, ${time} IST`,
  back: "Back to My batches",
  missing: "That class does not exist, or it is not one of your batches.",
  marks: ATTENDANCE_MARKS,
  notMarked: "Not marked",
  hint: "Everyone starts Present. Tap a student's mark to change it: each tap is saved at once. Save keeps the whole register.",
  hintUnsaved: "Not saved yet: Save keeps everyone as shown.",
  save: "Save register",
  saving: "Saving…",
  saved: "Saved.",
  savedAll: "Register saved.",
  empty: "No confirmed students in this batch yet.",
  notOpen: "This class has not started yet: its register opens on the day.",
  cancelled: (reason: string) => `This class was cancelled: ${reason}`,
  history: "Changes",
  historyLine: (name: string, mark: string, when: string, who: string) =>
    `${name}: ${mark}, ${when} by ${who}`,
  refused: {
    "not-found": "That class does not exist, or it is not one of your batches.",
    "not-open": "This class has not started or was cancelled: nothing was saved.",
  },
  badForm: "That register could not be read. Reload the page and try again.",
} as const;

/** The invitation page (/coach-invitation/:token). */
export const invitationCopy = {
  title: "Coach invitation",
  heading: (coach: string) => `Join as ${coach}`,
  intro: (email: string) =>
    `The academy invited ${email} to sign in as a coach: you will see your batches, mark registers and write progress notes.`,
  accept: "Accept the invitation",
  wrongAccount: (email: string) =>
    `This invitation is for ${email}. Sign out, then sign in or create an account with that address.`,
  missing:
    "This invitation link has been used, has expired or was withdrawn. Ask the academy for a new one.",
  refused: {
    "not-found":
      "This invitation link has been used, has expired or was withdrawn. Ask the academy for a new one.",
    "wrong-account": "This invitation is for another e-mail address. Sign in with that address.",
    "other-coach": "This account already signs in as another coach.",
  },
} as const;

/** A coach profile's account (/admin/coaches/:id/account). */
export const coachAccountCopy = {
  link: "Account",
  linkLabel: (name: string) => `Account of ${name}`,
  heading: (name: string) => `Account: ${name}`,
  intro:
    "A coach with an account signs in on the site, sees their batches, marks registers and writes progress notes. Invite them by e-mail; they accept while signed in with that address (or create an account with it).",
  back: "Back to the coaches",
  missing: "That coach no longer exists.",
  linked: (name: string, email: string) => `Signs in as ${name} (${email}).`,
  none: "No account yet.",
  pending: (email: string, until: string) => `Invitation sent to ${email}, valid until ${until}.`,
  email: "Coach's e-mail address",
  emailHint: "They must sign in with this address to accept.",
  badEmail: "Please enter an e-mail address such as name@example.com.",
  invite: "Send the invitation",
  reinvite: "Send a new invitation",
  unlink: "Remove the account",
  unlinkLabel: (name: string) => `Remove the account of ${name}`,
  unlinked: "The account no longer signs in as this coach.",
  mailed: (email: string) => `Invitation mailed to ${email}.`,
  copyLink:
    "Mail is not set up (no SMTP_URL), so copy this one-time link and send it to the coach yourself. It is shown only now.",
  linkField: "Invitation link",
  mailFailed: (email: string) =>
    `The invitation to ${email} could not be mailed. Copy this one-time link and send it yourself. It is shown only now.`,
  mail: {
    subject: (site: string) => `Your coach account at ${site}`,
    text: (v: { site: string; coach: string; link: string; days: number }) =>
      [
        `${v.site} invites you to sign in as ${v.coach}: your batches, registers and progress notes will be on the site.`,
        "",
        `Accept the invitation (sign in, or create an account, with this e-mail address): ${v.link}`,
        "",
        `The link works once, for ${v.days} days.`,
        "",
        v.site,
      ].join("\n"),
  },
} as const;

/** A batch's attendance for the admin (/admin/batches/:id/attendance) and its CSV. */
export const adminAttendanceCopy = {
  link: "Attendance",
  linkLabel: (name: string) => `Attendance of ${name}`,
  heading: (name: string) => `Attendance: ${name}`,
  intro:
    "Each student's attendance this month and this term (Present or Late, of the classes marked), and the term's classes with their registers. Terms are the calendar's quarters.",
  back: "Back to the batches",
  missing: "That batch no longer exists.",
  student: "Student",
  month: (name: string) => `This month (${name})`,
  term: (name: string) => `This term (${name})`,
  noStudents: "No students in this batch yet.",
  sessions: "Classes this term",
  csv: "Download all attendance (CSV)",
  csvBatch: "Download this batch's attendance (CSV)",
} as const;

/** A student's attendance on My classes. */
export const myAttendanceCopy = {
  label: "Attendance",
  noneMarked: "No classes marked yet",
  rate: (attended: number, marked: number, percent: number) =>
    `${attended} of ${marked} ${marked === 1 ? "class" : "classes"} (${percent}%)`,
  month: (month: string, rate: string) => `${month}: ${rate}`,
  cancelled: (reason: string) => `Cancelled: ${reason}`,
  notMarked: "Not marked yet",
  sessions: (name: string) => `${name}'s classes, session by session`,
} as const;

/** Cancelling a class and adding a make-up class (register page, My batches), and the mails. */
export const sessionChangeCopy = {
  cancelHeading: "Cancel this class",
  reason: "Reason (families see it)",
  reasonHint: "For example: coach unwell, power cut at the centre.",
  cancel: "Cancel the class",
  cancelled: "Class cancelled. Families are told.",
  restore: "Restore this class",
  restored: "Class restored.",
  makeUpHeading: "Add a make-up class",
  makeUpLabel: (batch: string) => `Add the make-up class for ${batch}`,
  date: "Date",
  time: "Start time (IST)",
  add: "Add the make-up class",
  added: "Make-up class added. Families are told.",
  errors: {
    reason: "Please give a reason (up to 200 characters).",
    date: "Please choose a date.",
    time: "Please choose a start time.",
    taken: "This batch already has a class at that time.",
    "not-found": "That class does not exist, or it is not one of your batches.",
    past: "A make-up class cannot be in the past.",
  },
  mail: {
    cancelledSubject: (course: string, date: string) => `Class cancelled: ${course}, ${date}`,
    cancelledText: (v: {
      students: string;
      course: string;
      when: string;
      reason: string;
      site: string;
      link: string;
    }) =>
      [
        `The ${v.course} class on ${v.when} (${v.students}) is cancelled: ${v.reason}`,
        "",
        `Your classes and calendar: ${v.link}`,
        "",
        v.site,
      ].join("\n"),
    makeUpSubject: (course: string, date: string) => `Make-up class: ${course}, ${date}`,
    makeUpText: (v: {
      students: string;
      course: string;
      when: string;
      site: string;
      link: string;
    }) =>
      [
        `A make-up ${v.course} class is added on ${v.when} (${v.students}).`,
        "",
        `Your classes and calendar: ${v.link}`,
        "",
        v.site,
      ].join("\n"),
  },
} as const;

/** Progress notes: the coach's page of a student (/my-batches/:batch/students/:student). */
export const progressNoteCopy = {
  heading: (name: string) => `Progress notes: ${name}`,
  intro:
    "Write what you covered, what went well and what to work on next. A note stays a draft, seen by you and the academy, until you publish it to the family.",
  back: "Back to My batches",
  missing: "That student is not in one of your batches.",
  newNote: "New note",
  puzzle: "Homework puzzle",
  editNote: "Edit the note",
  fields: {
    topics: "Topics covered",
    wentWell: "What went well",
    workOn: "What to work on next",
    homework: "Homework (optional)",
    homeworkPuzzle: "Homework puzzle (optional)",
    noPuzzle: "No puzzle",
    markdownHint: "Plain text; *italics*, **bold** and lists with “- ” work.",
    ratings: "Rating figures (optional)",
  },
  save: "Save the draft",
  saveChanges: "Save the changes",
  publish: "Publish to the family",
  publishLabel: (date: string) => `Publish to the family: the note of ${date}`,
  edit: "Edit",
  editLabel: (date: string) => `Edit the note of ${date}`,
  saved: "Note saved.",
  published: "Note published: the family can read it.",
  draft: "Draft",
  publishedOn: (date: string) => `Published ${date}`,
  by: (author: string, date: string) => `${author}, ${date}`,
  none: "No notes yet.",
  notesLink: "Notes",
  notesLabel: (name: string) => `Progress notes of ${name}`,
  students: (n: number) => `Students (${n})`,
  errors: {
    empty: "Please write at least one part of the note.",
    tooLong: "Please keep this part shorter.",
    rating: "A rating is a whole number from 100 to 3500, or empty.",
    "not-found": "That note no longer exists, or it is another coach's.",
  },
} as const;

/** A family's reading of a student's notes (/my-classes/students/:id/notes) and term report. */
export const familyNotesCopy = {
  heading: (name: string) => `${name}'s progress`,
  intro: "The notes your child's coach has published, newest first.",
  none: "No notes published yet.",
  latest: "Latest note",
  readAll: (name: string) => `${name}'s progress notes`,
  report: "Term report",
  reportLabel: (name: string) => `Term report of ${name}`,
  back: "Back to My classes",
  missing: "That student is not one of yours.",
} as const;

/** The printable term report (/my-classes/students/:id/report). */
export const termReportCopy = {
  title: (name: string, term: string) => `Term report: ${name}, ${term}`,
  coach: (names: string) => `Coach: ${names}`,
  attendance: "Attendance",
  notes: "Progress notes",
  ratings: "Rating figures",
  date: "Date",
  noNotes: "No notes published this term.",
  noRatings: "No rating figures this term.",
  print: "To keep it, use your browser's Print and choose Save as PDF: it fits one A4 page.",
  earlier: "Earlier term",
  later: "Later term",
} as const;
