/**
 * Student reviews for the Testimonials page carousel (spec §2 Testimonials, §3 Testimonial item:
 * text and author; the author line carries the student's region).
 * SAMPLE CONTENT: invented students and words, to be replaced with the academy's real reviews
 * (with the students' permission) before launch.
 */

/** One review: what the student said, who said it and where they learn from. */
export interface Testimonial {
  text: string;
  author: string;
  region: string;
}

/** Page heading and intro of /testimonial. */
export const testimonialsIntro = {
  heading: "What Our Students Say",
  text: "Children, parents and adult players from Coimbatore to Canada on what changed once they started learning with us.",
  /** Accessible name of the carousel region. */
  carouselLabel: "Student testimonials",
  previous: "Previous testimonials",
  next: "Next testimonials",
};

/** The four reviews, in carousel order (sample). */
export const testimonials: Testimonial[] = [
  {
    text: "I joined as a complete beginner when I was nine. Two years later I played my first rated tournament in Erode and won four games. My coach makes every lesson feel like a puzzle I want to solve.",
    author: "Aditya K., student",
    region: "Coimbatore, Tamil Nadu",
  },
  {
    text: "I work long hours, so the late-evening online batch was the only way I could learn properly. The coach reviews my online games every week and tells me exactly what to fix. My rapid rating has gone up by 300 points.",
    author: "Farhan S., adult student",
    region: "Dubai, UAE",
  },
  {
    text: "I used to give up when I lost a game. Now I write down my moves and find my own mistakes before class. The weekend group at the centre is my favourite part of the week.",
    author: "Nila P., student",
    region: "Pollachi, Tamil Nadu",
  },
  {
    text: "The international batch suits our time zone, and my coach explains endgames so clearly that I finally enjoy them. I have made friends from three countries in my group class.",
    author: "Daniel M., student",
    region: "Toronto, Canada",
  },
];
