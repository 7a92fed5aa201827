import { publicMessagePath } from '../../../contract/announcements/public-message-path';
import { API_PREFIX } from '../../lib/api-client';
/*
 * GET /api/u/{identifier}, no login. The public page is a landing page opened from a text
 * message: it checks the answer's shape by hand instead of loading zod and the contract
 * (contract/announcements.ts `publicMessageReply` is the same shape).
 */

export interface PublicMessage {
  coach: string;
  time: string;
  message: string;
  subject: string;
  isPoll: boolean;
  skillType: number;
  mailId: number;
}

export type PublicMessageResult = { kind: 'message'; message: PublicMessage } | { kind: 'none' };

/** The handles of skill levels 1-7 (contract/common.ts SKILL_HANDLES; a unit test keeps them equal). */
export const PUBLIC_SKILL_HANDLES: Readonly<Record<number, string>> = {
  1: 'jv-boys',
  2: 'var-boys',
  3: 'jv-girls',
  4: 'var-girls',
  5: 'preseason',
  6: 'jv-parents',
  7: 'var-parents',
};

/** SPEC.md section 9: a public message identifier is 8 characters. */
export const IDENTIFIER_LENGTH = 8;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isPublicMessage(body: Record<string, unknown>): boolean {
  return (
    body.err === '' &&
    typeof body.coach === 'string' &&
    typeof body.time === 'string' &&
    typeof body.message === 'string' &&
    typeof body.subject === 'string' &&
    typeof body.isPoll === 'boolean' &&
    typeof body.skillType === 'number' &&
    typeof body.mailId === 'number'
  );
}

/**
 * The message, or 'none' when the server answers `{ err: 'none' }` (an unknown identifier).
 * Anything else (a network failure, a malformed identifier's 400, a 5xx) is thrown.
 */
export async function fetchPublicMessage(
  identifier: string,
  signal?: AbortSignal,
): Promise<PublicMessageResult> {
  const response = await fetch(`${API_PREFIX}${publicMessagePath(identifier)}`, {
    headers: { Accept: 'application/json' },
    signal,
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (isRecord(body) && body.err === 'none') return { kind: 'none' };
  if (!response.ok) throw new Error(`the public message answered ${response.status}`);
  if (!isRecord(body) || !isPublicMessage(body))
    throw new Error("the public message's answer has an unexpected shape");
  const { coach, time, message, subject, isPoll, skillType, mailId } = body as unknown as PublicMessage;
  return { kind: 'message', message: { coach, time, message, subject, isPoll, skillType, mailId } };
}

/**
 * The navigation state the player login reads (SPEC.md section 2): after login the player goes
 * to /announcements/{whichRoute}, the announcement in its audience's list. Undefined when the
 * audience is unknown.
 */
export function loginStateFor(
  message: Pick<PublicMessage, 'skillType' | 'mailId'>,
): { fromU: true; whichRoute: string } | undefined {
  const handle = PUBLIC_SKILL_HANDLES[message.skillType];
  return handle ? { fromU: true, whichRoute: `${handle}/${message.mailId}` } : undefined;
}
