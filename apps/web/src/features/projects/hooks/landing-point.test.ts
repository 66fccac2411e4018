import { describe, expect, it } from 'vitest';
import { changeLandingPointWithRetry, landingPointError } from './landing-point';

describe('landingPointError', () => {
  it('allows start_depth up to stop_depth + 1', () => {
    expect(landingPointError(5000, 5000, 8000)).toBeNull();
    expect(landingPointError(8001, 5000, 8000)).toBeNull();
    expect(landingPointError('6500', 5000, 8000)).toBeNull();
  });
  it.each([4999, 8001.5, '', 'abc', null])('refuses %s with the spec text', (value) => {
    expect(landingPointError(value as number, 5000, 8000)).toBe('Landing point must fall between 5000 and 8001.');
  });
});

describe('changeLandingPointWithRetry', () => {
  it('succeeds on the first attempt', async () => {
    const calls: Array<[number, number]> = [];
    const answer = await changeLandingPointWithRetry(
      async (d, r) => {
        calls.push([d, r]);
        return { revision: r + 1, depth_of_split: d };
      },
      6000,
      3,
    );
    expect(answer).toEqual({ revision: 4, depth_of_split: 6000 });
    expect(calls).toEqual([[6000, 3]]);
  });

  it('retries with the returned revision when the returned depth differs', async () => {
    const calls: Array<[number, number]> = [];
    const answer = await changeLandingPointWithRetry(
      async (d, r) => {
        calls.push([d, r]);
        return calls.length === 1 ? { revision: 7, depth_of_split: 5500 } : { revision: 8, depth_of_split: d };
      },
      6000,
      3,
    );
    expect(calls).toEqual([
      [6000, 3],
      [6000, 7],
    ]);
    expect(answer.revision).toBe(8);
  });

  it('retries once after a failure, then gives up', async () => {
    let calls = 0;
    await expect(
      changeLandingPointWithRetry(
        async () => {
          calls++;
          throw new Error('boom');
        },
        6000,
        3,
      ),
    ).rejects.toThrow();
    expect(calls).toBe(2);
  });
});
