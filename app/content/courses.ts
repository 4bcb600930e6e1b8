import { type GalleryImage, galleryImages } from "~/content/gallery";
import type { ImageName } from "~/content/image-manifest";
import type { FeatureIconName } from "~/lib/feature-icons";

/**
 * Copy of the Courses page and the four course detail pages (spec §2 Courses, /courses/:id).
 * No prices anywhere (the spec has none). `{brand}` is replaced by the academy name.
 */

/** Meta and page heading (spec §2 Courses: title "Chess Courses – Online & Offline"). */
export const coursesPage = {
  title: "Chess Courses – Online & Offline",
  metaDescription:
    "Structured chess courses for every level: beginner, intermediate, advanced and special tracks. Online classes worldwide and offline classes in Coimbatore for children and adults.",
  lead: "From a five-year-old's first game to a rated player's tournament plan, every course follows a clear path with a coach who knows the student.",
};

/** "Structured Chess Courses for Every Skill Level" with the Online Class and Offline Class cards. */
export const coursesModes = {
  heading: "Structured Chess Courses for Every Skill Level",
  intro:
    "Every course follows the same structured syllabus, whether you learn from home or at our centre. Pick the way that suits your family.",
  cards: [
    {
      title: "Online Class",
      text: "Live classes on an interactive board with your coach, from anywhere in India or abroad. Homework, puzzles and game reviews are shared after every session.",
      points: [
        "Live coach, live board",
        "Batches for Indian and international time zones",
        "Recorded game reviews",
      ],
      image: "online-class",
      imageAlt: "An online lesson on a laptop: a board with arrows, video tiles and chat",
      button: "Book Now",
    },
    {
      title: "Offline Class",
      text: "Face-to-face classes at our Coimbatore centre and partner schools nearby. Real boards, real clocks and friends to play with after class.",
      points: [
        "Small batches at our centre",
        "Tournament-style practice games",
        "Weekday and weekend slots",
      ],
      image: "offline-class",
      imageAlt: "Two boards with games in progress and a chess clock on a classroom table",
      button: "Book Now",
    },
  ] satisfies {
    title: string;
    text: string;
    points: string[];
    image: ImageName;
    imageAlt: string;
    button: string;
  }[],
};

/** Ids of the course detail pages (/courses/:id). */
export type CourseId = "beginner" | "intermediate" | "advanced" | "special-tracks";

/** One course: its card on /courses and its detail page. */
export interface Course {
  id: CourseId;
  name: string;
  /** The detail page's h1 and title, e.g. "Beginner Chess Course". */
  title: string;
  /** One line under the name on the card and the detail page. */
  tagline: string;
  /** The spec's topics for the card (spec §2 Courses level section). */
  topics: string[];
  image: ImageName;
  imageAlt: string;
  metaDescription: string;
  /** Who it is for. */
  forWhom: string;
  /** What you learn. */
  learn: string[];
  /** Stages inside the course, in order. */
  stages: { name: string; text: string }[];
  online: string;
  offline: string;
  /** How long it takes and how often classes meet. */
  duration: string;
  schedule: string;
}

/** Heading and intro of the level section on /courses. */
export const coursesLevels = {
  heading: "Courses by Level",
  intro:
    "Not sure where you fit? Book a free demo class and your coach will suggest the right level.",
  details: "Course details",
  button: "Book Now",
};

/** The four courses (spec §2 Courses level section), in the spec's order. */
export const courses: Course[] = [
  {
    id: "beginner",
    name: "Beginner",
    title: "Beginner Chess Course",
    tagline: "First moves, first wins",
    topics: ["Rules of the game", "Basic tactics", "For children aged 5+ and adults"],
    image: "course-beginner",
    imageAlt: "A chessboard in its starting position after the first move 1. e4",
    metaDescription:
      "Beginner chess course for children aged 5+ and adults: rules, basic tactics and first games, online or at our Coimbatore centre. Book a free demo class.",
    forWhom:
      "Children from the age of five and adults who are new to chess, or who know how the pieces move but have never had a coach.",
    learn: [
      "How every piece moves, castling, en passant and promotion",
      "Check, checkmate and stalemate, and how to tell them apart",
      "Basic tactics: forks, pins, skewers and double attacks",
      "Simple opening principles: centre, development, king safety",
      "Easy checkmates with queen and rook",
      "Good habits: touch-move, notation and sportsmanship",
    ],
    stages: [
      {
        name: "Foundation 1",
        text: "The board, the pieces and the rules, taught through stories and mini-games.",
      },
      {
        name: "Foundation 2",
        text: "First tactics and first full games, with a coach beside every move.",
      },
      {
        name: "Foundation 3",
        text: "Opening principles, basic mates and the first in-house tournament.",
      },
    ],
    online: "Live online batches with an interactive board, open to students in India and abroad.",
    offline: "Small batches at our Coimbatore centre on weekdays and weekends.",
    duration: "About 6 months across the three stages, at the student's own pace.",
    schedule: "Two classes a week of 60 minutes each, with short puzzle homework in between.",
  },
  {
    id: "intermediate",
    name: "Intermediate",
    title: "Intermediate Chess Course",
    tagline: "Plans, not just moves",
    topics: ["Middle-game strategy", "Practice tournaments", "Endgame study"],
    image: "course-intermediate",
    imageAlt: "A knight fork: arrows from the white knight to the black king and rook",
    metaDescription:
      "Intermediate chess course: middle-game strategy, practice tournaments and endgame study for club players, online or in Coimbatore. Book a free demo class.",
    forWhom:
      "Students who know the rules and basic tactics well and want to understand why a move is good: typically after our Beginner course or a year of regular play.",
    learn: [
      "Middle-game strategy: pawn structures, weak squares and piece activity",
      "Making a plan and sticking to it",
      "Calculation: candidate moves and checking the opponent's replies",
      "Essential endgames: king and pawn, rook endgames, opposition",
      "An opening repertoire that suits the student's style",
      "Analysing their own games with the coach",
    ],
    stages: [
      { name: "Intermediate 1", text: "Strategy basics and a first opening repertoire." },
      {
        name: "Intermediate 2",
        text: "Deeper calculation, endgame technique and monthly practice tournaments.",
      },
    ],
    online:
      "Live online batches, plus online practice tournaments with students from other cities.",
    offline: "Batches at our Coimbatore centre with over-the-board practice games using clocks.",
    duration: "About 6 to 9 months, depending on practice and tournament play.",
    schedule: "Two classes a week of 75 minutes each, one practice tournament a month.",
  },
  {
    id: "advanced",
    name: "Advanced",
    title: "Advanced Chess Course",
    tagline: "Ready for rated play",
    topics: ["Tournament preparation", "FIDE-compliant training plans"],
    image: "course-advanced",
    imageAlt: "The Lucena rook endgame with arrows showing the key manoeuvres",
    metaDescription:
      "Advanced chess course: tournament preparation and FIDE-compliant training plans with rated coaches, online or in Coimbatore. Book a free demo class.",
    forWhom:
      "Tournament players and ambitious students aiming for a FIDE rating or a higher one, and for state and national events.",
    learn: [
      "Opening preparation against real opponents",
      "Deep calculation and complex middle-game decisions",
      "Practical endgames under time pressure",
      "Training plans that follow FIDE rules and tournament formats",
      "Clock management, nerves and recovery between rounds",
      "Detailed analysis of every tournament game",
    ],
    stages: [
      {
        name: "Advanced",
        text: "Rated-player training: repertoire, calculation and endgame depth.",
      },
      {
        name: "Master track",
        text: "One-to-one plans for strong players targeting titles and norms.",
      },
    ],
    online:
      "One-to-one and small-group online sessions, including preparation the night before a round.",
    offline:
      "Training at our Coimbatore centre, with coaches travelling to key tournaments where possible.",
    duration: "Ongoing: plans are reviewed every three months against the tournament calendar.",
    schedule: "Two to three sessions a week, plus tournament preparation and post-event reviews.",
  },
  {
    id: "special-tracks",
    name: "Special Tracks",
    title: "Special Tracks: Schools, Camps & International Batch",
    tagline: "Chess for schools, camps and the world",
    topics: [
      "School and institutional programs",
      "Holiday camps and workshops",
      "International online batch for non-Indian time zones",
    ],
    image: "course-special",
    imageAlt: "The Saavedra study: a white pawn about to promote",
    metaDescription:
      "Special chess tracks: school and institutional programs, holiday camps, workshops and an international online batch for non-Indian time zones.",
    forWhom:
      "Schools, colleges and organisations that want chess on their timetable, children on holiday, and students abroad who need classes at a sensible local time.",
    learn: [
      "School and institutional programs that fit the school calendar",
      "Holiday camps with daily lessons, puzzle races and games",
      "One-day workshops on openings, endgames or tournament play",
      "An international online batch timed for the Gulf, Europe, the Americas and Australia",
    ],
    stages: [
      {
        name: "Schools and institutions",
        text: "A term-wise syllabus with reports for teachers and parents.",
      },
      { name: "Camps and workshops", text: "Short, intensive formats during school holidays." },
      {
        name: "International batch",
        text: "Our regular syllabus, at hours that suit non-Indian time zones.",
      },
    ],
    online: "The international batch and many workshops run online.",
    offline: "School programmes run on campus; camps run at our Coimbatore centre.",
    duration: "From one-day workshops to full school years.",
    schedule: "Agreed with each school or group; camps run during school holidays.",
  },
];

/** Labels of the course detail page. */
export const courseDetail = {
  breadcrumb: "Courses",
  forWhom: "Who it is for",
  learn: "What you will learn",
  stages: "Levels in this course",
  availability: "Online and offline",
  online: "Online",
  offline: "Offline",
  classTypes: "Class types",
  schedule: "Duration and schedule",
  duration: "Duration",
  frequency: "Schedule",
  ctaHeading: "Try a class before you decide",
  ctaText:
    "Your first class is a free demo with one of our coaches. Tell us a little about the student and we will find the right batch.",
  button: "Book Now",
  others: "Other courses",
};

/** Finds a course by its id (the :id of /courses/:id); undefined for an unknown id. */
export function findCourse(id: string | undefined): Course | undefined {
  return courses.find((course) => course.id === id);
}

/** Class types offered in every course (spec §1: individual, group, sibling). */
export const classTypes = [
  {
    title: "Individual",
    text: "One student, one coach. Lessons follow the student's own games, pace and goals. Our most personal format.",
    note: "Fully personalised",
    icon: "user",
  },
  {
    title: "Group",
    text: "Small batches of students at the same level. Learning with friends keeps it lively, and it costs less than individual classes.",
    note: "More affordable than individual",
    icon: "users",
  },
  {
    title: "Sibling",
    text: "Brothers and sisters learn together in one class, at a discounted fee for the family.",
    note: "Discounted for families",
    icon: "siblings",
  },
] satisfies { title: string; text: string; note: string; icon: FeatureIconName }[];

/** "Online Classes" section (spec §2 Courses): Individual, Group, Sibling cards. */
export const coursesOnline = {
  heading: "Online Classes",
  intro: "Every online class is live, on an interactive board, with the same coach each week.",
};

/** "Academic Programs" (spec §2 Courses): Children, Adults. */
export const coursesAcademic = {
  heading: "Academic Programs",
  cards: [
    {
      title: "Children",
      text: "For ages 5 to 17. Playful lessons for the youngest, structured levels and tournaments as they grow, and regular progress notes for parents.",
      points: [
        "Starts from age 5",
        "Levels matched to age and skill",
        "Progress updates for parents",
      ],
      icon: "heart",
    },
    {
      title: "Adults",
      text: "For beginners and returning players of any age. Evening and weekend batches, a calm pace and as much theory as you want.",
      points: [
        "Evening and weekend slots",
        "Beginner to tournament level",
        "Online or at the centre",
      ],
      icon: "brain",
    },
  ] satisfies { title: string; text: string; points: string[]; icon: FeatureIconName }[],
};

/** Coach recruitment (spec §2 Courses): "Why Coach With {brand}?" and a student testimonial. */
export const coursesRecruitment = {
  heading: "Why Coach With {brand}?",
  intro: "We are always looking for coaches who love teaching as much as playing.",
  items: [
    {
      title: "Global Reach",
      text: "Teach students across India and in several other countries from one online classroom.",
      icon: "globe",
    },
    {
      title: "Your Coaching Your Style",
      text: "Choose your batches, your pace and your methods. We give you the syllabus, not a script.",
      icon: "sliders",
    },
    {
      title: "Demo Support",
      text: "We arrange the demo classes and the paperwork, so you can focus on teaching.",
      icon: "play",
    },
    {
      title: "Student Impact",
      text: "Watch beginners become tournament players, and see your name on their success stories.",
      icon: "chart",
    },
  ] satisfies { title: string; text: string; icon: FeatureIconName }[],
  link: { label: "See who we're looking for", to: "/coaches#who-were-looking-for" },
  /** SAMPLE testimonial: an invented student until the academy sends real ones. */
  testimonial: {
    quote:
      "I joined as a shy ten-year-old who only knew how the pieces move. Two years later I played my first rated tournament, and my coach was there to review every game with me.",
    author: "Nithya R.",
    detail: "Student, Advanced batch (sample)",
  },
};

/** Course gallery: nine images (spec §2 Courses, §9), alt text from content/gallery.ts. */
export const coursesGallery: { heading: string; intro: string; images: GalleryImage[] } = {
  heading: "Inside Our Classes",
  intro: "Boards, puzzles and tournament moments from our online and offline batches.",
  images: galleryImages.slice(0, 9),
};

/** Everything the Courses page renders, sent by its loader (keeps copy out of the JS). */
export const coursesCopy = {
  page: coursesPage,
  modes: coursesModes,
  levels: {
    ...coursesLevels,
    cards: courses.map(({ id, name, tagline, topics, image, imageAlt }) => ({
      id,
      name,
      tagline,
      topics,
      image,
      imageAlt,
    })),
  },
  online: coursesOnline,
  classTypes,
  academic: coursesAcademic,
  recruitment: coursesRecruitment,
  gallery: coursesGallery,
};

/**
 * What a course detail page renders, sent by its loader: the course, the page's labels, the
 * class types and links to the other courses. null for an unknown id.
 */
export function courseDetailCopy(id: string | undefined) {
  const course = findCourse(id);
  if (!course) return null;
  return {
    course,
    labels: courseDetail,
    classTypes,
    others: courses
      .filter((other) => other.id !== course.id)
      .map(({ id: otherId, name, tagline }) => ({ id: otherId, name, tagline })),
  };
}
