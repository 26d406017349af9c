// A lean HTTP/1.1 load generator for the server benchmarks, run as its own process:
//   node bench/load-generator.mjs '<json options>'
// options: { url, method, headers, body, connections, seconds }. Each connection keeps one request
// in flight: the same request's bytes, written again as soon as its answer has arrived. It parses
// no more of an answer than its status and length, so on a machine whose cores it shares with the
// server it takes a small share of them (autocannon, a full HTTP client, took about half as much
// CPU per request as the server's event loop). Prints one JSON line: requests per second, the
// latency's p50 and p99 (ms), answers by status class, errors, and its own CPU (µs) under load.
// Every answer must carry a content-length (the routes measured do); one without stops the run.
import net from 'node:net';

const options = JSON.parse(process.argv[2]);
const url = new URL(options.url);
const body = options.body ? Buffer.from(options.body) : null;
const head = [
  `${options.method} ${url.pathname}${url.search} HTTP/1.1`,
  `host: ${url.host}`,
  'connection: keep-alive',
  ...Object.entries(options.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
  ...(body ? [`content-length: ${body.length}`] : []),
];
const request = Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), body ?? Buffer.alloc(0)]);

// Latencies in 10 µs buckets up to 10 s: a percentile to the hundredth of a millisecond.
const BUCKET_US = 10;
const buckets = new Uint32Array(1_000_000);
const counts = { ok: 0, other: 0, errors: 0 };
let running = true;

const HEADER_END = Buffer.from('\r\n\r\n');

function connection() {
  const socket = net.connect({ host: url.hostname, port: Number(url.port || 80), noDelay: true });
  let pending = Buffer.alloc(0);
  let sentAt = 0n;
  const send = () => {
    sentAt = process.hrtime.bigint();
    socket.write(request);
  };
  socket.on('connect', send);
  socket.on('data', (chunk) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      const end = pending.indexOf(HEADER_END);
      if (end < 0) return;
      const headText = pending.toString('latin1', 0, end);
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(headText)?.[1] ?? Number.NaN);
      // The servers measured answer with a length; anything else would be misread, so it stops here.
      if (Number.isNaN(length)) fail(`an answer without content-length: ${headText.slice(0, 200)}`);
      const total = end + 4 + length;
      if (pending.length < total) return;
      const status = Number(headText.slice(9, 12));
      if (status >= 200 && status < 300) counts.ok++;
      else counts.other++;
      const us = Number(process.hrtime.bigint() - sentAt) / 1000;
      buckets[Math.min(buckets.length - 1, Math.floor(us / BUCKET_US))]++;
      pending = pending.subarray(total);
      if (running) send();
      else socket.end();
    }
  });
  // A connection the server closed (or that failed) is counted and opened again.
  socket.on('error', () => counts.errors++);
  socket.on('close', () => {
    if (running) setTimeout(connection, 10);
  });
}

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function percentile(share) {
  const answered = counts.ok + counts.other;
  if (answered === 0) return Number.NaN;
  let seen = 0;
  for (let i = 0; i < buckets.length; i++) {
    seen += buckets[i];
    if (seen >= share * answered) return ((i + 1) * BUCKET_US) / 1000;
  }
  return Number.NaN;
}

// Its own CPU from here: the load's, without Node's start-up.
const startCpu = process.cpuUsage();
const started = process.hrtime.bigint();
for (let i = 0; i < options.connections; i++) connection();
setTimeout(() => {
  running = false;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const answered = counts.ok + counts.other;
  const cpu = process.cpuUsage(startCpu);
  process.stdout.write(
    `${JSON.stringify({
      rps: answered / seconds,
      requests: answered,
      p50: percentile(0.5),
      p99: percentile(0.99),
      ok: counts.ok,
      other: counts.other,
      errors: counts.errors,
      cpuUs: cpu.user + cpu.system,
    })}\n`,
    () => process.exit(0),
  );
}, options.seconds * 1000);
