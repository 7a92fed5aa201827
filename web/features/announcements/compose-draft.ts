import { z } from 'zod';
import type { ComposeFormValues } from './compose-form';

/**
 * A coach's unsent announcement, kept in the browser (localStorage) per coach and audience until
 * it is sent or discarded, so a cancelled dialog, a back button or a reload loses nothing.
 */

export interface DraftStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PREFIX = 'courtside:announcement-draft';

const storedDraft = z.object({
  subject: z.string(),
  message: z.string(),
  withPoll: z.boolean(),
  options: z.array(z.object({ text: z.string() })),
});

export function draftKey(owner: string, skillLevel: number): string {
  return `${PREFIX}:${owner}:${skillLevel}`;
}

/** Whether anything has been written (an audience alone is not a draft). */
export function hasText(values: Pick<ComposeFormValues, 'subject' | 'message' | 'options'>): boolean {
  return (
    values.subject.trim() !== '' ||
    values.message.trim() !== '' ||
    values.options.some((o) => o.text.trim() !== '')
  );
}

/** The saved draft of that audience, or undefined (none, or unreadable). */
export function loadDraft(
  store: DraftStore,
  owner: string,
  skillLevel: number | '',
): ComposeFormValues | undefined {
  if (skillLevel === '') return undefined;
  try {
    const raw = store.getItem(draftKey(owner, skillLevel));
    if (raw === null) return undefined;
    const parsed = storedDraft.safeParse(JSON.parse(raw));
    return parsed.success ? { skillLevel, ...parsed.data } : undefined;
  } catch {
    return undefined;
  }
}

/** Saves the form as the draft of its audience (an empty one removes it); storage errors are ignored. */
export function saveDraft(store: DraftStore, owner: string, values: ComposeFormValues): void {
  if (values.skillLevel === '') return;
  const key = draftKey(owner, values.skillLevel);
  try {
    if (!hasText(values)) {
      store.removeItem(key);
      return;
    }
    const { subject, message, withPoll, options } = values;
    store.setItem(key, JSON.stringify({ subject, message, withPoll, options }));
  } catch {
    // Full or blocked storage: the dialog still holds the text.
  }
}

export function clearDraft(store: DraftStore, owner: string, skillLevel: number | ''): void {
  if (skillLevel === '') return;
  try {
    store.removeItem(draftKey(owner, skillLevel));
  } catch {
    // Blocked storage: nothing was saved either.
  }
}
