import type { FastifyBaseLogger } from 'fastify';
import { compileCarrierInSlices, type CarrierRecords, type CompiledCarrier, type ExchangeRates } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { announceChanges, type NoticeTransport } from '../../lib/change-notices';
import { readRatesForPricing } from '../exchange-rates';
import { loadCarrierRecords, type RecordVersions } from './carrier-records.repository';
import { bumpPricingVersion, readPricingVersions, scopeOf, type PricingScope } from './pricing-versions.repository';

/**
 * NOTIFY channel. The payload is `<carrier id or *>:<sender>`: '*' for every carrier (exchange
 * rates), and the sending process's id so it skips its own notice (it dropped its entry already,
 * and the late echo would drop an entry compiled since).
 */
export const PRICING_CHANNEL = 'pricing_changed';

/** How often a process compares the versions of what it holds with the database's. */
export const VERSION_CHECK_MS = 1000;

export interface CompiledEntry {
  carrier: CompiledCarrier;
  timezone: string;
  /** The version of each pricelist and surcharge compiled (what a quote records). */
  versions: RecordVersions;
  /** The plain records it was compiled from: what a worker thread compiles its own copy from. */
  records: CarrierRecords & { timezone: string; versions: RecordVersions };
  /** This build, unique in the process: a worker keeps its compiled copy under it (same records, same number). */
  build: number;
}

let builds = 0;

/** Exchange rates with the id of their kept set (null before any was kept). */
export type VersionedRates = ExchangeRates & { version: number | null };

/** Something held in memory, with the version of its scope it was built from (null while building). */
interface Held<T> {
  value: T;
  scope: PricingScope;
  version: number | null;
  /** The value once built and kept, for callers that must not wait a turn for a settled promise. */
  built?: Awaited<T>;
  /** A newer build is being made to replace this one (`refresh`): the version check leaves it be. */
  refreshing?: boolean;
}

/**
 * Compiled carriers and exchange rates kept in memory (partner tokens have their own cache,
 * modules/partners/token-cache.ts), built on first use and dropped when their data changes. Each remembers the pricing version it was built
 * from, read before the data. A change made through this process drops the entry at once; other
 * processes learn of it by NOTIFY and, should a notice be lost, by `checkVersions` within a second.
 * A build that raced with a change is not kept.
 */
export class PricingCache {
  private readonly carriers = new Map<number, Held<Promise<CompiledEntry>>>();
  private rates: Held<Promise<VersionedRates>> | null = null;
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly logger?: FastifyBaseLogger,
    /** Each compile's seconds (GET /metrics). */
    private readonly compileSeconds?: { observe(seconds: number): void },
  ) {}

  /** The compiled carrier, compiling it if needed (concurrent callers share one build). */
  get(carrierId: number): Promise<CompiledEntry> {
    const cached = this.carriers.get(carrierId);
    if (cached) return cached.value;
    const held = this.build(carrierId);
    this.keep(held, () => this.carriers.get(carrierId) === held && this.carriers.delete(carrierId));
    this.carriers.set(carrierId, held);
    return held.value;
  }

  /**
   * After a change committed by a long job (a rate increase of thousands of pricelists): the
   * compiled carrier held keeps answering while the new one is built, and the new one replaces it
   * once built, so price calls do not wait for the compile of a large carrier (decision
   * 19). Answers from the held build are those of a moment before the commit, which no caller of a
   * minutes-long job can tell apart. Any other change meanwhile (`invalidate`) drops both, as usual.
   */
  refresh(carrierId: number) {
    const old = this.carriers.get(carrierId);
    if (!old?.built) return this.invalidate(carrierId);
    old.refreshing = true;
    const generation = this.generation;
    const held = this.build(carrierId);
    held.value.then(
      (value) => {
        if (generation !== this.generation || this.carriers.get(carrierId) !== old) return;
        held.built = value;
        this.carriers.set(carrierId, held);
      },
      () => {
        if (this.carriers.get(carrierId) === old) this.carriers.delete(carrierId);
      },
    );
  }

  private build(carrierId: number): Held<Promise<CompiledEntry>> {
    const held: Held<Promise<CompiledEntry>> = { value: Promise.resolve(null as never), scope: scopeOf(carrierId), version: null };
    held.value = this.versioned(held, async () => {
      const started = performance.now();
      const records = await loadCarrierRecords(this.db, carrierId);
      // In slices: a large carrier's compile must not hold the event loop (the price calls of others wait on it).
      const carrier = await compileCarrierInSlices(records, () => new Promise((resolve) => setImmediate(resolve)));
      const entry = { carrier, timezone: records.timezone, versions: records.versions, records, build: ++builds };
      const ms = performance.now() - started;
      this.compileSeconds?.observe(ms / 1000);
      this.logger?.debug({ carrierId, ms: Math.round(ms) }, 'pricing data compiled');
      return entry;
    });
    return held;
  }

  /**
   * The compiled carrier (compiling it if needed) when it is the database's latest, that is when no
   * change was committed since the version it was built from; else null (a change a moment ago in
   * another process, or a newer build on its way after a long job): then read the records. For what
   * must answer as a read of the database now would (a reprice, a backtest, an increase preview),
   * without reading and compiling a large carrier's records again.
   */
  async current(carrierId: number): Promise<CompiledEntry | null> {
    const entry = await this.get(carrierId);
    const held = this.carriers.get(carrierId);
    if (held?.built !== entry || held.version === null || held.refreshing) return null;
    const version = (await readPricingVersions(this.db, [held.scope])).get(held.scope) ?? 0;
    return held.version === version ? entry : null;
  }

  /** The carrier's compiled data if it is built, else undefined (then `get`). */
  built(carrierId: number): CompiledEntry | undefined {
    return this.carriers.get(carrierId)?.built;
  }

  /** The exchange rates if they are read, else undefined (then `exchangeRates`). */
  builtRates(): VersionedRates | undefined {
    return this.rates?.built;
  }

  /** True when the carrier's compiled data is held (tests: a read must not drop it). */
  has(carrierId: number): boolean {
    return this.carriers.has(carrierId);
  }

  /** The latest exchange rates (EUR base), cached like the carriers. */
  exchangeRates(): Promise<VersionedRates> {
    if (this.rates) return this.rates.value;
    const held: Held<Promise<VersionedRates>> = { value: Promise.resolve(null as never), scope: 'rates', version: null };
    held.value = this.versioned(held, () => readRatesForPricing(this.db));
    this.keep(held, () => {
      if (this.rates === held) this.rates = null;
    });
    this.rates = held;
    return held.value;
  }

  /** Drops a carrier's compiled data, or everything with '*'. */
  invalidate(carrierId: number | '*') {
    this.generation++;
    if (carrierId === '*') {
      this.carriers.clear();
      this.rates = null;
    } else {
      this.carriers.delete(carrierId);
    }
  }

  /**
   * Compares the version of everything held with the database's and drops what changed: the
   * safety net under NOTIFY (a notice lost while the listening connection was down).
   */
  async checkVersions(): Promise<void> {
    const held: Held<unknown>[] = [...this.carriers.values(), ...(this.rates ? [this.rates] : [])];
    const built = held.filter((h) => h.version !== null);
    if (!built.length) return;
    const current = await readPricingVersions(this.db, [...new Set(built.map((h) => h.scope))]);
    // Versions only grow. Older than the database: stale. Newer: built after this read began.
    const stale = (held: Held<unknown>) => held.version !== null && !held.refreshing && held.version < (current.get(held.scope) ?? 0);
    for (const [carrierId, entry] of this.carriers) if (stale(entry)) this.invalidate(carrierId);
    if (this.rates && stale(this.rates)) this.invalidate('*');
  }

  /** Reads the scope's version, then builds: data at least as new as the version it is filed under. */
  private async versioned<T>(held: Held<Promise<T>>, build: () => Promise<T>): Promise<T> {
    const version = (await readPricingVersions(this.db, [held.scope])).get(held.scope) ?? 0;
    const value = await build();
    held.version = version;
    return value;
  }

  /** Forgets a build that failed (the next call tries again) or that raced with a change. */
  private keep<T>(held: Held<Promise<T>>, forget: () => void) {
    const generation = this.generation;
    held.value.then(
      (value) => {
        if (generation !== this.generation) forget();
        else held.built = value as Awaited<T>;
      },
      () => forget(),
    );
  }
}

/**
 * The `pricingChanged` of the app's dependencies: drops the compiled data here at once and tells
 * the other processes on the same database, which drop theirs on the notice (lib/change-notices).
 * Answers the announcer and a stop function for the app's close.
 */
export function announcePricingChanges(cache: PricingCache, input: NoticeTransport, logger?: FastifyBaseLogger) {
  return announceChanges<number | 'all'>(
    {
      channel: PRICING_CHANNEL,
      what: 'pricing',
      checkMs: VERSION_CHECK_MS,
      check: () => cache.checkVersions(),
      forget: (carrier) => cache.invalidate(carrier === 'all' ? '*' : carrier),
      write: (carrier) => (carrier === 'all' ? '*' : String(carrier)),
      read: (text) => (text === '*' ? 'all' : Number(text)),
    },
    input,
    logger,
  );
}

/**
 * The `changePricing` of the app's dependencies: `work` and the version bump in one transaction
 * (the bump first, so concurrent writers of one carrier queue on its version row), then the
 * announcement after the commit. `serveWhileCompiling` (a long job's commit): this process keeps
 * answering from its compiled carrier while it compiles the new one (`PricingCache.refresh`); the
 * other processes are told as always.
 */
export function pricingWriter(
  db: Db,
  changes: { announce: (carrier: number | 'all') => Promise<void>; tell: (carrier: number | 'all') => Promise<void> },
  cache: Pick<PricingCache, 'refresh'>,
) {
  return async <T>(carrier: number | 'all', work: (tx: Db) => Promise<T>, options: { serveWhileCompiling?: boolean } = {}): Promise<T> => {
    const result = await db.transaction().execute(async (tx) => {
      await bumpPricingVersion(tx, scopeOf(carrier));
      return work(tx);
    });
    if (options.serveWhileCompiling && carrier !== 'all') {
      cache.refresh(carrier);
      await changes.tell(carrier);
    } else await changes.announce(carrier);
    return result;
  };
}
