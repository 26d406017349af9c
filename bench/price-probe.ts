/**
 * A load of price requests in a process of its own (bench/price-under-load.ts forks it): a few
 * connections, each sending POST /api/v1/service_price one after the other with a short pause, so
 * the figures are the latency a partner sees, not a saturated server's queue. Measures until the
 * parent sends 'stop', then answers the latencies' p50, p99 and max in ms; 'mark' answers those so
 * far and starts anew (bench/rate-limit.ts measures a flood's first second apart from the rest).
 */
export {};

const { url, token, body, connections, pauseMs } = JSON.parse(process.argv[2]!) as {
  url: string;
  token: string;
  body: string;
  connections: number;
  pauseMs: number;
};
const latencies: number[] = [];
let errors = 0;
let running = true;
process.on('message', (message) => {
  if (message === 'stop') running = false;
  if (message === 'mark') {
    process.send!(summary());
    latencies.length = 0;
    errors = 0;
  }
});

function summary() {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { count: sorted.length, errors, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

async function connection() {
  while (running) {
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (response.status !== 200) errors++;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

await Promise.all(Array.from({ length: connections }, connection));
process.send!(summary(), () => process.exit(0));
