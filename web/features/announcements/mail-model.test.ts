import { describe, expect, it } from 'vitest';
import {
  chooseOutcome,
  deliveryProgress,
  listQueryOf,
  listTime,
  positiveId,
  share,
  viewFromUrl,
  viewPath,
} from './mail-model';

describe('viewFromUrl', () => {
  it('reads audience folders (coach), labels and filters', () => {
    expect(viewFromUrl({ folderHandle: 'jv-girls' }, null, 'coach')).toEqual({
      kind: 'audience',
      skillLevel: 3,
      folder: 'inbox',
    });
    expect(viewFromUrl({ folderHandle: 'var-parents' }, 'sent', 'coach')).toEqual({
      kind: 'audience',
      skillLevel: 7,
      folder: 'sent',
    });
    expect(viewFromUrl({ labelHandle: '12' }, null, 'coach')).toEqual({ kind: 'label', labelId: 12 });
    expect(viewFromUrl({ filterHandle: 'polls' }, null, 'player')).toEqual({
      kind: 'filter',
      filter: 'polls',
    });
  });

  it('gives players the inbox only', () => {
    expect(viewFromUrl({ folderHandle: 'jv-boys' }, 'trash', 'player')).toEqual({
      kind: 'audience',
      skillLevel: 1,
      folder: 'inbox',
    });
  });

  it('refuses what it does not know', () => {
    expect(viewFromUrl({ folderHandle: 'inbox' }, null, 'coach')).toBeUndefined();
    expect(viewFromUrl({ labelHandle: 'abc' }, null, 'coach')).toBeUndefined();
    expect(viewFromUrl({ filterHandle: 'unread' }, null, 'coach')).toBeUndefined();
    expect(viewFromUrl({ folderHandle: 'jv-boys' }, 'drafts', 'coach')).toEqual({
      kind: 'audience',
      skillLevel: 1,
      folder: 'inbox',
    });
  });
});

describe('viewPath', () => {
  it('writes the routes of SPEC.md section 2', () => {
    expect(viewPath({ kind: 'audience', skillLevel: 2, folder: 'inbox' }, 5)).toBe(
      '/announcements/var-boys/5',
    );
    expect(viewPath({ kind: 'audience', skillLevel: 5, folder: 'trash' })).toBe(
      '/announcements/preseason?folder=trash',
    );
    expect(viewPath({ kind: 'label', labelId: 3 }, 9)).toBe('/announcements/label/3/9');
    expect(viewPath({ kind: 'filter', filter: 'starred' })).toBe('/announcements/filter/starred');
  });
});

describe('positiveId', () => {
  it('accepts positive whole numbers only', () => {
    expect(positiveId('42')).toBe(42);
    expect(positiveId('0')).toBeUndefined();
    expect(positiveId('07')).toBeUndefined();
    expect(positiveId('-1')).toBeUndefined();
    expect(positiveId('99999999999')).toBeUndefined();
    expect(positiveId(undefined)).toBeUndefined();
  });
});

describe('listQueryOf', () => {
  it('builds the list call of each view', () => {
    expect(listQueryOf({ kind: 'audience', skillLevel: 1, folder: 'sent' }, ' bus ', 1)).toEqual({
      skillLevel: 1,
      folder: 'sent',
      q: 'bus',
      limit: 50,
      offset: 50,
    });
    expect(listQueryOf({ kind: 'label', labelId: 4 }, '', 0)).toEqual({ label: 4, limit: 50, offset: 0 });
    expect(listQueryOf({ kind: 'filter', filter: 'polls' }, '', 0)).toEqual({
      filter: 'polls',
      limit: 50,
      offset: 0,
    });
  });
});

describe('chooseOutcome', () => {
  it('orders the audiences as SPEC.md does and redirects to the only one', () => {
    expect(chooseOutcome([7, 2, 5, 1])).toEqual({ kind: 'cards', skillLevels: [1, 2, 5, 7] });
    expect(chooseOutcome([4])).toEqual({ kind: 'redirect', skillLevel: 4 });
    expect(chooseOutcome([])).toEqual({ kind: 'none' });
    expect(chooseOutcome([9, 0])).toEqual({ kind: 'none' });
  });
});

describe('deliveryProgress', () => {
  it('reads the counts', () => {
    expect(deliveryProgress({ total: 4, queued: 1, sending: 1, sent: 2, failed: 0 })).toMatchObject({
      phase: 'sending',
      percent: 50,
      pending: 2,
    });
    expect(deliveryProgress({ total: 4, queued: 0, sending: 0, sent: 3, failed: 1 })).toMatchObject({
      phase: 'failed',
      percent: 100,
    });
    expect(deliveryProgress({ total: 3, queued: 0, sending: 0, sent: 3, failed: 0 })).toMatchObject({
      phase: 'sent',
      percent: 100,
    });
    expect(deliveryProgress({ total: 0, queued: 0, sending: 0, sent: 0, failed: 0 })).toMatchObject({
      phase: 'empty',
      percent: 100,
    });
  });
});

describe('listTime', () => {
  const now = new Date('2030-05-20T15:00:00Z');
  it('writes the hour today, the day this year, the date before', () => {
    expect(listTime('2030-05-20T09:05:00Z', now, 'en', 'UTC')).toBe('9:05 AM');
    expect(listTime('2030-03-02T09:05:00Z', now, 'en', 'UTC')).toBe('Mar 2');
    expect(listTime('2029-03-02T09:05:00Z', now, 'en', 'UTC')).toBe('Mar 2, 2029');
  });
});

describe('share', () => {
  it('is a whole percentage', () => {
    expect(share(1, 3)).toBe(33);
    expect(share(0, 0)).toBe(0);
  });
});
