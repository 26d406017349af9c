import type { FastifyBaseLogger } from 'fastify';
import type { CopyRows } from '../../db/client';
import { BinaryRows } from '../../db/copy-binary';
import { quoteIdTime } from './quote-id';
import { QuotePeers, type NoticeChannel } from './quote-peers';
import { insertQuotes, writeQuoteRow, type PricelistActivity, type QuoteRow } from './quotes.repository';

const FLUSH_EVERY_MS = 200;
const FLUSH_AT_ROWS = 1000;
/**
 * A quote id made this close to now may still be in some process's buffer: the flush window, a
 * slow COPY under load, and the clocks of several machines a few seconds apart.
 */
const YOUNG_QUOTE_MS = 10_000;

/**
 * Records quotes without slowing the answer: rows are buffered as the bytes of COPY's binary format
 * (`BinaryRows`: outside the JavaScript heap, nothing for the garbage collector to copy) and written
 * by one COPY every 200 ms (or every 1,000 rows), which runs off the event loop (`Database.copyRows`).
 * A batch costs its database some fixed work besides its rows (a statement, a transaction, the
 * pricelists' last activity: 1-2 ms on the embedded database), so the more rows a batch, the less
 * each quote pays.
 * The quote id is the caller's, so the answer carries it at once. What a kill -9 loses is what
 * waits here and the batch being written: at most the last 200 ms or so of quotes.
 *
 * With several processes on one PostgreSQL (`peers`), a quote answered by one may be read by
 * another a moment later: such a reader calls `flushEverywhere` (statistics, the lookup) or
 * `findRecorded` (a quote by its id), which ask every process to write its buffer first.
 */
/** The seam of a module that writes or reads quotes: this process's quote buffer. */
export interface QuotesSeam {
  quotes: QuoteWriter;
}

export class QuoteWriter {
  private pending = new BinaryRows();
  // Each pricelist's latest quote in the pending batch, for its last activity.
  private activity = new Map<number, PricelistActivity>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  private readonly peers: QuotePeers | null;

  constructor(
    private readonly copyRows: CopyRows,
    private readonly logger?: FastifyBaseLogger,
    /** The other processes' notices; none on the embedded database, which is one process's. */
    notices?: NoticeChannel,
    /** Counts the quotes of each batch written (GET /metrics). */
    private readonly written?: { inc(count: number): void },
  ) {
    this.peers = notices ? new QuotePeers(notices, () => this.flush(), logger) : null;
  }

  /** Answers the other processes' flush requests from now on. */
  async start(): Promise<void> {
    await this.peers?.start();
  }

  /** Writes what is buffered and leaves the other processes. */
  async close(): Promise<void> {
    await this.flush();
    await this.peers?.close();
  }

  /**
   * Buffers a quote as its COPY row. A row whose writing fails is taken back (the batch stays
   * whole) and logged: statistics must never break pricing.
   */
  record(quote: QuoteRow): void {
    const before = this.pending.count;
    try {
      writeQuoteRow(this.pending, quote);
    } catch (error) {
      if (this.pending.count > before) this.pending.abandonRow();
      this.logger?.error({ err: error, quote: quote.id }, 'quote not recorded');
      return;
    }
    const { pricelistId } = quote.cell;
    const { carrierId, at } = quote.context;
    const last = this.activity.get(pricelistId);
    if (last === undefined || last.at < at) this.activity.set(pricelistId, { carrierId, at });
    if (this.pending.count >= FLUSH_AT_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS);
  }

  /** Writes everything buffered (and waits for writes already under way). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const count = this.pending.count;
    const rows = count ? this.pending.take() : null;
    const activity = this.activity;
    this.activity = new Map();
    this.writing = this.writing.then(() => (rows ? this.write(rows, count, activity) : undefined));
    return this.writing;
  }

  /** Writes the quotes this process and every other one have buffered: after it, every quote answered before it is in the database. */
  async flushEverywhere(): Promise<void> {
    await Promise.all([this.flush(), this.peers?.flushAll()]);
  }

  /**
   * Reads a quote with `find` after writing this process's buffer; when it is not found and its id
   * is young enough to sit in another process's buffer, has every process write its own and reads
   * again. An id older than that, or unknown everywhere, is answered at once or after one round.
   */
  async findRecorded<T>(quoteId: string, find: () => Promise<T | undefined>): Promise<T | undefined> {
    await this.flush();
    const found = await find();
    if (found !== undefined || !this.peers) return found;
    const madeAt = quoteIdTime(quoteId);
    if (madeAt === null || Math.abs(Date.now() - madeAt) > YOUNG_QUOTE_MS) return found;
    await this.peers.flushAll();
    return find();
  }

  private async write(rows: Uint8Array, count: number, activity: Map<number, PricelistActivity>) {
    try {
      await insertQuotes(this.copyRows, rows, activity);
      this.written?.inc(count);
    } catch (error) {
      // Statistics must never break pricing: a lost batch is logged, not thrown.
      this.logger?.error({ err: error, quotes: count }, 'quotes not recorded');
    }
  }
}
