/**
 * Excel export of a 500 zone rows x 40 quantities pricelist in EUR pallet units with surcharges
 * (GET /fe/pricelists/{id}/xlsx?unit=eur_pallet&surcharge=true, inject: no network): time and
 * peak memory, beside the ceiling measured in the same run, ExcelJS's streaming writer writing
 * the same cells with nothing else (no database, no pricing, no styles). Prints; asserts nothing.
 */
import { PassThrough } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import ExcelJS from 'exceljs';
import { startBenchApp } from './server-app';

const ROWS = 500;
const QUANTITIES = 40;
const ROUNDS = 5;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** Runs `work` ROUNDS times: median time, and the peak of heap + external memory above the start, sampled every 2 ms. */
async function measure(work: () => Promise<number>): Promise<{ ms: number; peakMb: number; bytes: number }> {
  const times: number[] = [];
  const peaks: number[] = [];
  let bytes = 0;
  for (let round = 0; round < ROUNDS; round++) {
    gc();
    const used = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.external;
    };
    const base = used();
    let peak = base;
    const timer = setInterval(() => (peak = Math.max(peak, used())), 2);
    const started = performance.now();
    bytes = await work();
    times.push(performance.now() - started);
    peak = Math.max(peak, used());
    clearInterval(timer);
    peaks.push((peak - base) / 1024 / 1024);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { ms: median(times), peakMb: median(peaks), bytes };
}

/** ExcelJS's streaming writer alone: the same cells into a stream that is drained and counted. */
async function bareWrite(rows: (string | number | null)[][]): Promise<number> {
  const stream = new PassThrough();
  let bytes = 0;
  stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Fare group 1');
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  return bytes;
}

/** Calls the app's API as a signed-in carrier user: answers the parsed JSON body. */
export type BenchCall = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) => Promise<unknown>;
type Created = { id: number };

/**
 * Stores a ROWS x QUANTITIES pricelist with three surcharges through the API: 50 zones of their own
 * (postcodes 10-59 of `country`, which must hold no areas yet), a service of its own. Answers its id.
 */
export async function storeBigPricelist(call: BenchCall, country = 'EE'): Promise<number> {
  const areas = Array.from({ length: 50 }, (_, i) => ({
    country,
    postcode_from: String(10 + i),
    postcode_to: String(10 + i),
    zone_name: `Bench zone ${i}`,
  }));
  await call('POST', '/fe/areas/mass_zone', { areas });
  const zones = ((await call('GET', '/fe/zones/form')) as { id: number; name: string }[]).filter((zone) =>
    zone.name.startsWith('Bench zone '),
  );
  const service = ((await call('POST', '/fe/services', { name: 'Bench groupage', code: 'BGRP' })) as Created).id;
  const pallets = ((await call('POST', '/fe/conditions', { type: 'pallets', presence: true })) as Created).id;
  const surcharge = async (body: Record<string, unknown>) => ((await call('POST', '/fe/surcharges', body)) as Created).id;
  const toll = await surcharge({
    name: 'Toll',
    type: 'constant',
    amount: 6.5,
    zone_conditions: [{ zone_from: zones[0]!.id, zone_to: null, amount: 9 }],
  });
  const fuel = await surcharge({ name: 'Fuel', type: 'percentage', amount: 12, minimum_amount: 3, dependencies: [toll] });
  const handling = await surcharge({ name: 'Pallet handling', type: 'constant', amount: 2.4, blocks: [pallets] });
  const pricelist = (await call('POST', '/fe/pricelists', {
    name: 'Bench',
    service_id: service,
    valid_from: '2026-01-01',
    valid_to: '2026-12-31',
    surcharges: [toll, fuel, handling],
    fare_groups: [
      {
        quantities: Array.from({ length: QUANTITIES }, (_, q) => ({
          quantity: (q + 1) * 1000,
          unit: q < 2 ? 'per_shipment' : 'per_100kg',
        })),
        zones: Array.from({ length: ROWS }, (_, r) => ({
          zone_from: zones[r % 50]!.id,
          zone_to: zones[Math.floor(r / 50) % 50]!.id,
          transit: null,
          minimum_amount: r % 5 ? null : 40,
          prices: Array.from({ length: QUANTITIES }, (_, q) =>
            Number((q < 2 ? 60 + r * 0.1 + q * 20 : 9 - q * 0.1 + r * 0.001).toFixed(2)),
          ),
        })),
      },
    ],
  })) as Created;
  return pricelist.id;
}

export async function benchPricelistExport(): Promise<void> {
  const bench = await startBenchApp();
  try {
    const id = await storeBigPricelist(async (method, url, payload) => (await bench.call(method, url, payload)).json());

    let cells: (string | number | null)[][] = [];
    const endpoint = await measure(async () => {
      const response = await bench.call('GET', `/fe/pricelists/${id}/xlsx?unit=eur_pallet&surcharge=true`);
      return response.rawPayload.length;
    });
    // The same cells, read back once, for the ceiling.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await bench.call('GET', `/fe/pricelists/${id}/xlsx?unit=eur_pallet&surcharge=true`)).rawPayload as unknown as ArrayBuffer,
    );
    workbook.getWorksheet('Fare group 1')!.eachRow((row) => {
      cells.push((row.values as (string | number | null)[]).slice(1).map((v) => v ?? null));
    });
    const priced = cells.slice(11).reduce((n, row) => n + row.slice(5).filter((v) => typeof v === 'number').length, 0);
    const ceiling = await measure(() => bareWrite(cells));
    cells = [];

    console.log(
      `\npricelist Excel export (${bench.kind}): ${ROWS} x ${QUANTITIES} grid in EUR pallets with surcharges, median of ${ROUNDS}`,
    );
    console.log(`  cells priced by the engine: ${priced} (${ROWS} rows x up to 34 pallet counts)`);
    console.log(
      `  GET /fe/pricelists/{id}/xlsx:  ${endpoint.ms.toFixed(0)} ms, peak memory +${endpoint.peakMb.toFixed(1)} MB, ${(endpoint.bytes / 1024).toFixed(0)} KB`,
    );
    console.log(
      `  bare ExcelJS stream, same cells: ${ceiling.ms.toFixed(0)} ms, peak memory +${ceiling.peakMb.toFixed(1)} MB, ${(ceiling.bytes / 1024).toFixed(0)} KB`,
    );
  } finally {
    await bench.close();
  }
}
