/**
 * Token buckets by key, in memory (the partner API's rate limit, http/rate-limit.ts). A bucket holds
 * at most `burst` tokens and gains `ratePerSecond` a second; a call takes one, or is refused when
 * less than one is left. Buckets are refilled lazily when taken from, by a monotonic clock (a
 * change of the wall clock neither empties nor fills them), and a bucket left alone until it is
 * full again is dropped: it is then exactly what a new one would be, so dropping it changes no
 * answer, and the map holds only the keys taken from within the last refill time (2 s at the
 * default figure), however many keys there have ever been.
 */

/** How the buckets fill. */
export interface TokenBucketSettings {
  /** Tokens a bucket gains a second (> 0). */
  ratePerSecond: number;
  /** Most tokens a bucket holds, which a new bucket starts with (>= 1). */
  burst: number;
  /** A monotonic clock in milliseconds (default `performance.now`); tests pass their own. */
  now?: () => number;
}

/** What a take answers. */
export interface Take {
  /** A token was there and is taken. */
  allowed: boolean;
  /** Whole tokens left in the bucket after this take. */
  remaining: number;
  /** Seconds until the bucket is full again, rounded up (0: full). */
  fullInSeconds: number;
  /** Refused: seconds until a token is there, rounded up, at least 1. Allowed: 0. */
  retryAfterSeconds: number;
}

interface Bucket {
  tokens: number;
  /** When `tokens` was last brought up to date (ms, the clock's). */
  at: number;
}

export class TokenBuckets {
  private readonly buckets = new Map<number, Bucket>();
  private readonly now: () => number;
  /** Time (ms) an empty bucket takes to fill: after it, an untouched bucket is a new one. */
  private readonly fillMs: number;
  private sweptAt: number;

  constructor(readonly settings: TokenBucketSettings) {
    if (!(settings.ratePerSecond > 0)) throw new Error(`ratePerSecond must be above 0, not ${settings.ratePerSecond}`);
    if (!(settings.burst >= 1)) throw new Error(`burst must be at least 1, not ${settings.burst}`);
    this.now = settings.now ?? (() => performance.now());
    this.fillMs = (settings.burst / settings.ratePerSecond) * 1000;
    this.sweptAt = this.now();
  }

  /** Takes a token from `key`'s bucket, or refuses when less than one is left (a refusal takes nothing). */
  take(key: number): Take {
    const now = this.now();
    // At most once per fill time: the whole map is walked, so it stays bounded at O(1) a call.
    if (now - this.sweptAt >= this.fillMs) this.sweep(now);
    const { burst, ratePerSecond } = this.settings;
    let bucket = this.buckets.get(key);
    if (bucket) {
      bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) * ratePerSecond) / 1000);
      bucket.at = now;
    } else {
      bucket = { tokens: burst, at: now };
      this.buckets.set(key, bucket);
    }
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    return {
      allowed,
      remaining: Math.floor(bucket.tokens),
      fullInSeconds: Math.ceil((burst - bucket.tokens) / ratePerSecond),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - bucket.tokens) / ratePerSecond)),
    };
  }

  /** Keys with a bucket now (tests: the map stays bounded). */
  get size(): number {
    return this.buckets.size;
  }

  /** Drops the buckets untouched for a fill time: each would be full, as a new one is. */
  private sweep(now: number): void {
    this.sweptAt = now;
    for (const [key, bucket] of this.buckets) if (now - bucket.at >= this.fillMs) this.buckets.delete(key);
  }
}
