import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { newQuoteId, quoteIdTime } from './quote-id';

describe('newQuoteId', () => {
  it('makes UUIDv7s (version 7, RFC variant) that the schemas accept, each different', () => {
    const at = Date.UTC(2026, 10, 26, 4, 0, 0, 123);
    const ids = Array.from({ length: 600 }, () => newQuoteId(at));
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(z.uuid().safeParse(id).success).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('embeds the millisecond it was made, which quoteIdTime reads back; time orders the ids', () => {
    const at = Date.UTC(2026, 10, 26, 4, 0, 0, 123);
    expect(quoteIdTime(newQuoteId(at))).toBe(at);
    expect(quoteIdTime(newQuoteId(0))).toBe(0);
    expect(newQuoteId(at) < newQuoteId(at + 1)).toBe(true);
  });

  it('tells no time for an id that is no UUIDv7 (the random ids of older quotes)', () => {
    expect(quoteIdTime('6f1c2b1e-3a4d-4e5f-8a6b-7c8d9e0f1a2b')).toBeNull();
    expect(quoteIdTime('zzzzzzzz-zzzz-7zzz-8zzz-zzzzzzzzzzzz')).toBeNull();
    expect(quoteIdTime('short')).toBeNull();
  });
});
