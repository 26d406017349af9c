import type { FastifyBaseLogger } from 'fastify';
import type { CopyRows } from '../../db/client';
import { insertQuotes, type PricelistActivity } from './quotes.repository';

const FLUSH_EVERY_MS = 200;
const FLUSH_AT_ROWS = 500;

/** A quote to record: its COPY row (quote-record's `quoteRowLine`), and whose pricelist it priced on when. */
export interface RecordedQuote {
  line: string;
  carrierId: number;
  pricelistId: number;
  at: Date;
}

/**
 * Records quotes without slowing the answer: rows are buffered as COPY lines (cheap to keep: one
 * string each, nothing for the garbage collector to walk) and written by one COPY every 200 ms
 * (or every 500 rows). The quote id is the caller's, so the answer carries it at once.
 */
export class QuoteWriter {
  private pending: string[] = [];
  // Each pricelist's latest quote in the pending batch, for its last activity.
  private activity = new Map<number, PricelistActivity>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly copyRows: CopyRows,
    private readonly logger?: FastifyBaseLogger,
  ) {}

  /** Buffers a quote. */
  record(quote: RecordedQuote): void {
    this.pending.push(quote.line);
    const last = this.activity.get(quote.pricelistId);
    if (last === undefined || last.at < quote.at) this.activity.set(quote.pricelistId, { carrierId: quote.carrierId, at: quote.at });
    if (this.pending.length >= FLUSH_AT_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS);
  }

  /** Writes everything buffered (and waits for writes already under way). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.pending;
    const activity = this.activity;
    this.pending = [];
    this.activity = new Map();
    this.writing = this.writing.then(() => (rows.length ? this.write(`${rows.join('\n')}\n`, rows.length, activity) : undefined));
    return this.writing;
  }

  private async write(rows: string, count: number, activity: Map<number, PricelistActivity>) {
    try {
      await insertQuotes(this.copyRows, rows, activity);
    } catch (error) {
      // Statistics must never break pricing: a lost batch is logged, not thrown.
      this.logger?.error({ err: error, quotes: count }, 'quotes not recorded');
    }
  }
}
