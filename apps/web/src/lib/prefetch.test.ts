import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetch, takePrefetched } from './prefetch';

describe('takePrefetched', () => {
  afterEach(() => vi.useRealTimers());

  it("answers the loader's request once, then fetches afresh", async () => {
    const fetch = vi.fn(async () => 'fresh');
    prefetch('health 1', async () => 'started by the loader');
    expect(await takePrefetched('health 1', fetch)).toBe('started by the loader');
    expect(fetch).not.toHaveBeenCalled();
    expect(await takePrefetched('health 1', fetch)).toBe('fresh');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches when nothing was started for the key', async () => {
    prefetch('health 1', async () => 'for another record');
    expect(await takePrefetched('health 2', async () => 'fresh')).toBe('fresh');
  });

  it('fetches afresh when the start is older than 10 s', async () => {
    vi.useFakeTimers();
    prefetch('versions 1', async () => 'old');
    vi.advanceTimersByTime(10_001);
    expect(await takePrefetched('versions 1', async () => 'fresh')).toBe('fresh');
  });
});
