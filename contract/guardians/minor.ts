/**
 * Who is a minor (issue 34), the one rule the copies to guardians and the pages follow:
 *
 * - the coach's mark makes a player a minor whatever the dates say;
 * - a birth date decides next: under 18 on the day (UTC) is a minor;
 * - without one, a graduation year: a minor until the end of June of that year (high-school
 *   students graduate at 17 or 18, so the safe side is to copy until they have left school);
 * - nothing known: a minor. School players are minors by default, so a text to a player whose age
 *   nobody gave is copied to their guardians rather than sent alone.
 */
export interface MinorFactsRow {
  birthDate: string | null;
  graduationYear: number | null;
  minorMark: boolean;
}

export const ADULT_AGE = 18;

export function isMinor(facts: MinorFactsRow, now: Date): boolean {
  if (facts.minorMark) return true;
  if (facts.birthDate) {
    const [y, m, d] = facts.birthDate.split('-').map(Number) as [number, number, number];
    const adultFrom = Date.UTC(y + ADULT_AGE, m - 1, d);
    return now.getTime() < adultFrom;
  }
  if (facts.graduationYear !== null) return now.getTime() < Date.UTC(facts.graduationYear, 6, 1);
  return true;
}
