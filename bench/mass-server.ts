/**
 * The server process of the mass_price benchmark (bench/mass-price.ts forks it, so that its memory
 * is its own): the bench carrier stored, a partner token, listening on a free port. Answers the
 * parent's messages: 'reset' (peak memory back to the current), 'peak' (peak and current RSS, CPU seconds since
 * 'reset', every thread counted), 'stop'.
 * With BENCH_CPU_PROF=<dir>, a CPU profile of the call alone (from 'reset' to 'peak') is written
 * there as mass-price.cpuprofile (open it in Chrome's DevTools, or `node bench/profile-summary.ts`).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { makeCarrier } from './pricing';
import { storeCarrier } from './price-api';
import { startBenchApp } from './server-app';
import { memoryOfProcess } from './process-memory';

// Not --expose-gc on the command line: the heavy-work pool passes the flags on, and a worker thread refuses V8's.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const bench = await startBenchApp();
const { records, requests } = makeCarrier();
const request = await storeCarrier(bench.database.db, bench.carrierId, records, requests);
const partner = (await bench.call('POST', '/fe/customers', { name: 'Bench partner', country: 'EE' })).json().id;
const token = (await bench.call('PATCH', `/fe/customers/${partner}/token`)).json().token as string;
const address = await bench.app.listen({ port: 0, host: '127.0.0.1' });
// Compile the carrier now, as a warm server would have it.
await bench.app.pricing.cache.get(bench.carrierId);
gc();

const profileDir = process.env.BENCH_CPU_PROF;
const profiler = profileDir ? new Session() : null;
profiler?.connect();

let cpuAtReset = process.cpuUsage();

process.on('message', async (message) => {
  if (message === 'reset') {
    gc();
    // Linux: writing 5 to clear_refs sets the peak RSS (VmHWM) back to the current RSS.
    writeFileSync('/proc/self/clear_refs', '5');
    if (profiler) {
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    cpuAtReset = process.cpuUsage();
    process.send!({ memory: memoryOfProcess() });
  } else if (message === 'peak') {
    const memory = memoryOfProcess();
    const cpu = process.cpuUsage(cpuAtReset);
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(join(profileDir!, 'mass-price.cpuprofile'), JSON.stringify(profile));
    }
    process.send!({ memory, cpuSeconds: (cpu.user + cpu.system) / 1e6 });
  } else if (message === 'stop') {
    await bench.close();
    process.exit(0);
  }
});
// `request`: a service_price body that prices on the bench carrier (bench/price-under-load.ts).
process.send!({ address, token, kind: bench.kind, request });
