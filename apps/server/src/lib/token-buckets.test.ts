import { describe, expect, it } from 'vitest';
import { TokenBuckets } from './token-buckets';

/** Buckets on a clock the test moves (ms). */
function bucketsAt(ratePerSecond: number, burst: number) {
  const clock = { ms: 1_000 };
  const buckets = new TokenBuckets({ ratePerSecond, burst, now: () => clock.ms });
  return { buckets, clock, takeMany: (key: number, n: number) => Array.from({ length: n }, () => buckets.take(key)) };
}

describe('TokenBuckets.take', () => {
  it('a new key has the whole burst: 400 taken at once, the 401st refused', () => {
    const { buckets, takeMany } = bucketsAt(200, 400);
    const taken = takeMany(1, 400);
    expect(taken.every((t) => t.allowed)).toBe(true);
    expect(taken[0]).toEqual({ allowed: true, remaining: 399, fullInSeconds: 1, retryAfterSeconds: 0 });
    expect(taken[399]).toMatchObject({ remaining: 0, fullInSeconds: 2 });
    expect(buckets.take(1)).toEqual({ allowed: false, remaining: 0, fullInSeconds: 2, retryAfterSeconds: 1 });
  });

  it('refills at the rate: at 200 a second, 4 ms after emptying is no token yet, 6 ms is one', () => {
    const { buckets, clock, takeMany } = bucketsAt(200, 400);
    takeMany(1, 400);
    clock.ms += 4;
    expect(buckets.take(1).allowed).toBe(false);
    clock.ms += 2;
    expect(buckets.take(1)).toMatchObject({ allowed: true, remaining: 0 });
    expect(buckets.take(1).allowed).toBe(false);
    clock.ms += 1_000;
    expect(takeMany(1, 201).filter((t) => t.allowed)).toHaveLength(200);
  });

  it('a refusal takes nothing: refused calls do not push the next token further away', () => {
    const { buckets, clock, takeMany } = bucketsAt(10, 2);
    takeMany(1, 2);
    for (let i = 0; i < 50; i++) expect(buckets.take(1).allowed).toBe(false);
    clock.ms += 100;
    expect(buckets.take(1).allowed).toBe(true);
  });

  it('never holds more than the burst, however long the key was idle', () => {
    const { buckets, clock, takeMany } = bucketsAt(200, 400);
    buckets.take(1);
    clock.ms += 60_000;
    expect(takeMany(1, 401).filter((t) => t.allowed)).toHaveLength(400);
  });

  it('keys are apart: one key emptied leaves another whole', () => {
    const { buckets, takeMany } = bucketsAt(200, 400);
    takeMany(1, 500);
    expect(buckets.take(2)).toMatchObject({ allowed: true, remaining: 399 });
  });

  it('Retry-After is the wait for one token, rounded up to whole seconds: 1 at 200 a second, 10 at 0.1 a second', () => {
    const fast = bucketsAt(200, 1);
    fast.takeMany(1, 1);
    expect(fast.buckets.take(1).retryAfterSeconds).toBe(1);
    const slow = bucketsAt(0.1, 1);
    slow.takeMany(1, 1);
    expect(slow.buckets.take(1)).toMatchObject({ allowed: false, retryAfterSeconds: 10, fullInSeconds: 10 });
    slow.clock.ms += 2_500;
    expect(slow.buckets.take(1)).toMatchObject({ allowed: false, retryAfterSeconds: 8 });
  });

  it('a fractional share (200 a second over 3 processes) refills by its fraction', () => {
    const { buckets, clock, takeMany } = bucketsAt(200 / 3, 400 / 3);
    expect(takeMany(1, 134).filter((t) => t.allowed)).toHaveLength(133);
    clock.ms += 15;
    expect(buckets.take(1).allowed).toBe(true);
  });

  it('follows the injected clock, not the wall clock: a clock that stands still refills nothing', () => {
    const { buckets, takeMany } = bucketsAt(1000, 1);
    takeMany(1, 1);
    expect(buckets.take(1).allowed).toBe(false);
  });
});

describe('TokenBuckets eviction', () => {
  it('drops the buckets untouched for a fill time (they would be full), so 10,000 keys seen once leave none behind', () => {
    const { buckets, clock } = bucketsAt(200, 400);
    for (let key = 0; key < 10_000; key++) buckets.take(key);
    expect(buckets.size).toBe(10_000);
    clock.ms += 2_000;
    buckets.take(99_999);
    expect(buckets.size).toBe(1);
  });

  it('keeps a bucket in use, and one dropped comes back full: dropping changes no answer', () => {
    const { buckets, clock, takeMany } = bucketsAt(200, 400);
    takeMany(1, 400);
    takeMany(2, 400);
    clock.ms += 1_000;
    // Key 1 has 200 tokens back and takes them all; key 2 is left alone.
    expect(takeMany(1, 200).at(-1)).toMatchObject({ allowed: true, remaining: 0 });
    clock.ms += 1_500;
    buckets.take(3);
    // Key 2 untouched for 2.5 s (dropped); key 1 for 1.5 s (kept: 300 tokens, not yet full).
    expect(buckets.size).toBe(2);
    expect(buckets.take(2)).toMatchObject({ allowed: true, remaining: 399 });
    expect(buckets.take(1)).toMatchObject({ allowed: true, remaining: 299 });
  });

  it('sweeps at most once per fill time, not on every take', () => {
    const { buckets, clock } = bucketsAt(200, 400);
    buckets.take(1);
    clock.ms += 2_000;
    buckets.take(2); // sweeps: key 1 dropped
    clock.ms += 1_999;
    buckets.take(3); // no sweep yet: key 2, untouched for 1.999 s, would stay anyway
    expect(buckets.size).toBe(2);
    clock.ms += 1;
    buckets.take(3); // sweeps: key 2 untouched for 2 s
    expect(buckets.size).toBe(1);
  });
});

describe('TokenBuckets settings', () => {
  it('refuses a rate of 0 and a burst under 1 (off is the caller\u2019s: it makes no buckets)', () => {
    expect(() => new TokenBuckets({ ratePerSecond: 0, burst: 1 })).toThrow(/ratePerSecond/);
    expect(() => new TokenBuckets({ ratePerSecond: 1, burst: 0.5 })).toThrow(/burst/);
  });
});
