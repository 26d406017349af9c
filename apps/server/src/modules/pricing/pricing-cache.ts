import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { compileCarrier, type CompiledCarrier, type ExchangeRates } from '@freight/domain';
import type { DB } from '../../db/schema';
import { readExchangeRates } from '../admin/exchange-rates.service';
import { loadCarrierRecords } from './carrier-records.repository';

/** NOTIFY channel: the payload is a carrier id, or '*' for every carrier (exchange rates). */
export const PRICING_CHANNEL = 'pricing_changed';

export interface CompiledEntry {
  carrier: CompiledCarrier;
  timezone: string;
}

/**
 * Compiled carriers kept in memory, built on first use and dropped when their data changes.
 * A change made through this process drops the entry at once; other processes learn of it by
 * NOTIFY. A build that raced with a change is not kept.
 */
export class PricingCache {
  private readonly carriers = new Map<number, Promise<CompiledEntry>>();
  private rates: Promise<ExchangeRates> | null = null;
  private generation = 0;
  private readonly listeners: (() => void)[] = [];

  constructor(
    private readonly db: Kysely<DB>,
    private readonly logger?: FastifyBaseLogger,
  ) {}

  /** The compiled carrier, compiling it if needed (concurrent callers share one build). */
  get(carrierId: number): Promise<CompiledEntry> {
    const cached = this.carriers.get(carrierId);
    if (cached) return cached;
    const generation = this.generation;
    const started = performance.now();
    const build = loadCarrierRecords(this.db, carrierId).then((records) => {
      const entry = { carrier: compileCarrier(records), timezone: records.timezone };
      this.logger?.debug({ carrierId, ms: Math.round(performance.now() - started) }, 'pricing data compiled');
      return entry;
    });
    this.carriers.set(carrierId, build);
    build.then(
      () => {
        if (generation !== this.generation && this.carriers.get(carrierId) === build) this.carriers.delete(carrierId);
      },
      () => {
        if (this.carriers.get(carrierId) === build) this.carriers.delete(carrierId);
      },
    );
    return build;
  }

  /** The latest exchange rates (EUR base), cached like the carriers. */
  exchangeRates(): Promise<ExchangeRates> {
    if (!this.rates) {
      const rates = readExchangeRates(this.db).then((r) => ({ base: r.base, rates: r.rates }));
      // A failed read is not kept: the next call tries again.
      rates.catch(() => {
        if (this.rates === rates) this.rates = null;
      });
      this.rates = rates;
    }
    return this.rates;
  }

  /** Calls `listener` on every invalidation (caches derived from the same data). */
  onInvalidate(listener: () => void) {
    this.listeners.push(listener);
  }

  /** Drops a carrier's compiled data, or everything with '*'. */
  invalidate(carrierId: number | '*') {
    this.generation++;
    for (const listener of this.listeners) listener();
    if (carrierId === '*') {
      this.carriers.clear();
      this.rates = null;
    } else {
      this.carriers.delete(carrierId);
    }
  }
}
