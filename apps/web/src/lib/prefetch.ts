/**
 * A panel's request started by its route's loader and taken by the panel when it mounts, so it runs
 * beside the page's own requests instead of after the page's first render (the pricelist view's
 * health and versions, the calculator's jobs: each such waterfall added a round trip to the page's
 * settle time on a busy server). A start is taken once; a later mount (a save's refresh) fetches
 * afresh, and so does one long after the loader ran.
 */
const FRESH_MS = 10_000;

const started = new Map<string, { answer: Promise<unknown>; at: number }>();

/** Starts `fetch` now for the panel that will ask for `key`. */
export function prefetch(key: string, fetch: () => Promise<unknown>): void {
  started.set(key, { answer: fetch(), at: Date.now() });
}

/** The answer prefetched for `key` if fresh, else `fetch`'s. */
export function takePrefetched<T>(key: string, fetch: () => Promise<T>): Promise<T> {
  const entry = started.get(key);
  started.delete(key);
  // A key names one request (panel-data.ts, jobs-data.ts): what `prefetch` started for it is `fetch`'s answer.
  return entry && Date.now() - entry.at < FRESH_MS ? (entry.answer as Promise<T>) : fetch();
}
