/**
 * How the public tournament pages name a player (docs/decisions/tournaments.md "Names"): children
 * are shown by first name and initial unless their family agreed to the full name.
 */

/** What {@link publicPlayerName} needs of a player. */
export type NamedPlayer = {
  /** The name as registered (a student's name, or what the arbiter typed for a walk-in). */
  name: string;
  /**
   * A walk-in the arbiter added by name (true), or a family's student (false, also after the
   * student was deleted: the stored name stays a child's).
   */
  walkIn: boolean;
  /** When the student's family agreed to show the full name; null when it has not. */
  fullNameConsentAt: Date | null;
};

/**
 * The name the public pages show: a student without full-name consent as first name and the
 * initial of the last name ("Arjun Krishnan" → "Arjun K.", a single name as it is); a student with
 * consent, and a walk-in, by the name as registered (spaces tidied).
 */
export function publicPlayerName(player: NamedPlayer): string {
  const words = player.name.trim().split(/\s+/).filter(Boolean);
  if (player.walkIn || player.fullNameConsentAt !== null || words.length < 2) {
    return words.join(" ");
  }
  const last = words.at(-1) as string;
  // The first character as the reader sees it (a letter outside the BMP stays whole).
  const initial = Array.from(last)[0]?.toLocaleUpperCase("en-IN") ?? "";
  return `${words[0]} ${initial}.`;
}
