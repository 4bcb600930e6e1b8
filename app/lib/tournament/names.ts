/**
 * A player's name as public pages show it (docs/decisions/tournaments.md "Names"): a student by
 * first name and the initial of the last ("Aarav S."), unless the family has agreed to the full
 * name (`fullNameConsentAt` set); a walk-in (no student) by the name the arbiter entered.
 * @returns the name to print; a one-word student name stays as it is
 */
export function publicPlayerName(player: {
  name: string;
  studentId: number | null;
  fullNameConsentAt: Date | null;
}): string {
  const name = player.name.trim().replace(/\s+/g, " ");
  if (player.studentId === null || player.fullNameConsentAt !== null) return name;
  const words = name.split(" ");
  const first = words[0] ?? "";
  const last = words.length > 1 ? words[words.length - 1] : "";
  const initial = last ? [...last][0]?.toUpperCase() : "";
  return initial ? `${first} ${initial}.` : first;
}
