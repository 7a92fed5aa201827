import { afterEach, describe, expect, it, vi } from 'vitest';
import { SKILL_HANDLES } from '../../../contract/common';
import { fetchPublicMessage, loginStateFor, PUBLIC_SKILL_HANDLES } from './api';

const message = {
  err: '',
  coach: 'Ann Lee',
  time: '2030-01-02T03:04:05.000Z',
  message: 'Hello <b>team</b>',
  subject: 'Practice',
  isPoll: true,
  skillType: 2,
  mailId: 17,
};

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the public page handles', () => {
  it('are those of the contract', () => {
    expect(PUBLIC_SKILL_HANDLES).toEqual(SKILL_HANDLES);
  });
});

describe('loginStateFor', () => {
  it('routes the player back to the announcement', () => {
    expect(loginStateFor({ skillType: 2, mailId: 17 })).toEqual({ fromU: true, whichRoute: 'var-boys/17' });
    expect(loginStateFor({ skillType: 6, mailId: 3 })).toEqual({ fromU: true, whichRoute: 'jv-parents/3' });
    expect(loginStateFor({ skillType: 9, mailId: 3 })).toBeUndefined();
  });
});

describe('fetchPublicMessage', () => {
  it('returns the message', async () => {
    answer(200, message);
    const result = await fetchPublicMessage('AbCd1234');
    const { err: _err, ...expected } = message;
    expect(result).toEqual({ kind: 'message', message: expected });
  });

  it("reads err 'none' as an unknown identifier", async () => {
    answer(404, { err: 'none' });
    expect(await fetchPublicMessage('AbCd1234')).toEqual({ kind: 'none' });
  });

  it('throws on anything else', async () => {
    answer(400, { error: 'bad identifier' });
    await expect(fetchPublicMessage('AbCd-234')).rejects.toThrow('400');
    answer(200, { err: '', coach: 'x' });
    await expect(fetchPublicMessage('AbCd1234')).rejects.toThrow('unexpected');
  });
});
