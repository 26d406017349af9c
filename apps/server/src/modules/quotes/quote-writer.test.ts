import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { CopyRows } from '../../db/client';
import type { BoundStatement } from '../../db/copy-binary';
import { readBinaryRows } from '../../../test/binary-copy';
import type { CompiledEntry } from '../pricing/pricing-cache';
import { newQuoteId } from './quote-id';
import { QuoteWriter } from './quote-writer';
import { QUOTE_COLUMNS, type QuoteRow } from './quotes.repository';

const REFERENCE = QUOTE_COLUMNS.indexOf('reference');

/** A copyRows that keeps each batch's rows (each its reference's text) and statements. */
function recordingCopy(fail: (batch: number) => boolean = () => false) {
  const batches: { lines: string[]; after: readonly BoundStatement[] }[] = [];
  const copyRows: CopyRows = async (_target, rows, after = []) => {
    if (fail(batches.length)) {
      batches.push({ lines: [], after: [] });
      throw new Error('the database is gone');
    }
    const lines = readBinaryRows(rows).map((fields) => fields[REFERENCE]!.toString('utf8'));
    batches.push({ lines, after });
  };
  return { batches, copyRows };
}

// A compiled carrier without pricelists: its quotes record no versions.
const entry = {
  carrier: { pricelists: new Map() },
  versions: { pricelists: new Map(), surcharges: new Map(), fuelIndex: null },
} as unknown as CompiledEntry;

/** Quote `i`, whose reference is `i Łódź`. */
const quote = (i: number, pricelistId = 7, at = new Date(1_750_000_000_000 + i), id = newQuoteId(at.getTime())): QuoteRow => ({
  entry,
  id,
  cell: {
    serviceId: 1,
    pricelistId,
    fareGroup: 0,
    zoneRow: 0,
    quantityRow: 0,
    total: 12.5,
    currency: 'EUR',
    freight: 10,
    deliveryDate: '2026-01-05',
    distanceKm: i % 2 === 0 ? 312.5 : null,
    distanceSource: i % 2 === 0 ? 'table' : null,
  },
  context: {
    carrierId: 3,
    partnerId: null,
    viaTms: true,
    at: at.getTime(),
    ratesVersion: null,
    request: { request: '{}', collection: 'EE10115', delivery: 'FI00100', reference: `${i} Łódź` },
  },
});

describe('QuoteWriter', () => {
  it('writes every 1,000 quotes at once, the rest on close, each once and in order', async () => {
    const { batches, copyRows } = recordingCopy();
    const writer = new QuoteWriter(copyRows);
    for (let i = 0; i < 2_100; i++) writer.record(quote(i));
    await writer.close();
    expect(batches.map((b) => b.lines.length)).toEqual([1_000, 1_000, 100]);
    expect(batches.flatMap((b) => b.lines)).toEqual(Array.from({ length: 2_100 }, (_, i) => `${i} Łódź`));
  });

  it("moves each pricelist's last activity to its latest quote of the batch, in the batch's transaction", async () => {
    const { batches, copyRows } = recordingCopy();
    const writer = new QuoteWriter(copyRows);
    writer.record(quote(1, 7, new Date('2026-01-02T00:00:00Z')));
    writer.record(quote(2, 7, new Date('2026-01-01T00:00:00Z')));
    writer.record(quote(3, 8, new Date('2026-01-03T00:00:00Z')));
    await writer.flush();
    expect(batches[0]!.after.map((s) => s.values)).toEqual([
      [new Date('2026-01-02T00:00:00Z'), 3, 7],
      [new Date('2026-01-03T00:00:00Z'), 3, 8],
    ]);
    // Nothing waiting: no batch.
    await writer.close();
    expect(batches).toHaveLength(1);
  });

  it('writes within 200 ms without being asked', async () => {
    vi.useFakeTimers();
    try {
      const { batches, copyRows } = recordingCopy();
      const writer = new QuoteWriter(copyRows);
      writer.record(quote(1));
      await vi.advanceTimersByTimeAsync(199);
      expect(batches).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(batches.map((b) => b.lines)).toEqual([['1 Łódź']]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes back and logs a row whose writing failed half-way, and writes the others whole', async () => {
    const { batches, copyRows } = recordingCopy();
    const error = vi.fn();
    const writer = new QuoteWriter(copyRows, { error } as unknown as FastifyBaseLogger);
    writer.record(quote(1));
    writer.record(quote(2, 7, new Date(), 'not-a-uuid'));
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ quote: 'not-a-uuid' }), 'quote not recorded');
    writer.record(quote(3));
    await writer.close();
    expect(batches.map((b) => b.lines)).toEqual([['1 Łódź', '3 Łódź']]);
  });

  it('logs a batch the database refused and goes on with the next', async () => {
    const { batches, copyRows } = recordingCopy((batch) => batch === 0);
    const error = vi.fn();
    const writer = new QuoteWriter(copyRows, { error } as unknown as FastifyBaseLogger);
    writer.record(quote(1));
    await writer.flush();
    writer.record(quote(2));
    await writer.close();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ quotes: 1 }), 'quotes not recorded');
    expect(batches.map((b) => b.lines)).toEqual([[], ['2 Łódź']]);
  });
});
