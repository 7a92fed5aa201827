import { describe, expect, it } from 'vitest';
import { Batches } from './batches';

/** A run that answers each item doubled once `release()` is called, and records its batches. */
function heldRun() {
  const batches: number[][] = [];
  const pending: Array<() => void> = [];
  const run = (batch: readonly number[]) => {
    batches.push([...batch]);
    return new Promise<number[]>((resolve) => pending.push(() => resolve(batch.map((n) => n * 2))));
  };
  const release = () => pending.splice(0).forEach((go) => go());
  return { run, batches, release };
}

/** Lets every settled batch finish: its answers, then the batch it schedules for the next turn. */
const settle = async () => {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
};

describe('Batches', () => {
  it('sends a lone item at the end of the turn, alone', async () => {
    const held = heldRun();
    const batches = new Batches(held.run, { maxInFlight: 2, maxBatch: 10 });
    const answer = batches.submit(21);
    expect(held.batches).toEqual([]);
    await settle();
    expect(held.batches).toEqual([[21]]);
    held.release();
    expect(await answer).toBe(42);
  });

  it('sends the items of one turn together, and holds those that arrive while busy for the next batch', async () => {
    const held = heldRun();
    const batches = new Batches(held.run, { maxInFlight: 1, maxBatch: 10 });
    const answers = [batches.submit(1)];
    await settle();
    answers.push(...[2, 3, 4].map((n) => batches.submit(n)));
    await settle();
    expect(held.batches).toEqual([[1]]);
    held.release();
    await settle();
    expect(held.batches).toEqual([[1], [2, 3, 4]]);
    held.release();
    expect(await Promise.all(answers)).toEqual([2, 4, 6, 8]);
    expect(batches.statements).toBe(2);
  });

  it('never sends more than maxBatch items, nor more than maxInFlight batches at once', async () => {
    const held = heldRun();
    const batches = new Batches(held.run, { maxInFlight: 2, maxBatch: 3 });
    const answers = Array.from({ length: 9 }, (_, n) => batches.submit(n));
    await settle();
    expect(held.batches).toEqual([
      [0, 1, 2],
      [3, 4, 5],
    ]);
    held.release();
    await settle();
    expect(held.batches).toEqual([
      [0, 1, 2],
      [3, 4, 5],
      [6, 7, 8],
    ]);
    held.release();
    expect(await Promise.all(answers)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16]);
  });

  it('rejects every item of a batch whose run fails, and goes on with the next', async () => {
    let fail = true;
    const batches = new Batches<number, number>(
      (batch) =>
        fail ? Promise.reject(new Error('database down')) : Promise.resolve(batch.map((n) => n + 1)),
      { maxInFlight: 1, maxBatch: 10 },
    );
    const failed = [batches.submit(1), batches.submit(2)];
    await expect(failed[0]).rejects.toThrow('database down');
    await expect(failed[1]).rejects.toThrow('database down');
    fail = false;
    expect(await batches.submit(5)).toBe(6);
  });

  it('rejects an item its batch did not answer', async () => {
    const batches = new Batches<number, number>(() => Promise.resolve([]), { maxInFlight: 1, maxBatch: 10 });
    await expect(batches.submit(1)).rejects.toThrow('a batch answered fewer items than it was given');
  });
});
