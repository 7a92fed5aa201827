import type { TFunction } from 'i18next';
import { violationI18n, type LineName, type Violation } from '../../../contract/duals';
import { isolate } from '../../lib/isolate';

/**
 * A lineup violation in the reader's language: the contract gives the key (`lineup.violation.<code>`)
 * and the parameters; here positions become "#3" (or "not placed"), numbers the language's digits, and
 * names are isolated so a Latin name keeps its direction in an Arabic sentence.
 */
export function violationText(t: TFunction, v: Violation, language: string): string {
  const { key, params } = violationI18n(v);
  return violationWords(t, key, params, language);
}

/** The same from a key and parameters, as the server sends a violation (contract/duals DualViolation). */
export function violationWords(
  t: TFunction,
  key: string,
  params: Readonly<Record<string, string | number | null>>,
  language: string,
): string {
  const number = new Intl.NumberFormat(language, { useGrouping: false });
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (/position/i.test(name)) {
      values[name] =
        value === null ? t('lineup.notPlaced') : t('lineup.place', { n: number.format(Number(value)) });
    } else if (name === 'line' || name === 'otherLine' || name === 'previousLine')
      values[name] = lineLabel(t, value as LineName, language);
    else if (/name/i.test(name)) values[name] = isolate(String(value));
    else if (typeof value === 'number') values[name] = number.format(value);
    else values[name] = String(value ?? '');
  }
  return t(key, values);
}

/** "#3" for a ladder position, "not placed" without one. */
export function placeText(t: TFunction, position: number | null, language: string): string {
  if (position === null) return t('lineup.notPlaced');
  return t('lineup.place', { n: new Intl.NumberFormat(language, { useGrouping: false }).format(position) });
}

/** A line's short name in the reader's language: "S2", "Tek 2", "فردي ٢". */
export function lineLabel(t: TFunction, line: LineName, language: string): string {
  const n = new Intl.NumberFormat(language, { useGrouping: false }).format(Number(line.slice(1)));
  return t(line.startsWith('S') ? 'lineup.singlesShort' : 'lineup.doublesShort', { n });
}
