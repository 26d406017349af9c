/**
 * The Prometheus series of one app (GET /metrics, http/metrics.ts): a registry of its own per app
 * (tests make many apps in one process), never prom-client's global one. Label values are bounded:
 * a route is its pattern ('/fe/pricelists/:id'), never the URL asked for.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '../db/client';

/** How a Metrics learns what it reads at scrape time. */
export interface MetricsSources {
  poolUse: () => PoolUse;
}

/** Seconds; an answer of the price API takes a few milliseconds, an export a few seconds. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds; a compile takes milliseconds, a calculation job minutes. */
const COMPILE_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const JOB_BUCKETS = [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600];

/**
 * The process's own series (CPU, memory, event loop, GC), in one registry for the process: they are
 * the same for every app in it, and collecting them watches the event loop and the GC, which
 * should happen once, not once per app.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The series of one app. Increments are cheap; what a gauge shows is read when scraped. */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new RequestTimings();

  /** Price API requests answered with prices (POST /api/v1/service_price). */
  readonly pricedRequests = new Counter({
    name: 'freight_priced_requests_total',
    help: 'Requests of the price API answered with prices',
    registers: [this.registry],
  });
  /** Partner API calls refused past the partner's rate limit (429, http/rate-limit.ts). */
  readonly rateLimitedRequests = new Counter({
    name: 'freight_api_rate_limited_total',
    help: "Partner API calls refused with 429 past the partner's rate limit (API_RATE_LIMIT)",
    registers: [this.registry],
  });
  /** Quotes in COPY batches that committed (the quote writer). */
  readonly quotesWritten = new Counter({
    name: 'freight_quotes_written_total',
    help: 'Quotes written to the database (COPY batches committed)',
    registers: [this.registry],
  });
  /**
   * A carrier's pricing data loaded and compiled (a miss of the pricing cache), and how long it
   * took; its `_count` is the number of compiles.
   */
  readonly pricingCompileSeconds = new Histogram({
    name: 'freight_pricing_compile_duration_seconds',
    help: "Time to load and compile a carrier's pricing data (each is a pricing cache miss)",
    buckets: COMPILE_BUCKETS,
    registers: [this.registry],
  });
  /** A job delivery worked, by kind (budget, tender, calculation-mail, rate-increases, partner-notifications). */
  private readonly jobSeconds = new Histogram({
    name: 'freight_job_duration_seconds',
    help: 'Time to work one delivery of a queued job, by kind',
    labelNames: ['kind'] as const,
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });
  private queueSizes: (() => Promise<ReadonlyMap<string, number>>) | null = null;

  constructor(sources: MetricsSources) {
    const { registry } = this;
    const pool = (name: string, help: string, read: (use: PoolUse) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(sources.poolUse()));
        },
      });
    pool('freight_db_pool_connections', 'Database connections open (PGlite: its one connection)', (use) => use.total);
    pool('freight_db_pool_idle_connections', 'Database connections open and not in use', (use) => use.idle);
    pool('freight_db_pool_waiting', 'Callers waiting for a database connection', (use) => use.waiting);
    const sizes = () => this.queueSizes;
    new Gauge({
      name: 'freight_job_queue_depth',
      help: 'Jobs queued and not yet started, by queue',
      labelNames: ['queue'] as const,
      registers: [registry],
      // Every process reads the same queues: the cluster's sum would count them once per worker.
      aggregator: 'max',
      async collect() {
        this.reset();
        const read = sizes();
        // The database away: no figure, rather than a failed scrape (the readiness probe tells why).
        const found = read ? await read().catch(() => null) : null;
        for (const [queue, depth] of found ?? []) this.set({ queue }, depth);
      },
    });
  }

  /** Where the queue depths come from (the job queue, built after the metrics). */
  readQueueSizesWith(read: () => Promise<ReadonlyMap<string, number>>): void {
    this.queueSizes = read;
  }

  /** Records an HTTP answer: `route` is the matched pattern, or undefined (no route matched). */
  observeRequest(route: string | undefined, method: string, status: number, seconds: number): void {
    this.requests.observe(route ?? '(none)', method, status, seconds);
  }

  /** Times a job delivery's `work` (failed or not) into the job durations under `kind`. */
  async timeJob(kind: string, work: () => Promise<void>): Promise<void> {
    const started = performance.now();
    try {
      await work();
    } finally {
      this.jobDone(kind, started);
    }
  }

  /** A job delivery of `kind` begun at `started` (performance.now()) is done. */
  jobDone(kind: string, started: number): void {
    this.jobSeconds.observe({ kind }, (performance.now() - started) / 1000);
  }

  /**
   * The registries behind text(), for the cluster's primary to add up (lib/cluster-metrics.ts):
   * the process's series, this app's, and the request histogram as a metric of prom-client's shape.
   */
  registries(): Registry[] {
    const requests = new Registry();
    requests.registerMetric(this.requests.asMetric() as unknown as Parameters<Registry['registerMetric']>[0]);
    return [processMetrics(), this.registry, requests];
  }

  /** The exposition text: the process's series, then this app's. */
  async text(): Promise<string> {
    return `${await processMetrics().metrics()}\n${await this.registry.metrics()}\n${this.requests.text()}`;
  }

  /** The exposition's content type. */
  get contentType(): string {
    return this.registry.contentType;
  }
}

/** One series of the request histogram: its labels as exposed, and the count in each bucket (not cumulative). */
interface RequestSeries {
  labels: string;
  /** The same labels as pairs, unescaped (the cluster's aggregation escapes them itself). */
  labelPairs: [string, string][];
  buckets: Float64Array;
  sum: number;
  count: number;
}

const REQUEST_HISTOGRAM = 'freight_http_request_duration_seconds';
const REQUEST_HELP = 'Time to answer an HTTP request, by route pattern, method and status class';

/**
 * The request histogram, kept here rather than in prom-client: its observe with labels validates
 * them and builds a key string and a pair object on every call (about 2.5 µs, some 3% of a price
 * request's CPU); this one finds its series through maps of strings it already has and allocates
 * nothing per request after a series' first.
 */
class RequestTimings {
  // route pattern -> method -> status class (0 for 1xx ... 4 for 5xx)
  private readonly byRoute = new Map<string, Map<string, (RequestSeries | undefined)[]>>();
  private readonly all: RequestSeries[] = [];

  observe(route: string, method: string, status: number, seconds: number): void {
    let byMethod = this.byRoute.get(route);
    if (!byMethod) this.byRoute.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = []));
    const index = Math.min(Math.max(Math.floor(status / 100), 1), 5) - 1;
    let series = byStatus[index];
    if (!series) {
      const labels = `route="${escapeLabel(route)}",method="${escapeLabel(method)}",status="${index + 1}xx"`;
      const labelPairs: [string, string][] = [
        ['route', route],
        ['method', method],
        ['status', `${index + 1}xx`],
      ];
      series = byStatus[index] = { labels, labelPairs, buckets: new Float64Array(REQUEST_BUCKETS.length), sum: 0, count: 0 };
      this.all.push(series);
    }
    let bucket = 0;
    while (bucket < REQUEST_BUCKETS.length && seconds > REQUEST_BUCKETS[bucket]!) bucket++;
    if (bucket < REQUEST_BUCKETS.length) series.buckets[bucket]!++;
    series.sum += seconds;
    series.count++;
  }

  /**
   * The histogram as prom-client reads a metric (`get()` answering its name, type and values), so a
   * registry can hold it and getMetricsAsJSON() send it to the cluster's primary, whose
   * AggregatorRegistry sums each bucket, sum and count over the workers. `le` is text ('+Inf' too):
   * the values cross the IPC channel as JSON, which has no Infinity.
   */
  asMetric() {
    const metric = {
      name: REQUEST_HISTOGRAM,
      help: REQUEST_HELP,
      type: 'histogram',
      aggregator: 'sum',
      get: () => ({ ...metric, values: this.values() }),
      reset: () => undefined,
    };
    return metric;
  }

  private values() {
    const values: { labels: Record<string, string>; value: number; metricName: string }[] = [];
    for (const series of this.all) {
      const labels = Object.fromEntries(series.labelPairs);
      let cumulative = 0;
      REQUEST_BUCKETS.forEach((bound, i) => {
        cumulative += series.buckets[i]!;
        values.push({ labels: { ...labels, le: String(bound) }, value: cumulative, metricName: `${REQUEST_HISTOGRAM}_bucket` });
      });
      values.push({ labels: { ...labels, le: '+Inf' }, value: series.count, metricName: `${REQUEST_HISTOGRAM}_bucket` });
      values.push({ labels, value: series.sum, metricName: `${REQUEST_HISTOGRAM}_sum` });
      values.push({ labels, value: series.count, metricName: `${REQUEST_HISTOGRAM}_count` });
    }
    return values;
  }

  /** The exposition of the histogram (the text format of prom-client's own). */
  text(): string {
    const lines = [`# HELP ${REQUEST_HISTOGRAM} ${REQUEST_HELP}`, `# TYPE ${REQUEST_HISTOGRAM} histogram`];
    for (const { labels, buckets, sum, count } of this.all) {
      let cumulative = 0;
      REQUEST_BUCKETS.forEach((bound, i) => {
        cumulative += buckets[i]!;
        lines.push(`${REQUEST_HISTOGRAM}_bucket{${labels},le="${bound}"} ${cumulative}`);
      });
      lines.push(`${REQUEST_HISTOGRAM}_bucket{${labels},le="+Inf"} ${count}`);
      lines.push(`${REQUEST_HISTOGRAM}_sum{${labels}} ${sum}`, `${REQUEST_HISTOGRAM}_count{${labels}} ${count}`);
    }
    return `${lines.join('\n')}\n`;
  }
}

/** A label value in the text format: backslash, double quote and newline escaped. */
const escapeLabel = (value: string) => value.replace(/[\\"\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));
