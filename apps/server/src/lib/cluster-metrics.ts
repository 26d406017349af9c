/**
 * GET /metrics behind one port with WEB_CONCURRENCY > 1: the worker that takes the scrape asks the
 * primary over the cluster's IPC channel, the primary asks every worker for its registries
 * (prom-client's AggregatorRegistry.clusterMetrics) and answers their sum, so the counters of two
 * scrapes in a row never go down whichever worker takes them. Counters, histograms and the pool
 * gauges are summed over the workers; the job queue's depth, which every worker reads alike, is
 * their largest (lib/metrics.ts); the process series take prom-client's own rules per series.
 */
import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const ASK = 'freight:cluster-metrics';
const ANSWER = 'freight:cluster-metrics-answer';
/** A worker gives up on the primary's answer after this; prom-client waits 5 s for the workers. */
const ANSWER_TIMEOUT_MS = 10_000;

interface Ask {
  type: typeof ASK;
  id: number;
}
interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** In the primary: answers the workers' asks with the metrics of all of them. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: Ask) => {
    if (message?.type !== ASK) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer } satisfies Answer);
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

let nextAsk = 1;
const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
let answersHeard = false;

/**
 * In a worker: `registries` are what this worker gives the primary's aggregation; answers a way to
 * ask the primary for every worker's metrics together.
 */
export function shareClusterMetrics(registries: Registry[]): () => Promise<string> {
  // Its constructor makes this worker answer the primary's requests; setRegistries says with what.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries(registries);
  if (!answersHeard) {
    answersHeard = true;
    process.on('message', (message: Answer) => {
      if (message?.type !== ANSWER) return;
      const ask = waiting.get(message.id);
      if (!ask) return;
      waiting.delete(message.id);
      if (message.error !== undefined) ask.reject(new Error(`the cluster's metrics could not be gathered: ${message.error}`));
      else ask.resolve(message.text ?? '');
    });
  }
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextAsk++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error("the cluster's primary did not answer the metrics in time"));
      }, ANSWER_TIMEOUT_MS);
      waiting.set(id, {
        resolve: (text) => (clearTimeout(timer), resolve(text)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      process.send!({ type: ASK, id } satisfies Ask);
    });
}
