/**
 * Pricing benchmark: a carrier with 5,000 areas, 300 zones, a pricelist of 4 fare groups x 400 zone
 * rows x 30 quantity rows and 15 surcharges with dependencies. Prints quotes per second on one
 * core, in process, and the postcode lookup time (also among 50,000 areas).
 */
import {
  AreaIndex,
  ZoneLocator,
  compileCarrier,
  priceRequest,
  type AreaRecord,
  type CarrierRecords,
  type FareGroupRecord,
  type PriceRequest,
  type SurchargeRecord,
  type ZoneRecord,
} from '../packages/domain/src/index';
import { random } from './random';

const COUNTRIES = ['EE', 'LV', 'LT', 'FI', 'PL'];
const TARGET_QUOTES_PER_SECOND = 100_000;

/** `count` areas: per country 100 two-digit regions, the rest five-digit ranges inside them. */
export function makeAreas(count: number, rnd: () => number): AreaRecord[] {
  const areas: AreaRecord[] = [];
  const perCountry = Math.floor(count / COUNTRIES.length);
  let id = 1;
  for (const country of COUNTRIES) {
    for (let r = 0; r < 100; r++) {
      const p = String(r).padStart(2, '0');
      areas.push({ id: id++, country, postcode_from: p, postcode_to: p, name: `${country}${p}` });
    }
    for (let k = 100; k < perCountry; k++) {
      const from = Math.floor(rnd() * 99_000);
      const to = from + Math.floor(rnd() * 900);
      areas.push({ id: id++, country, postcode_from: String(from).padStart(5, '0'), postcode_to: String(to).padStart(5, '0') });
    }
  }
  return areas;
}

/** The bench carrier (records as a database would hold them) and 1,000 requests along its priced routes. */
export function makeCarrier(): { records: CarrierRecords; requests: PriceRequest[] } {
  const rnd = random(42);
  const areas = makeAreas(5_000, rnd);
  // 300 zones: 5 country zones over the two-digit regions, the others over ranges.
  const zones: ZoneRecord[] = COUNTRIES.map((c, i) => ({
    id: i + 1,
    name: `${c} all`,
    areas: areas.filter((a) => a.country === c && a.postcode_from.length === 2).map((a) => a.id),
  }));
  const ranged = areas.filter((a) => a.postcode_from.length === 5);
  for (let z = zones.length; z < 300; z++) zones.push({ id: z + 1, name: `Z${z + 1}`, areas: [] });
  ranged.forEach((a, i) => (zones[5 + (i % 295)]!.areas as number[]).push(a.id));

  const transits = [{ id: 1, name: '2 days', transit_time: 2, cutoff_time: '12:00' }];
  const units = ['per_shipment', 'per_100kg', 'per_unit_kg', 'per_ldm'] as const;
  const fareGroups: FareGroupRecord[] = [];
  for (let g = 0; g < 4; g++) {
    const quantities = Array.from({ length: 30 }, (_, i) => ({ quantity: (i + 1) * 1000, unit: units[(i + g) % units.length]! }));
    const seen = new Set<string>();
    const rows: FareGroupRecord['zones'][number][] = [];
    while (rows.length < 400) {
      const from = 1 + Math.floor(rnd() * 300);
      const to = 1 + Math.floor(rnd() * 300);
      if (seen.has(`${from}-${to}`)) continue;
      seen.add(`${from}-${to}`);
      rows.push({
        zone_from: from,
        zone_to: to,
        transit: 1,
        minimum_amount: '35.00',
        maximum_amount: null,
        prices: quantities.map((_, i) => (50 + i * 3 + rnd()).toFixed(2)),
      });
    }
    fareGroups.push({ quantities, zones: rows });
  }
  const conditions = [
    { id: 1, type: 'adr', presence: true },
    { id: 2, type: 'total_weight', applied_after: 1000 },
    { id: 3, type: 'pallets', presence: true },
    { id: 4, type: 'ldm', applied_until: 13.6 },
  ];
  const surchargeGrid = {
    unit: 'eur_pallet',
    min_max_rule: 'min',
    fare_groups: [
      {
        quantities: [1, 5, 10, 33].map((q) => ({ quantity: q, unit: 'per_unit' as const })),
        zones: zones
          .slice(0, 5)
          .flatMap((f) => zones.slice(0, 5).map((t) => ({ zone_from: f.id, zone_to: t.id, prices: ['9.50', '8.00', '7.00', '6.00'] }))),
      },
    ],
  };
  const surcharges: SurchargeRecord[] = [
    { id: 1, name: 'Fuel', type: 'percentage', amount: '12.5' },
    { id: 2, name: 'Road toll', type: 'percentage', amount: '3.2', dependencies: [1], minimum_amount: '2.00' },
    { id: 3, name: 'ADR', type: 'constant', amount: '25.00', blocks: [1] },
    { id: 4, name: 'Heavy', type: 'constant', amount: '15.00', blocks: [2] },
    { id: 5, name: 'Pallet handling', type: 'pricelist', blocks: [3], pricelist: surchargeGrid },
    { id: 6, name: 'Insurance', type: 'percentage', amount: '0.35', dependencies: [1, 2], minimum_amount: '5.00', maximum_amount: '500' },
    { id: 7, name: 'Security', type: 'constant', amount: '4.40', hidden: true },
    {
      id: 8,
      name: 'Nordic fee',
      type: 'constant',
      amount: '12.00',
      currency: 'SEK',
      zone_conditions: [{ zone_from: 4, zone_to: null, amount: '55.00' }],
    },
    { id: 9, name: 'Peak season', type: 'percentage', amount: '4', dependencies: [1, 2, 6] },
    { id: 10, name: 'Admin', type: 'constant', amount: '3.00', currency: 'USD' },
    { id: 11, name: 'Long load', type: 'constant', amount: '30.00', blocks: [4, 2], all_conditions_needed: true },
    { id: 12, name: 'Green', type: 'percentage', amount: '1.1', dependencies: [9], hidden: true },
    {
      id: 13,
      name: 'City',
      type: 'constant',
      amount: '7.50',
      zone_conditions: zones.slice(5, 60).map((z) => ({ zone_from: z.id, zone_to: null, amount: '7.50' })),
    },
    { id: 14, name: 'Weekend', type: 'percentage', amount: '2', dependencies: [13, 3] },
    { id: 15, name: 'CO2', type: 'percentage', amount: '0.8', dependencies: [1, 9, 14], maximum_amount: '40' },
  ];
  const records: CarrierRecords = {
    areas,
    zones,
    transits,
    conditions,
    surcharges,
    services: [{ id: 1, name: 'Groupage', code: 'GRP', blocks: [] }],
    pricelists: [
      {
        id: 1,
        name: 'General 2026',
        service_id: 1,
        customer_id: null,
        currency: 'EUR',
        active: true,
        valid_from: '2026-01-01',
        valid_to: '2026-12-31',
        unit: 'payable_weight',
        min_max_rule: 'min',
        fare_groups: fareGroups,
        surcharges: surcharges.map((s) => s.id),
      },
    ],
  };

  // Requests along priced routes: a postcode inside an area of each zone of a zone row.
  const postcodeIn = (zoneId: number): { country: string; postcode: string } => {
    const zone = zones[zoneId - 1]!;
    const area = areas[(zone.areas[Math.floor(rnd() * zone.areas.length)] as number) - 1]!;
    const from = Number(area.postcode_from);
    const to = Number(area.postcode_to);
    const width = area.postcode_from.length;
    const pc = String(from + Math.floor(rnd() * (to - from + 1))).padStart(width, '0') + (width === 2 ? '123' : '');
    return { country: area.country, postcode: pc };
  };
  const types = ['eur_pallet', 'carton', 'fin_pallet'] as const;
  const requests: PriceRequest[] = [];
  for (let i = 0; i < 1000; i++) {
    const fg = fareGroups[i % 4]!;
    const row = fg.zones[Math.floor(rnd() * fg.zones.length)]!;
    const quantity = 1 + Math.floor(rnd() * 6);
    requests.push({
      service: 1,
      collection: postcodeIn(row.zone_from),
      delivery: postcodeIn(row.zone_to),
      shipments: [
        { quantity, type: types[i % 3]!, weight: 100 + Math.floor(rnd() * 2500), length: 120, width: 80, height: 100 + (i % 80) },
      ],
      adr: i % 7 === 0,
    });
  }
  return { records, requests };
}

/**
 * Operations per second of `run` (which returns how many it did): the median of `rounds` rounds
 * of `seconds` each after a warm-up, so a busy neighbour on the machine skews one round, not all.
 * `perCpuSecond` divides by the process's CPU time instead of the wall clock: what one core does
 * when the machine is shared (GC helper threads count against it).
 */
function measure(run: () => number, rounds: number, seconds: number): { median: number; best: number; perCpuSecond: number } {
  const warmUntil = performance.now() + 300;
  while (performance.now() < warmUntil) run();
  const rates: number[] = [];
  const cpuRates: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    let done = 0;
    while (performance.now() - started < seconds * 1000) done += run();
    const used = process.cpuUsage(cpu);
    rates.push(done / ((performance.now() - started) / 1000));
    cpuRates.push(done / ((used.user + used.system) / 1e6));
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { median: median(rates), best: Math.max(...rates), perCpuSecond: median(cpuRates) };
}

/** Prints quotes/s and postcode lookup times. */
export async function benchPricing(): Promise<void> {
  const { records, requests } = makeCarrier();
  const t0 = performance.now();
  const carrier = compileCarrier(records);
  const compileMs = performance.now() - t0;
  const options = {
    now: Date.parse('2026-03-10T07:00:00Z'),
    timezone: 'Europe/Tallinn',
    rates: { base: 'EUR', rates: { USD: 1.08, SEK: 11.27 } },
  };
  const untracedOptions = { ...options, explain: false as const };

  let priced = 0;
  let failed = 0;
  let applied = 0;
  let untracedDiffers = 0;
  for (const r of requests) {
    const [result] = priceRequest(carrier, r, options);
    if (result && result.errors === '') priced++;
    else failed++;
    applied += result?.trace.surcharges.filter((s) => s.applied).length ?? 0;
    // The price API's default: the same answer without the trace.
    const [untraced] = priceRequest(carrier, r, untracedOptions);
    if (JSON.stringify({ ...result, trace: null }) !== JSON.stringify(untraced)) untracedDiffers++;
  }
  const rate = (opts: typeof options | typeof untracedOptions) =>
    measure(
      () => {
        for (let i = 0; i < requests.length; i++) priceRequest(carrier, requests[i]!, opts);
        return requests.length;
      },
      5,
      1,
    );
  const untracedQuotes = rate(untracedOptions);
  const quotes = rate(options);

  const locator = carrier.refs.locator;
  const addresses = requests.flatMap((r) => [r.collection, r.delivery]);
  const lookups = measure(
    () => {
      for (const a of addresses) locator.locate(a);
      return addresses.length;
    },
    3,
    0.5,
  );

  // 50,000 areas (heavily overlapping: ~45 hold each postcode) in 3,000 zones.
  const bigAreas = makeAreas(50_000, random(7));
  const bigIndex = new AreaIndex(bigAreas);
  const bigZones = Array.from({ length: 3000 }, (_, z) => ({
    id: z + 1,
    areas: bigAreas.filter((_, i) => i % 3000 === z).map((a) => a.id),
  }));
  const bigLocator = new ZoneLocator(bigAreas, bigZones);
  const probe = Array.from({ length: 2000 }, (_, i) => ({
    country: COUNTRIES[i % COUNTRIES.length]!,
    postcode: String((i * 7919) % 100_000).padStart(5, '0'),
  }));
  const out: number[] = [];
  const bigLookups = measure(
    () => {
      for (const p of probe) {
        out.length = 0;
        bigIndex.collect(p.country, p.postcode, out);
      }
      return probe.length;
    },
    3,
    0.5,
  );
  const bigLocates = measure(
    () => {
      for (const p of probe) bigLocator.locate(p);
      return probe.length;
    },
    3,
    0.5,
  );

  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  console.log('pricing');
  console.log(
    `  carrier: ${records.areas.length} areas, ${records.zones.length} zones, 4 x 400 zone rows x 30 quantity rows, ${records.surcharges?.length} surcharges; compiled in ${compileMs.toFixed(0)} ms`,
  );
  console.log(
    `  sample of ${requests.length} requests: ${priced} priced, ${failed} with errors, ${(applied / requests.length).toFixed(1)} surcharges applied per quote`,
  );
  const verdict = untracedQuotes.median >= TARGET_QUOTES_PER_SECOND ? 'met' : 'NOT met';
  console.log(
    `  quotes/s (one core, in process, trace off as the price API without explain): ${fmt(untracedQuotes.median)} median of 5 rounds, best ${fmt(untracedQuotes.best)}, ${fmt(untracedQuotes.perCpuSecond)} per CPU second (target ${fmt(TARGET_QUOTES_PER_SECOND)} median: ${verdict})`,
  );
  console.log(
    `  quotes/s with the trace (explain): ${fmt(quotes.median)} median of 5 rounds, best ${fmt(quotes.best)}, ${fmt(quotes.perCpuSecond)} per CPU second`,
  );
  console.log(`  answers without the trace that differ from the traced ones: ${untracedDiffers} of ${requests.length}`);
  console.log(`  postcode lookup, 5,000 areas, zones resolved: ${(1e6 / lookups.median).toFixed(2)} µs`);
  console.log(
    `  postcode lookup, 50,000 areas: ${(1e6 / bigLookups.median).toFixed(2)} µs areas found, ${(1e6 / bigLocates.median).toFixed(2)} µs zones resolved`,
  );
}
