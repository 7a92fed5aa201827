import { describe, expect, it } from 'vitest';

/** Every feature's message files: the same keys in English, Turkish and Arabic, none empty. */
const files = import.meta.glob<Record<string, unknown>>('../features/*/i18n/*.json', {
  eager: true,
  import: 'default',
});

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(obj).flatMap(([k, v]) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.entries(flatten(v as Record<string, unknown>, `${prefix}${k}.`))
        : [[`${prefix}${k}`, v]],
    ),
  );
}

const byFeature = new Map<string, Record<string, Record<string, unknown>>>();
for (const [file, messages] of Object.entries(files)) {
  const [, feature, lang] = /features\/([^/]+)\/i18n\/(\w+)\.json$/.exec(file) ?? [];
  if (!feature || !lang) continue;
  byFeature.set(feature, { ...byFeature.get(feature), [lang]: flatten(messages) });
}

describe('feature messages', () => {
  it('finds the features that have their own messages', () => {
    expect(byFeature.size).toBeGreaterThan(0);
  });

  it.each([...byFeature.keys()])('%s has every key in en, tr and ar, none empty', (feature) => {
    const langs = byFeature.get(feature)!;
    expect(Object.keys(langs).sort()).toEqual(['ar', 'en', 'tr']);
    const enKeys = Object.keys(langs.en!).sort();
    for (const lang of ['tr', 'ar']) {
      expect(Object.keys(langs[lang]!).sort(), `${feature}/${lang}.json keys`).toEqual(enKeys);
      for (const [key, value] of Object.entries(langs[lang]!)) {
        expect(
          typeof value === 'string' && value.trim().length > 0,
          `${feature}/${lang}.json ${key} is empty`,
        ).toBe(true);
      }
    }
  });
});
