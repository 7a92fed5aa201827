import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';
import tr from './tr.json';

type Messages = { [key: string]: string | Messages };

/** Every leaf key as a dotted path, with its value. */
function leaves(messages: Messages, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [childPath, childValue] of leaves(value, path)) out.set(childPath, childValue);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const languages: Record<string, Messages> = { en, tr, ar };
const keySets = Object.fromEntries(Object.entries(languages).map(([lng, m]) => [lng, leaves(m)]));
const allKeys = new Set(Object.values(keySets).flatMap((set) => [...set.keys()]));

describe('translations', () => {
  for (const [language, keys] of Object.entries(keySets)) {
    it(`${language} has every key of every language`, () => {
      const missing = [...allKeys].filter((key) => !keys.has(key));
      expect(missing, `${language} is missing keys`).toEqual([]);
    });

    it(`${language} has no empty values`, () => {
      const empty = [...keys]
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([k]) => k);
      expect(empty, `${language} has empty values`).toEqual([]);
    });

    it(`${language} keeps every {{placeholder}} of English`, () => {
      const placeholders = (value: unknown) =>
        [...String(value).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
      const wrong = [...keySets.en!.entries()]
        .filter(
          ([key, value]) =>
            keys.has(key) && placeholders(value).join() !== placeholders(keys.get(key)).join(),
        )
        .map(([key]) => key);
      expect(wrong).toEqual([]);
    });
  }

  it('uses the exact texts of SPEC.md in English', () => {
    expect(en.errors.serverTitle).toBe('Uh oh!');
    expect(en.errors.serverText).toBe('We have an internal issue, please try again in a couple minutes.');
    expect(en.errors.notFound).toBe('Oops! We could not find the page you were looking for.');
    expect(en.auth.sendCode).toBe('Send Code');
    expect(en.auth.pleaseWait).toBe('Please wait...');
    expect(en.auth.errors.codeExpired).toBe('Code has expired');
    expect(en.auth.errors.invalidCode).toBe('Invalid code');
    expect(en.shell.logout).toBe('Log out');
    expect(en.nav.announcements).toBe('Announcements/Polls');
  });
});
