/**
 * The server process of bench/ui-latency.ts: apps/server/src/main.ts as `npm start` runs it, with
 * its event loop's delay measured (perf_hooks), reset and read over IPC ('loop-delay:reset',
 * 'loop-delay:read').
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
const ms = (ns: number) => Math.round(ns / 1e5) / 10;

process.on('message', (message) => {
  if (message === 'loop-delay:reset') histogram.reset();
  else if (message === 'loop-delay:read') {
    process.send!({ loopDelay: { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) } });
  }
});

await import('../apps/server/src/main');
