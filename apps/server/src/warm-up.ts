/**
 * First-use costs paid ahead, in the background, when a carrier's person signs in or opens a
 * pricelist: the heavy-work pool's threads started (each loads the task modules and ExcelJS as it
 * starts: seconds on a busy machine) and the carrier's pricing compiled. Their first export,
 * budget or price then does not wait for either (bench/ui-latency.ts measures the first export).
 * Each is done once; a later call costs a map lookup.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Seams } from './seams';
import type { PricingSeam } from './modules/pricing';
import type { HeavySeam } from './workers/heavy-work';

export function warmUpFor(deps: Pick<Seams, 'config'> & HeavySeam & PricingSeam, carrierId: number | null, log: FastifyBaseLogger): void {
  if (deps.config.warmUp === false) return;
  deps.heavy.warm();
  const { cache } = deps.pricing;
  if (carrierId === null || cache.has(carrierId)) return;
  // After the answer that asked for it has gone: the compile runs on this thread.
  setImmediate(() => {
    Promise.all([cache.get(carrierId), cache.exchangeRates()]).catch((error: unknown) =>
      log.warn({ err: error, carrierId }, 'warm-up: compiling the pricing failed'),
    );
  });
}
