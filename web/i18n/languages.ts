import type { UiSettings } from '../../contract/auth';

/** The languages the app offers (SPEC.md section 2), each named in its own language. */
export type Language = NonNullable<UiSettings['language']>;
export const LANGUAGES = ['en', 'tr', 'ar'] as const satisfies readonly Language[];
/** Fails to compile when the contract offers a language this list lacks. */
const _everyLanguage: readonly (typeof LANGUAGES)[number][] = [] as Language[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

const RTL_LANGUAGES: ReadonlySet<Language> = new Set(['ar']);

export function isRTLLanguage(language: Language): boolean {
  return RTL_LANGUAGES.has(language);
}

/** First visit: the browser's preferred language when we offer it, else English. */
export function browserLanguage(): Language {
  for (const tag of navigator.languages) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
  }
  return 'en';
}
