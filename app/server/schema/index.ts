/** The whole database schema: Better Auth's tables and the site's content tables. */
export * from "./attendance";
export * from "./auth";
export * from "./content";
export * from "./enquiries";
export * from "./events";
export * from "./families";
export * from "./fees";
export * from "./gallery";
export * from "./people";
export * from "./photos";
export * from "./posts";
export * from "./puzzles";
export * from "./timetable";
export * from "./tournaments";
