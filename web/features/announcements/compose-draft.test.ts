import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, hasText, loadDraft, saveDraft, type DraftStore } from './compose-draft';
import { emptyCompose } from './compose-form';

function memoryStore(): DraftStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('compose drafts', () => {
  it('keeps one draft per coach and audience and gives it back', () => {
    const store = memoryStore();
    const draft = { ...emptyCompose(2), subject: 'Team dinner?', message: 'Friday 7 pm' };
    saveDraft(store, 'c1', draft);
    expect(loadDraft(store, 'c1', 2)).toEqual(draft);
    expect(loadDraft(store, 'c1', 1)).toBeUndefined();
    expect(loadDraft(store, 'c2', 2)).toBeUndefined();
    expect([...store.map.keys()]).toEqual([draftKey('c1', 2)]);
  });

  it('removes the draft when emptied or cleared, and ignores a damaged one', () => {
    const store = memoryStore();
    saveDraft(store, 'c1', { ...emptyCompose(1), message: 'x' });
    saveDraft(store, 'c1', emptyCompose(1));
    expect(store.map.size).toBe(0);
    saveDraft(store, 'c1', { ...emptyCompose(1), message: 'x' });
    clearDraft(store, 'c1', 1);
    expect(store.map.size).toBe(0);
    store.setItem(draftKey('c1', 3), '{not json');
    expect(loadDraft(store, 'c1', 3)).toBeUndefined();
  });

  it('counts any written text, poll answers included, as a draft', () => {
    expect(hasText(emptyCompose(1))).toBe(false);
    expect(hasText({ ...emptyCompose(1), subject: '  ' })).toBe(false);
    expect(hasText({ ...emptyCompose(1), options: [{ text: 'Yes' }, { text: '' }] })).toBe(true);
  });
});
