/**
 * The partner API's rate limit (docs/api.md "API rate limits", decision 16): each partner takes its
 * calls from one token bucket (lib/token-buckets.ts) of `API_RATE_LIMIT` a second, bursts of twice
 * that, whether it calls with its token or its people call from the portal with their session (both
 * resolve to the partner: session.plugin.ts sets `request.apiPartner`). The buckets are this
 * process's, the figure divided among the WEB_CONCURRENCY processes: no database round trip on the
 * price API's path.
 *
 * Every answer to a partner's call carries the IETF headers in the form of
 * draft-ietf-httpapi-ratelimit-headers-11 (structured fields, a quoted policy name):
 * `RateLimit-Policy: "partner";q=400;w=2` (the bucket: q calls, refilled over w seconds) and
 * `RateLimit: "partner";r=123;t=1` (r calls left now, the bucket full again in t seconds). Past
 * the limit the call is answered 429 with Retry-After (seconds) before its body is read, after a
 * short hold (`holdMs`), so a client calling in a tight loop waits instead of spinning a core on
 * refusals. The calculator of the carrier's own staff (no partner) is not limited.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ERROR_STATUS, type ApiError } from '@freight/domain';
import { TokenBuckets } from '../lib/token-buckets';

/** The partner API's limit; API_RATE_LIMIT and WEB_CONCURRENCY set the first two. */
export interface ApiRateLimitSettings {
  /** Calls a second a partner may make, over all the processes; 0: no limit. A burst is twice that. */
  perSecond: number;
  /** Server processes sharing the figure (WEB_CONCURRENCY): each allows its share, `perSecond / processes`. */
  processes: number;
  /**
   * A refusal is answered after a pause drawn between these two (ms), so that a client refused in a
   * tight loop waits rather than spins a core; [0, 0] answers at once.
   */
  holdMs: readonly [number, number];
}

/** 200 a second (docs/api.md), a refusal held 50-150 ms (the bench `rate-limit` measures the hold). */
export const DEFAULT_API_RATE_LIMIT: ApiRateLimitSettings = { perSecond: 200, processes: 1, holdMs: [50, 150] };

/** A burst is this many seconds of the rate (docs/api.md: twice the figure a second). */
const BURST_SECONDS = 2;

/** The policy's name in the headers. */
const POLICY = '"partner"';

/** One process's bucket: its share of the figure, a burst of BURST_SECONDS of it, at least one call. */
export function processShare(settings: Pick<ApiRateLimitSettings, 'perSecond' | 'processes'>): { ratePerSecond: number; burst: number } {
  const ratePerSecond = settings.perSecond / Math.max(1, settings.processes);
  return { ratePerSecond, burst: Math.max(1, ratePerSecond * BURST_SECONDS) };
}

/** The limit of one app: its buckets and settings; `configure` replaces both (the bench switches it between runs). */
export class ApiRateLimiter {
  private buckets: TokenBuckets | null = null;
  private policy = '';
  private holdMs: readonly [number, number] = [0, 0];

  constructor(
    settings: ApiRateLimitSettings,
    /** Told of each refusal (the /metrics counter). */
    private readonly onRefused: () => void = () => {},
  ) {
    this.configure(settings);
  }

  /** New settings, with new (full) buckets. */
  configure(settings: ApiRateLimitSettings): void {
    this.holdMs = settings.holdMs;
    if (settings.perSecond <= 0) {
      this.buckets = null;
      return;
    }
    const share = processShare(settings);
    this.buckets = new TokenBuckets(share);
    // q calls at most at once, refilled over w seconds (the time an empty bucket takes to fill).
    const w = Math.round((share.burst / share.ratePerSecond) * 1000) / 1000;
    this.policy = `${POLICY};q=${Math.floor(share.burst)};w=${w}`;
  }

  /**
   * The onRequest hook, after the session guard: a partner's call takes a token and gets the
   * headers; past the limit it is answered 429 with Retry-After from here, after the hold (the route
   * never runs, its body is never read). A callback hook: an allowed call waits for no turn.
   */
  readonly hook = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const caller = request.apiPartner;
    const buckets = this.buckets;
    if (caller === null || buckets === null) return done();
    const take = buckets.take(caller.partner.id);
    void reply.header('ratelimit-policy', this.policy);
    void reply.header('ratelimit', `${POLICY};r=${take.remaining};t=${take.fullInSeconds}`);
    if (take.allowed) return done();
    this.onRefused();
    const { ratePerSecond, burst } = buckets.settings;
    const retryAfter = take.retryAfterSeconds;
    // Answered here rather than thrown: a refusal costs no Error (its stack) and no error handler.
    const refusal: ApiError = {
      code: 'RATE_LIMITED',
      message:
        `Too many calls for this partner: ${formatRate(ratePerSecond)} a second are allowed (bursts of ${Math.floor(burst)}); ` +
        `send the call again after ${retryAfter} s`,
    };
    const refuse = () => void reply.code(ERROR_STATUS.RATE_LIMITED).header('retry-after', String(retryAfter)).send(refusal);
    const [least, most] = this.holdMs;
    const hold = least + Math.random() * (most - least);
    if (hold <= 0) return refuse();
    setTimeout(refuse, hold);
  };
}

/** 200, 66.7: a share of the figure as a person reads it. */
function formatRate(perSecond: number): string {
  return Number.isInteger(perSecond) ? String(perSecond) : perSecond.toFixed(1);
}

/**
 * Limits the partner API's calls (every route whose access is 'partner'); registered after the
 * session guard, whose hook resolves the partner first. Answers the limiter (tests and the bench
 * read and change it).
 */
export function registerApiRateLimit(app: FastifyInstance, settings: ApiRateLimitSettings, onRefused?: () => void): ApiRateLimiter {
  const limiter = new ApiRateLimiter(settings, onRefused);
  app.addHook('onRequest', limiter.hook);
  return limiter;
}
