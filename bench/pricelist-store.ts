/**
 * Pricelist save and load: a 500 zone rows x 40 quantities grid through PUT and GET
 * /fe/pricelists/{id}, timed in the server (inject: no network), on PGlite or BENCH_DATABASE_URL.
 */
import { startBenchApp } from './server-app';

const ROWS = 500;
const QUANTITIES = 40;
const ROUNDS = 5;

export async function benchPricelistStore(): Promise<void> {
  const bench = await startBenchApp();
  try {
    const areas = Array.from({ length: 50 }, (_, i) => ({
      country: 'EE',
      postcode_from: String(10 + i),
      postcode_to: String(10 + i),
      zone_name: `Zone ${i}`,
    }));
    await bench.call('POST', '/fe/areas/mass_zone', { areas });
    const zones: { id: number }[] = (await bench.call('GET', '/fe/zones/form')).json();
    const service = (await bench.call('POST', '/fe/services', { name: 'Groupage', code: 'GRP' })).json().id;
    const body = (version: number) => ({
      name: 'Bench',
      service_id: service,
      valid_from: '2026-01-01',
      valid_to: '2026-12-31',
      fare_groups: [
        {
          quantities: Array.from({ length: QUANTITIES }, (_, q) => ({ quantity: (q + 1) * 50, unit: 'per_100kg' })),
          zones: Array.from({ length: ROWS }, (_, r) => ({
            zone_from: zones[r % 50]!.id,
            zone_to: zones[Math.floor(r / 50) % 50]!.id,
            transit: null,
            prices: Array.from({ length: QUANTITIES }, (_, q) => Number((10 + r * 0.01 + q * 0.5 + version / 100).toFixed(2))),
          })),
        },
      ],
    });
    const id = (await bench.call('POST', '/fe/pricelists', body(0))).json().id;
    const saves: number[] = [];
    const loads: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      let started = performance.now();
      await bench.call('PUT', `/fe/pricelists/${id}`, { ...body(round), version: round });
      saves.push(performance.now() - started);
      started = performance.now();
      const loaded = await bench.call('GET', `/fe/pricelists/${id}`);
      loads.push(performance.now() - started);
      if (loaded.json().fare_groups[0].zones.length !== ROWS) throw new Error('the grid did not round-trip');
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(0);
    console.log(`\npricelist store (${bench.kind}): ${ROWS} x ${QUANTITIES} grid, median of ${ROUNDS}`);
    console.log(`  save (PUT, one transaction): ${median(saves)} ms`);
    console.log(`  load (GET):                  ${median(loads)} ms`);
  } finally {
    await bench.close();
  }
}
