import { SKILL_HANDLES } from '../../../contract/common';
import { OUTREACH_LEVELS, type CommunicationContact, type OutreachLevel } from '../../../contract/outreach';
import { ApiError } from '../../lib/api-client';

export type ContactField = 'firstName' | 'lastName' | 'email' | 'pn';

export type ContactErrorKey =
  | 'required'
  | 'tooLong'
  | 'email'
  | 'phone'
  | 'player'
  | 'duplicate'
  | 'playerGone'
  | 'contactGone'
  | 'playerReadOnly'
  | 'failed';

/** A failed save: the message key (under 'errors') and, when it is one field's, that field. */
export interface ContactError {
  key: ContactErrorKey;
  field?: ContactField | 'pid';
}

/** The list a ?list= handle names (preseason, jv-parents, var-parents); the first for anything else. */
export function levelFromHandle(handle: string | null): OutreachLevel {
  return OUTREACH_LEVELS.find((level) => SKILL_HANDLES[level] === handle) ?? OUTREACH_LEVELS[0];
}

export function handleOfLevel(level: OutreachLevel): string {
  return SKILL_HANDLES[level];
}

/** Only digits, at most 10: what the phone field keeps of what is typed or pasted. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, 10);
}

/**
 * The message of a field the contract's schema refused: react-hook-form gives the zod issue code
 * as the error type (too_small = empty after trimming, too_big = too long).
 */
export function fieldErrorKey(field: ContactField, type: string | undefined, value: string): ContactErrorKey {
  switch (field) {
    case 'firstName':
    case 'lastName':
      return value.trim() !== '' && type === 'too_big' ? 'tooLong' : 'required';
    case 'email':
      return type === 'too_big' ? 'tooLong' : 'email';
    case 'pn':
      return 'phone';
  }
}

const FIELDS: readonly ContactField[] = ['firstName', 'lastName', 'email', 'pn'];

function badRequestField(details: unknown): ContactField | undefined {
  if (!Array.isArray(details)) return undefined;
  for (const issue of details as unknown[]) {
    if (typeof issue !== 'object' || issue === null) continue;
    const path = (issue as { path?: unknown }).path;
    const head: unknown = Array.isArray(path) ? path[0] : undefined;
    if (typeof head === 'string' && (FIELDS as readonly string[]).includes(head)) return head as ContactField;
  }
  return undefined;
}

/** A refused add or edit as a translated message; a duplicate phone belongs to the phone field. */
export function saveErrorOf(error: unknown, kind: 'person' | 'player'): ContactError {
  if (error instanceof ApiError) {
    if (error.status === 409 || error.code === 'contact_duplicate') {
      return { key: 'duplicate', field: kind === 'person' ? 'pn' : 'pid' };
    }
    if (error.code === 'player_not_on_your_teams') return { key: 'playerGone', field: 'pid' };
    if (error.code === 'contact_not_found') return { key: 'contactGone' };
    if (error.code === 'player_contact_read_only') return { key: 'playerReadOnly' };
    if (error.status === 400) {
      const field = badRequestField(error.details);
      if (field) {
        const key: ContactErrorKey = field === 'pn' ? 'phone' : field === 'email' ? 'email' : 'required';
        return { key, field };
      }
    }
  }
  return { key: 'failed' };
}

/** What the contact dialog gives its form (a new person's, or the choice of a player). */
export interface ContactFormProps {
  /** A save is under way: the dialog keeps its kind choice and stays open. */
  onBusy: (busy: boolean) => void;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** The contact dialog's opening: add to a list, or edit a new person's details. */
export type ContactDialogMode =
  | { type: 'add'; level: OutreachLevel }
  | { type: 'edit'; level: OutreachLevel; contact: CommunicationContact };
