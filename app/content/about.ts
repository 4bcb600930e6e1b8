/**
 * Copy of the About page (spec §2 About / intro): welcome headline, academy intro, founder card
 * with quote, "What Keeps Us Moving" with a co-founder quote, and the Get in Touch form.
 * SAMPLE CONTENT: the founder and co-founder are the same invented people as on the Coaches
 * page (content/coaches.ts) until the academy sends its own. `{brand}` is the academy name.
 */

/** Meta title and description. */
export const aboutMeta = {
  title: "About Us: Our Story, Founders & Mission | {brand}",
  description:
    "Meet the founders of {brand}: a Coimbatore chess academy on a mission to make world-class chess coaching accessible to everyone, anywhere. Online and offline classes.",
};

/** Welcome headline (the page's h1) and the academy intro. */
export const aboutIntro = {
  eyebrow: "About us",
  heading: "Welcome to {brand}",
  paragraphs: [
    "We are a chess academy from Coimbatore, Tamil Nadu, with one simple belief: a pawn can defeat the king. Every student, however small their start, can grow into a confident, thoughtful player.",
    "Our FIDE-rated coaches teach children from the age of five and adults of every age, from the first rules to tournament preparation. We teach online to families across India and abroad, and offline at our centre in Coimbatore and nearby.",
    "Today more than 70 active students learn with us every week, in individual, group and sibling classes.",
  ],
  highlights: [
    { value: "70+", label: "Active students" },
    { value: "5+", label: "Starting age" },
    { value: "Free", label: "Demo class" },
  ],
  imageAlt: "The Opera Game's final position on a board beside a chess clock",
};

/** A person quoted on the page (sample). */
export interface AboutPerson {
  name: string;
  role: string;
  quote: string;
  text: string;
  imageAlt: string;
}

/** Founder card with quote. SAMPLE person. */
export const aboutFounder: AboutPerson & { heading: string } = {
  heading: "Meet Our Founder",
  name: "Harish Balasubramanian",
  role: "Founder & Coach",
  quote:
    "I have seen a shy eight-year-old checkmate an adult and walk out of the room two inches taller. That moment is why this academy exists.",
  text: "Harish coached school teams around Coimbatore for over a decade before starting the academy. He still teaches a beginner batch every week, because that is where a lifelong love for the game begins.",
  imageAlt: "A white king in warm light",
};

/** "What Keeps Us Moving": mission, values and a co-founder quote. SAMPLE person. */
export const aboutMoving = {
  heading: "What Keeps Us Moving",
  intro:
    "Our mission is to make world-class chess coaching accessible to everyone, anywhere. These are the things we hold on to while we do it.",
  values: [
    {
      title: "Every student matters",
      text: "Small batches and coaches who know each student's games, strengths and worries.",
    },
    {
      title: "Thinking beyond the board",
      text: "Patience, focus and handling defeat well are lessons that last longer than any opening.",
    },
    {
      title: "Honest progress",
      text: "Clear levels, regular feedback for parents and tournaments when a student is ready, not before.",
    },
  ],
  coFounder: {
    name: "Priya Venkataraman",
    role: "Co-Founder & Head Coach",
    quote:
      "A good coach does not give answers. She asks the question that helps a child find the move on her own.",
    text: "Priya leads our coaching team and designs the syllabus that every batch follows, online and offline.",
    imageAlt: "A white queen in warm light",
  } satisfies AboutPerson,
};

/** Text beside the Get in Touch form. */
export const aboutContact = {
  heading: "Have a question?",
  text: "Wondering which level suits your child, or whether online or offline classes fit your week better? We are happy to talk it through.",
  points: [
    "Online classes across India and abroad",
    "Offline classes at our Coimbatore centre",
    "Individual, group and sibling classes",
  ],
};

/** Everything the About page renders, sent by its loader (keeps copy out of the JS). */
export const aboutCopy = {
  meta: aboutMeta,
  intro: aboutIntro,
  founder: aboutFounder,
  moving: aboutMoving,
  contact: aboutContact,
};
