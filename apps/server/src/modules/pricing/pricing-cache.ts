import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { compileCarrier, type CompiledCarrier, type ExchangeRates } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import type { AppInput } from '../../http/context';
import { readExchangeRates } from '../exchange-rates/exchange-rates.repository';
import { loadCarrierRecords } from './carrier-records.repository';

/**
 * NOTIFY channel. The payload is `<carrier id or *>:<sender>`: '*' for every carrier (exchange
 * rates), and the sending process's id so it skips its own notice (it dropped its entry already,
 * and the late echo would drop an entry compiled since).
 */
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
  /** Lookups derived from the same data (partner tokens): dropped with any change. */
  private readonly remembered = new Map<string, unknown>();
  private generation = 0;

  constructor(
    private readonly db: Db,
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

  /** True when the carrier's compiled data is held (tests: a read must not drop it). */
  has(carrierId: number): boolean {
    return this.carriers.has(carrierId);
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

  /**
   * `load()`'s value under `key` until the next change to any pricing data; undefined (not found)
   * is not kept, so unknown keys (a guessed token) cannot fill the memory.
   */
  async remember<T>(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    if (this.remembered.has(key)) return this.remembered.get(key) as T;
    const generation = this.generation;
    const value = await load();
    if (value !== undefined && generation === this.generation) this.remembered.set(key, value);
    return value;
  }

  /** Drops a carrier's compiled data, or everything with '*'; remembered lookups always go. */
  invalidate(carrierId: number | '*') {
    this.generation++;
    this.remembered.clear();
    if (carrierId === '*') {
      this.carriers.clear();
      this.rates = null;
    } else {
      this.carriers.delete(carrierId);
    }
  }
}

/**
 * The `pricingChanged` of the app's dependencies: drops the compiled data here at once and tells
 * the other processes on the same database, which drop theirs on the notice.
 */
export function announcePricingChanges(cache: PricingCache, input: Pick<AppInput, 'listen' | 'notify'>) {
  const self = randomUUID();
  void input.listen?.(PRICING_CHANNEL, (payload) => {
    const [carrier = '*', sender] = payload.split(':');
    if (sender === self) return;
    cache.invalidate(carrier === '*' ? '*' : Number(carrier));
  });
  return async (carrier: number | 'all') => {
    cache.invalidate(carrier === 'all' ? '*' : carrier);
    await input.notify?.(PRICING_CHANNEL, `${carrier === 'all' ? '*' : carrier}:${self}`);
  };
}
