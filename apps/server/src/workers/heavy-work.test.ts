import { describe, expect, it } from 'vitest';
import { heavyWorkThreads } from './heavy-work';

describe('heavyWorkThreads', () => {
  it("shares the cores out among the processes, less each one's event loop, at least two threads each", () => {
    expect(heavyWorkThreads(1, 8)).toBe(7);
    expect(heavyWorkThreads(2, 8)).toBe(3);
    expect(heavyWorkThreads(3, 8)).toBe(2);
    expect(heavyWorkThreads(8, 8)).toBe(2);
    expect(heavyWorkThreads(1, 2)).toBe(2);
    expect(heavyWorkThreads(2, 2)).toBe(2);
  });
});
