/**
 * Words of a family's students (docs/decisions/families.md "Students"): the student form (on the
 * "Add a student" and edit pages, and the new-student part of "Request a seat"), the consent a
 * family gives for a child, and the students' section of My classes.
 */

/**
 * The consent a family ticks when it adds a child (India's Digital Personal Data Protection Act,
 * 2023: a child's data needs a parent's or guardian's consent). Stored word for word with the time
 * it was given, so this is also the record of what was agreed: changing it asks the families of
 * children to tick it again when they next save.
 */
export const CHILD_CONSENT =
  "I am this child's parent or guardian, and I agree that the academy keeps these details to teach and look after them in class.";

/** The student form: labels, hints and messages. */
export const studentFormCopy = {
  fields: {
    name: "Student's name",
    ageGroup: "Age group",
    birthYear: "Year of birth (optional)",
    birthYearHint: "Helps the coach place a child in the right batch.",
    level: "Level",
    levelUnknown: "Not assessed yet",
    levelHint: "Not sure? Leave it: the coach assesses every new student.",
    fideId: "FIDE ID (optional)",
    fideIdHint: "The number on the player's FIDE profile, digits only.",
    lichessUsername: "Lichess username (optional)",
    lichessUsernameHint: "So the coach can follow their games online.",
    notes: "Notes for the coach (optional)",
    notesHint: "Anything that helps the coach, for example: left-handed, shy at first.",
  },
  consent: {
    label: CHILD_CONSENT,
    hint: "Needed for a student under 18 (India's Digital Personal Data Protection Act, 2023).",
    given: (date: string) => `The family gave its consent for this child on ${date}.`,
  },
  errors: {
    name: "Please enter the student's name.",
    nameTooLong: "Please keep the name under 80 characters.",
    nameTaken: "You already have a student with this name.",
    ageGroup: "Please choose an age group.",
    birthYear: "Please enter a year of birth such as 2015, or leave it empty.",
    level: "Please choose a level.",
    fideId: "A FIDE ID is digits only, up to 10 of them.",
    lichessUsername:
      "A Lichess username has 2 to 30 letters, digits, hyphens or underscores, and starts and ends with a letter or digit.",
    notesTooLong: "Please keep the notes under 500 characters.",
    consent: "For a student under 18, please tick the consent box.",
  },
} as const;

/** The "Add a student" and edit pages (/my-classes/students/new, /my-classes/students/:id). */
export const studentPageCopy = {
  newTitle: "Add a student",
  editTitle: (name: string) => `Edit ${name}`,
  intro:
    "A student is a child of your family, or you, if you take classes yourself. We ask only what the coach needs.",
  add: "Add student",
  save: "Save student",
  back: "Back to My classes",
  notFoundTitle: "Student not found",
  notFound: "We could not find that student. It may belong to another account.",
} as const;

/**
 * The family's choice to show a student's full name in tournament results (the student's page;
 * docs/decisions/tournaments.md "Names"). The box's label and its explanation are stored word
 * for word with the time it is ticked, as the record of what was agreed; unticking clears both.
 */
export const fullNameConsentCopy = {
  heading: "Tournament results",
  label: (name: string) => `Show ${name}'s full name in tournament results`,
  explanation: (name: string) =>
    `Our tournament pages, the hall of fame and ${name}'s tournament history are public. Without this, they show only the first name and the initial of the last name. You can untick it at any time.`,
  /** What is stored when the box is ticked: the label and its explanation. */
  wording: (name: string) =>
    `${fullNameConsentCopy.label(name)}. ${fullNameConsentCopy.explanation(name)}`,
  given: (date: string) => `Ticked on ${date}.`,
  save: "Save this choice",
  saved: "Saved: tournament results show the full name.",
  cleared: "Saved: tournament results show the first name and initial only.",
} as const;

/** The students' section of My classes. */
export const myStudentsCopy = {
  heading: "Your students",
  intro: "Each seat request is for one of them. Keep their details up to date for the coach.",
  empty: "No students yet: add one now, or when you request a seat.",
  add: "Add a student",
  edit: "Edit",
  /** The Edit link's accessible name: its visible word first (WCAG 2.5.3). */
  editLabel: (name: string) => `Edit ${name}`,
  levelUnknown: "Level not assessed yet",
  added: "Student added.",
  saved: "Student details saved.",
} as const;

/** My classes' "Your data" (docs/decisions/families.md "A family's data"). */
export const myDataCopy = {
  heading: "Your data",
  intro:
    "Everything this website holds about your family: your account, your students and the consent you gave, your seat requests and where you are signed in.",
  download: "Download your data (JSON)",
} as const;

/** Deleting a family's data: My classes' "Your data" and the admin's page. */
export const deletionCopy = {
  ask: "Ask us to delete your family's data",
  askHint:
    "The academy deletes your account, your students, their requests, attendance and notes within 30 days (attendance stays only as counts, without names). You will be signed out for good.",
  asked: (date: string) =>
    `You asked on ${date} for your family's data to be deleted. The academy carries it out within 30 days.`,
  withdraw: "Withdraw the request",
  requested: "Your request is sent: the academy deletes your family's data within 30 days.",
  withdrawn: "Your request is withdrawn: nothing will be deleted.",
  admin: {
    title: "Data deletion",
    heading: "Data deletion requests",
    intro:
      "Families who asked for their data to be deleted (India's DPDP Act 2023). Deleting removes the account, its students, seat requests, attendance marks and progress notes; attendance stays only as counts per batch and month, without names.",
    none: "No open requests.",
    asked: (date: string) => `Asked ${date}`,
    students: (names: string) => `Students: ${names}`,
    confirm: "Delete the family's data",
    confirmLabel: (email: string) => `Delete the data of ${email}`,
    done: (email: string) => `The data of ${email} is deleted.`,
    gone: "That request is no longer open.",
  },
  mail: {
    subject: "A family asks for its data to be deleted",
    text: (v: { email: string; link: string; site: string }) =>
      [
        `${v.email} asks for the family's data to be deleted (India's DPDP Act 2023).`,
        "",
        `Carry it out in the admin: ${v.link}`,
        "",
        v.site,
      ].join("\n"),
  },
} as const;
