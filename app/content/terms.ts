/** Copy of the Terms and Conditions page (spec §2 Terms): ten sections in the spec's order. */

/** One numbered section of the terms. */
export interface TermsSection {
  heading: string;
  paragraphs: string[];
}

/** Page heading and the line under it. */
export const termsIntro = {
  heading: "Terms and Conditions",
  text: "These terms apply to every class, event and service of the academy, online and offline. By enrolling, students (or their parents or guardians, for students under 18) agree to them.",
};

/** The ten sections. {brand} and {email}/{phone} are filled in by the page. */
export const termsSections: TermsSection[] = [
  {
    heading: "Enrolment and Fees",
    paragraphs: [
      "Enrolment is confirmed once the registration form is complete and the first fee payment is received. Fees are shared with you in writing before enrolment and depend on the level, the class type (individual, group or sibling) and the format (online or offline).",
      "Fees are payable in advance for each term or package. Fees once paid are not refundable, except where the academy cancels a batch; in that case the unused part is refunded or adjusted, as you prefer.",
    ],
  },
  {
    heading: "Schedule and Attendance",
    paragraphs: [
      "Class timings are agreed at enrolment. Please inform your coach at least 24 hours in advance if you cannot attend. Classes missed with notice can be made up once, subject to the coach's availability; classes missed without notice are not carried forward.",
      "If a coach has to cancel a class, the academy will reschedule it at a time that suits the student.",
    ],
  },
  {
    heading: "Code of Conduct",
    paragraphs: [
      "We expect courtesy at the board and off it: respect for coaches, fellow students and opponents, fair play, and no use of chess engines or outside help during lessons, tests or tournaments.",
      "The academy may suspend or end the enrolment of a student whose behaviour repeatedly disturbs a class or breaks fair-play rules, after speaking with the parent or guardian.",
    ],
  },
  {
    heading: "Intellectual Property",
    paragraphs: [
      "Lesson plans, worksheets, puzzles, videos and other class material are the property of the academy. They are for the enrolled student's personal learning only and may not be copied, shared or sold.",
    ],
  },
  {
    heading: "Online Classes",
    paragraphs: [
      "Online students need a stable internet connection, a laptop or tablet with a camera and microphone, and a quiet place to study. Parents of young children should be nearby for the first few classes.",
      "Online classes may be recorded for quality and for the student's own revision. Recordings are never published without written consent.",
    ],
  },
  {
    heading: "Privacy",
    paragraphs: [
      "We collect only the details we need to run classes: the student's name, age, contact number, email and chess level. We use them to schedule classes, share progress and send academy updates, and we never sell them.",
      "Photos or videos of students are used on our website or social media only with the parent's or guardian's consent, which can be withdrawn at any time.",
    ],
  },
  {
    heading: "Tournaments and Events",
    paragraphs: [
      "Participation in academy tournaments, camps and workshops may carry a separate fee and its own rules, shared with the announcement. Entry fees for external tournaments are paid by the student to the organiser.",
      "Students travelling to external events are under the care of their parents or guardians unless the academy has agreed in writing to accompany them.",
    ],
  },
  {
    heading: "Limitation of Liability",
    paragraphs: [
      "The academy takes reasonable care at its centres and in its online classes but is not responsible for loss of personal belongings, or for interruptions caused by internet, power or platform outages beyond its control.",
      "Our coaching improves skills, but results in tournaments and ratings depend on each student's practice; we do not guarantee particular results.",
    ],
  },
  {
    heading: "Amendments",
    paragraphs: [
      "We may update these terms from time to time. The latest version is always on this page, and enrolled students are told about important changes by email or message before they take effect.",
    ],
  },
  {
    heading: "Contact",
    paragraphs: [
      "Questions about these terms? Write to us at {email} or call {phone}. We are happy to help.",
    ],
  },
];
