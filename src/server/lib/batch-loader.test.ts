import { describe, expect, it } from 'vitest';
import { createBatchLoader } from './batch-loader';

/** A loadMany whose calls wait until the test lets them finish. */
function controlledLoader() {
  const calls: { keys: string[]; finish(): void; fail(error: Error): void }[] = [];
  const loadMany = (keys: string[]) =>
    new Promise<Map<string, string>>((resolve, reject) => {
      calls.push({
        keys,
        finish: () => resolve(new Map(keys.map((key) => [key, `value of ${key}`]))),
        fail: reject,
      });
    });
  return { calls, loadMany };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
// Long enough for a finished batch's bookkeeping and the next turn that starts the following one.
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createBatchLoader', () => {
  it('answers the keys asked for in one turn with one call, and unknown keys with undefined', async () => {
    const { calls, loadMany } = controlledLoader();
    const load = createBatchLoader(async (keys) => {
      const found = loadMany(keys);
      const map = await found;
      map.delete('missing');
      return map;
    });
    const answers = Promise.all([load('a'), load('b'), load('a'), load('missing')]);
    await nextTurn();
    expect(calls.map((call) => call.keys)).toEqual([['a', 'b', 'missing']]);
    calls[0].finish();
    expect(await answers).toEqual(['value of a', 'value of b', 'value of a', undefined]);
  });

  it('keeps two batches under way and gathers later keys until one of them ends', async () => {
    const { calls, loadMany } = controlledLoader();
    const load = createBatchLoader(loadMany);
    const first = load('a');
    await nextTurn();
    const second = load('b');
    await nextTurn();
    const third = [load('c'), load('d')];
    await nextTurn();
    expect(calls.map((call) => call.keys)).toEqual([['a'], ['b']]);
    calls[1].finish();
    expect(await second).toBe('value of b');
    await settle();
    expect(calls.map((call) => call.keys)).toEqual([['a'], ['b'], ['c', 'd']]);
    calls[0].finish();
    calls[2].finish();
    expect([await first, ...(await Promise.all(third))]).toEqual(['value of a', 'value of c', 'value of d']);
  });

  it('splits a long queue into batches of at most maxBatch keys', async () => {
    const { calls, loadMany } = controlledLoader();
    const load = createBatchLoader(loadMany, 2, 1);
    const answers = Promise.all(['a', 'b', 'c'].map(load));
    await nextTurn();
    expect(calls.map((call) => call.keys)).toEqual([['a', 'b']]);
    calls[0].finish();
    await settle();
    expect(calls.map((call) => call.keys)).toEqual([['a', 'b'], ['c']]);
    calls[1].finish();
    expect(await answers).toEqual(['value of a', 'value of b', 'value of c']);
  });

  it('fails every request of a batch whose read fails, and goes on with the next', async () => {
    const { calls, loadMany } = controlledLoader();
    const load = createBatchLoader(loadMany);
    const failed = Promise.allSettled([load('a'), load('b')]);
    await nextTurn();
    calls[0].fail(new Error('read failed'));
    expect((await failed).map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    const later = load('c');
    await nextTurn();
    calls[1].finish();
    expect(await later).toBe('value of c');
  });
});
