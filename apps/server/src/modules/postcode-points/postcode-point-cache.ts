/**
 * The postcode points a process has looked up, kept so a price call reads the database only for
 * postcodes it has not seen (decision 3's cache, for the platform's points). A load forgets them
 * all: in this process at once, in the others by NOTIFY (decision 13), and should a notice be
 * lost, by the version check every second (pricing_versions' `postcode_points`).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/carrier-scope';
import { announceChanges, type NoticeTransport } from '../../lib/change-notices';
import { findPostcodePoints, pointKeyOf, readPointsVersion, type PointKey, type StoredPoint } from './postcode-points.repository';

/** The most keys kept (found or known to have none); past it the oldest are forgotten. */
export const POSTCODE_POINT_CACHE_ENTRIES = 200_000;

/** What the modules take of the points: the cache the price service reads, and the announcer a load calls after its commit. */
export interface PostcodePointsSeam {
  postcodePoints: {
    cache: PostcodePointCache;
    /** Forgets the points here and tells the other processes (after a load's commit). */
    changed: () => Promise<void>;
  };
}

export class PostcodePointCache {
  /** By `${country}:${key}`: the point, or null for a key known to have none. */
  private points = new Map<string, StoredPoint | null>();
  /** Moves on each forget: a read that began before it does not store what it found. */
  private generation = 0;
  private version: number | null = null;

  constructor(
    private readonly db: Db,
    private readonly maxEntries = POSTCODE_POINT_CACHE_ENTRIES,
  ) {}

  /**
   * The points of `keys` by `${country}:${key}` (findPostcodePoints' answer), the unseen read in
   * one statement; a key without a point is absent.
   */
  async find(keys: readonly PointKey[]): Promise<Map<string, StoredPoint>> {
    const answer = new Map<string, StoredPoint>();
    const missing: PointKey[] = [];
    for (const key of keys) {
      const id = pointKeyOf(key);
      const known = this.points.get(id);
      if (known === undefined) missing.push(key);
      else if (known !== null) answer.set(id, known);
    }
    if (missing.length === 0) return answer;
    const generation = this.generation;
    const found = await findPostcodePoints(this.db, missing);
    const keep = generation === this.generation;
    for (const key of missing) {
      const id = pointKeyOf(key);
      const point = found.get(id) ?? null;
      if (point) answer.set(id, point);
      if (keep) this.remember(id, point);
    }
    return answer;
  }

  /**
   * The points of `keys` when every one is known here (found, or known to have none), else null:
   * the price API's steady state answers without waiting (price.service `withPoints`).
   */
  known(keys: readonly PointKey[]): Map<string, StoredPoint> | null {
    const answer = new Map<string, StoredPoint>();
    for (const key of keys) {
      const id = pointKeyOf(key);
      const known = this.points.get(id);
      if (known === undefined) return null;
      if (known !== null) answer.set(id, known);
    }
    return answer;
  }

  /** How many keys are kept (tests). */
  get size(): number {
    return this.points.size;
  }

  forget(): void {
    this.generation += 1;
    this.points.clear();
  }

  /** Forgets all when the stored version moved since the last check (a notice missed). */
  async check(): Promise<void> {
    const version = await readPointsVersion(this.db);
    if (this.version !== null && version !== this.version) this.forget();
    this.version = version;
  }

  private remember(id: string, point: StoredPoint | null): void {
    if (this.points.size >= this.maxEntries) {
      // Maps keep insertion order: the first key is the oldest.
      const oldest = this.points.keys().next().value;
      if (oldest !== undefined) this.points.delete(oldest);
    }
    this.points.set(id, point);
  }
}

/** The notice channel of postcode point loads. */
const CHANNEL = 'postcode_points_changed';

/** The cache of this process and its announcer; `stop` ends its version check (the app's close). */
export function postcodePointsOf(db: Db, transport: NoticeTransport, logger?: FastifyBaseLogger) {
  const cache = new PostcodePointCache(db);
  const notices = announceChanges<null>(
    {
      channel: CHANNEL,
      what: 'postcode points',
      checkMs: 1000,
      check: () => cache.check(),
      forget: () => cache.forget(),
      write: () => '*',
      read: () => null,
    },
    transport,
    logger,
  );
  return { seam: { cache, changed: () => notices.announce(null) }, stop: notices.stop };
}
