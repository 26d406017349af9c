import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOverSaved, takeSaved } from './saved-records';

describe('takeSaved', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the record a save handed over once, then nothing: a revalidation reads the server', () => {
    handOverSaved('pricelists/12', { id: 12, version: 3 });
    expect(takeSaved('pricelists/13')).toBeUndefined();
    expect(takeSaved('pricelists/12')).toEqual({ id: 12, version: 3 });
    expect(takeSaved('pricelists/12')).toBeUndefined();
  });

  it('answers nothing for a hand-over older than 5 s: a view opened later reads the server', () => {
    vi.useFakeTimers();
    handOverSaved('surcharges/4', { id: 4 });
    vi.advanceTimersByTime(5_001);
    expect(takeSaved('surcharges/4')).toBeUndefined();
    handOverSaved('surcharges/4', { id: 4, version: 2 });
    vi.advanceTimersByTime(4_999);
    expect(takeSaved('surcharges/4')).toEqual({ id: 4, version: 2 });
  });
});
