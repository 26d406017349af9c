import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export interface QuoteRow {
  carrier_id: number;
  pricelist_id: number;
  service_id: number;
  partner_id: number | null;
  fare_group: number;
  zone_row: number;
  quantity_row: number;
  total: number;
  currency: string;
  via_tms: boolean;
}

const FLUSH_EVERY_MS = 200;
const FLUSH_AT_ROWS = 500;

/**
 * Records quotes without slowing the answer: rows are buffered and written in one INSERT every
 * 200 ms (or every 500 rows); the quote id is made here, so the answer carries it at once.
 */
export class QuoteWriter {
  private pending: (QuoteRow & { id: string; created_at: Date })[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly logger?: FastifyBaseLogger,
  ) {}

  /** Buffers a quote; answers its id. */
  record(row: QuoteRow): string {
    const id = randomUUID();
    this.pending.push({ ...row, id, created_at: new Date() });
    if (this.pending.length >= FLUSH_AT_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS);
    return id;
  }

  /** Writes everything buffered (and waits for writes already under way). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    this.writing = this.writing.then(() => (batch.length ? this.write(batch) : undefined));
    return this.writing;
  }

  private async write(batch: (QuoteRow & { id: string; created_at: Date })[]) {
    try {
      await this.db.transaction().execute(async (tx) => {
        // One statement of 12 array parameters whatever the batch size: cheap to bind and plan.
        const column = <K extends keyof (typeof batch)[number]>(key: K) => batch.map((q) => q[key]);
        await sql`insert into quotes (id, carrier_id, pricelist_id, service_id, partner_id, fare_group, zone_row, quantity_row, total, currency, via_tms, created_at)
          select * from unnest(${column('id')}::uuid[], ${column('carrier_id')}::int[], ${column('pricelist_id')}::int[], ${column('service_id')}::int[],
            ${column('partner_id')}::int[], ${column('fare_group')}::int[], ${column('zone_row')}::int[], ${column('quantity_row')}::int[],
            ${column('total')}::numeric[], ${column('currency')}::text[], ${column('via_tms')}::bool[], ${batch.map((q) => q.created_at.toISOString())}::timestamptz[])`.execute(tx);
        const latest = new Map<number, Date>();
        for (const q of batch) latest.set(q.pricelist_id, q.created_at);
        for (const [pricelistId, at] of latest) {
          await tx
            .updateTable('pricelists')
            .set({ last_activity_at: sql<Date>`greatest(last_activity_at, ${at})` })
            .where('id', '=', pricelistId)
            .execute();
        }
      });
    } catch (error) {
      // Statistics must never break pricing: a lost batch is logged, not thrown.
      this.logger?.error({ err: error, quotes: batch.length }, 'quotes not recorded');
    }
  }
}
