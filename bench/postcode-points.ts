/**
 * The postcode points upload's memory bound (issue 46): a GeoNames-format file of BENCH_POSTCODE_MB
 * (default 300) MB is generated on disk (streamed, never held), then sent over HTTP to
 * POST /fe/admin/postcode_points as the admin page sends it (multipart, the file streamed from disk),
 * through the server's reading path (registerStreamedUpload, readLines, parseGeoNamesLine, batches
 * of 5,000 upserts, one transaction). Printed: the time, the lines and points, and the process's peak
 * resident memory and heap growth over its idle figure beside the ceiling (CEILING_MB), measured in
 * the same run. The server, the client sending the file and (PGlite) the embedded database's thread
 * share this process, so the figure is all of them. BENCH_DATABASE_URL: PostgreSQL instead.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { POSTCODE_POINT_ROUTES } from '@freight/domain';
import { hashPassword } from '../apps/server/src/modules/auth/secrets';
import { memoryOfProcess, resetPeakMemory } from './process-memory';
import { ORIGIN, startBenchApp } from './server-app';

/** The most the upload may add to the process's resident memory (and its heap), MB. */
const CEILING_MB = 200;
const PASSWORD = 'bench-password';
/** Countries the file cycles through, as allCountries.txt mixes them. */
/** A full collection on demand (the runner starts node without --expose-gc): the heap's live data, not its garbage. */
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
/** How often the live heap is measured during the upload (a full collection each time). */
const LIVE_SAMPLE_MS = 2000;

const COUNTRIES = ['EE', 'LV', 'LT', 'FI', 'SE', 'NO', 'DK', 'DE', 'PL', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'CZ', 'SK', 'HU', 'PT', 'IE'];

export async function benchPostcodePoints(): Promise<void> {
  const targetMb = Number(process.env.BENCH_POSTCODE_MB ?? 300);
  const dir = await mkdtemp(join(tmpdir(), 'bench-postcodes-'));
  const file = join(dir, 'allCountries.txt');
  const bench = await startBenchApp(undefined, {});
  try {
    const generated = await generateFile(file, targetMb * 1024 * 1024);
    const bytes = (await stat(file)).size;
    const cookie = await signInAdmin(bench);
    const address = await bench.app.listen({ port: 0, host: '127.0.0.1' });

    collect();
    const idle = memoryOfProcess();
    const idleHeap = process.memoryUsage().heapUsed;
    const peakReset = resetPeakMemory();
    let peakHeap = idleHeap;
    let peakRss = idle.rssMb;
    const sampler = setInterval(() => {
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
      peakRss = Math.max(peakRss, memoryOfProcess().rssMb);
    }, 50);
    let peakLive = idleHeap;
    const liveSampler = setInterval(() => {
      collect();
      peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
    }, LIVE_SAMPLE_MS);
    const started = performance.now();
    const answer = await upload(address, file, bytes, cookie);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    clearInterval(liveSampler);
    const liveGrowth = (peakLive - idleHeap) / (1024 * 1024);
    const peak = Math.max(peakRss, peakReset ? memoryOfProcess().peakMb : 0);
    const rssGrowth = peak - idle.rssMb;
    const heapGrowth = (peakHeap - idleHeap) / (1024 * 1024);
    const verdict = (mb: number) => (mb <= CEILING_MB ? 'met' : 'NOT met');

    console.log(`\npostcode points: a ${(bytes / (1024 * 1024)).toFixed(0)} MB GeoNames file uploaded (${bench.kind})`);
    console.log(
      `  ${generated.toLocaleString('en')} lines, ${answer.points.toLocaleString('en')} points in ${answer.countries.length} countries, ${seconds.toFixed(1)} s (${(bytes / (1024 * 1024) / seconds).toFixed(1)} MB/s)`,
    );
    console.log(`  idle before: resident ${idle.rssMb.toFixed(0)} MB, heap ${(idleHeap / (1024 * 1024)).toFixed(0)} MB`);
    console.log(
      `  peak resident growth: ${rssGrowth.toFixed(0)} MB (ceiling ${CEILING_MB} MB: ${verdict(rssGrowth)})${peakReset ? '' : ' (sampled every 50 ms: the kernel peak could not be reset)'}`,
    );
    console.log(`  peak heap growth: ${heapGrowth.toFixed(0)} MB (ceiling ${CEILING_MB} MB: ${verdict(heapGrowth)}), garbage included`);
    console.log(
      `  peak live heap growth (after a full collection every ${LIVE_SAMPLE_MS / 1000} s): ${liveGrowth.toFixed(0)} MB (ceiling ${CEILING_MB} MB: ${verdict(liveGrowth)})`,
    );
    console.log(`  the file itself: ${(bytes / (1024 * 1024)).toFixed(0)} MB, so a reader that held it would grow by at least that`);
  } finally {
    await bench.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Writes a GeoNames postal code file of about `bytes` on disk, a line at a time with the stream's
 * backpressure: one line per postcode (5-digit codes per country), with admin names as long as
 * allCountries.txt's longer ones. Answers the lines written.
 */
async function generateFile(path: string, bytes: number): Promise<number> {
  const out = createWriteStream(path);
  let written = 0;
  let lines = 0;
  while (written < bytes) {
    const country = COUNTRIES[lines % COUNTRIES.length]!;
    const code = String(Math.floor(lines / COUNTRIES.length) % 100_000).padStart(5, '0');
    const suffix = Math.floor(lines / (COUNTRIES.length * 100_000));
    const latitude = (((lines * 7919) % 180_000) / 1000 - 90).toFixed(4);
    const longitude = (((lines * 104_729) % 360_000) / 1000 - 180).toFixed(4);
    const place = `Place ${lines} of the county of ${country}`;
    const line = `${country}\t${code}${suffix ? `-${suffix}` : ''}\t${place}\tRegion ${country} north-eastern\t${lines % 50}\tCounty municipality ${lines % 997}\t${lines % 997}\tParish of the village centre\t${lines % 31}\t${latitude}\t${longitude}\t4\n`;
    written += Buffer.byteLength(line);
    lines += 1;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return lines;
}

/** A platform administrator signed in: its session cookie. */
async function signInAdmin(bench: Awaited<ReturnType<typeof startBenchApp>>): Promise<string> {
  const email = `bench-admin-${Date.now()}@example.com`;
  await bench.database.db
    .insertInto('users')
    .values({ is_admin: true, name: 'Admin', email, password_hash: await hashPassword(PASSWORD), verified_at: new Date() })
    .execute();
  const login = await bench.app.inject({
    method: 'POST',
    url: '/fe/login',
    payload: { email, password: PASSWORD },
    headers: { origin: ORIGIN },
  });
  if (login.statusCode !== 200) throw new Error(`admin sign-in: ${login.statusCode} ${login.body}`);
  return `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;
}

/** Sends `path` as the multipart field `file`, streamed from disk with its length declared; answers the load's answer. */
async function upload(address: string, path: string, bytes: number, cookie: string): Promise<{ countries: unknown[]; points: number }> {
  const boundary = '----bench-postcode-points';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="allCountries.txt"\r\nContent-Type: text/plain\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL(POSTCODE_POINT_ROUTES.load.path, address);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          origin: ORIGIN,
          cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + bytes + tail.length,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== 200) reject(new Error(`upload answered ${res.statusCode}: ${body.slice(0, 300)}`));
          else resolve(JSON.parse(body) as { countries: unknown[]; points: number });
        });
      },
    );
    req.on('error', reject);
    req.write(head);
    const file = createReadStream(path);
    file.on('error', reject);
    file.on('end', () => req.end(tail));
    file.pipe(req, { end: false });
  });
}
