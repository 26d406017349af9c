import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { handOverSaved, takeSaved } from './saved-records';

/** A record's GET as takeSaved reads it: its answer schema. */
const RECORD = { answer: z.strictObject({ id: z.number(), version: z.number().optional() }) };

describe('takeSaved', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the record a save handed over once, then nothing: a revalidation reads the server', () => {
    handOverSaved('pricelists/12', { id: 12, version: 3 });
    expect(takeSaved(RECORD, 'pricelists/13')).toBeUndefined();
    expect(takeSaved(RECORD, 'pricelists/12')).toEqual({ id: 12, version: 3 });
    expect(takeSaved(RECORD, 'pricelists/12')).toBeUndefined();
  });

  it('answers nothing for a hand-over older than 5 s: a view opened later reads the server', () => {
    vi.useFakeTimers();
    handOverSaved('surcharges/4', { id: 4 });
    vi.advanceTimersByTime(5_001);
    expect(takeSaved(RECORD, 'surcharges/4')).toBeUndefined();
    handOverSaved('surcharges/4', { id: 4, version: 2 });
    vi.advanceTimersByTime(4_999);
    expect(takeSaved(RECORD, 'surcharges/4')).toEqual({ id: 4, version: 2 });
  });

  it('answers nothing for a hand-over that is not the record (a check answer): the view reads the server', () => {
    handOverSaved('pricelists/12', { takes_over: [] });
    expect(takeSaved(RECORD, 'pricelists/12')).toBeUndefined();
  });
});
