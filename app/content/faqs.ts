/** Copy of the FAQ page (spec §2 FAQ): five questions in the spec's order, with our answers. */

/** One question of the accordion. */
export interface Faq {
  question: string;
  answer: string[];
}

/** Page heading and intro. */
export const faqsIntro = {
  heading: "Frequently Asked Questions",
  text: "Short answers to what parents and students ask us most. Still unsure? Book a free demo class and ask the coach directly.",
};

/** The five questions: starting age, prior experience, class format, tournaments, why us. */
export const faqs: Faq[] = [
  {
    question: "What is the right age to start learning chess?",
    answer: [
      "Children can start from the age of 5. At that age we keep lessons short and playful: stories about the pieces, simple puzzles and mini-games.",
      "There is no upper limit. Our adult batches welcome complete beginners as well as players coming back to the game after many years.",
    ],
  },
  {
    question: "Does my child need any prior chess experience?",
    answer: [
      "No. Our Beginner level starts with how the pieces move and the basic rules. Before enrolment, the free demo class helps the coach place every student at the right level.",
      "Students who already play in tournaments join the Intermediate or Advanced batches after a short assessment game.",
    ],
  },
  {
    question: "Are classes online or in person?",
    answer: [
      "Both. Online classes run live with a coach on an interactive board, for students across India and abroad, with weekday and weekend slots.",
      "Offline classes take place at our centre in Coimbatore and nearby locations. You can choose one-on-one, group or sibling classes in either format.",
    ],
  },
  {
    question: "Will my child get to play tournaments?",
    answer: [
      "Yes. We hold regular practice tournaments inside the academy so that students get used to the clock, notation and tournament manners.",
      "When a student is ready, our coaches help them choose district, state, national and FIDE-rated events, and prepare them with opening work and game analysis.",
    ],
  },
  {
    question: "Why should we choose this academy?",
    answer: [
      "Our coaches are FIDE-rated players and trained teachers. Batches are small, so the coach follows every student's games and progress.",
      "We teach thinking, not just moves: patience, planning and handling wins and losses with grace. And you can try it first with a free demo class.",
    ],
  },
];
