/**
 * The names of the feature icons (one <symbol> id each in the static sprite public/icons.svg),
 * a type that content and components share (the sprite itself is drawn by
 * app/components/feature-icon.tsx).
 */

/** Every icon of the sprite public/icons.svg (besides "check"), one <symbol> id each. */
export const featureIconNames = [
  "medal",
  "screen",
  "trophy",
  "brain",
  "people",
  "puzzle",
  "heart",
  "globe",
  "sliders",
  "play",
  "chart",
  "pin",
  "calendar",
  "clock",
  "user",
  "users",
  "siblings",
] as const;

/** Names of the small line icons used on feature cards (home, courses, course detail, about). */
export type FeatureIconName = (typeof featureIconNames)[number];
