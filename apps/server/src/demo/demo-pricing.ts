import type { Kysely } from 'kysely';
import { formatDay, fuelIndexSchema, localTime, pricelistDefaults, pricelistSchema, surchargeSchema } from '@freight/domain';
import type { DB } from '../db/schema';
import { fuelIndexContent, insertFuelIndexVersion } from '../modules/fuel-index/fuel-index.repository';
import { insertGrid } from '../modules/grids/grids.repository';
import { insertPricelist, replacePricelistLinks } from '../modules/pricelists/pricelists.repository';
import { pricelistContent } from '../modules/pricelists/pricelist-record';
import { insertSurcharge, replaceSurchargeLinks } from '../modules/surcharges/surcharges.repository';
import { surchargeContent } from '../modules/surcharges/surcharge-record';
import { insertVersion } from '../modules/versions/record-versions.repository';

/** Weight breaks (kg) of the demo pricelist and the price of each per route. */
const BREAKS = [
  { quantity: 100, unit: 'per_shipment' },
  { quantity: 300, unit: 'per_shipment' },
  { quantity: 500, unit: 'per_100kg' },
  { quantity: 1000, unit: 'per_100kg' },
  { quantity: 2500, unit: 'per_100kg' },
];
const ROUTES: [from: string, to: string, transit: string, prices: number[]][] = [
  ['Tallinn', 'Riga', 'Next day', [39, 69, 19.5, 16, 12.4]],
  ['Tallinn', 'Helsinki', 'Next day', [45, 79, 22, 18.5, 14.2]],
  ['Estonia', 'Latvia', '2 days', [49, 85, 24, 19.5, 15.1]],
  ['Estonia', 'Lithuania', '2 days', [59, 99, 27.5, 22, 17.3]],
  ['Estonia', 'Finland', '2 days', [55, 95, 26, 21, 16.4]],
  ['Estonia', 'Estonia', 'Next day', [25, 45, 13, 10.5, 8.2]],
  ['Latvia', 'Estonia', '3 days, Mon/Wed/Fri', [52, 89, 25, 20, 15.6]],
];

/** Demo surcharges and a priced general pricelist for the demo carrier's Groupage service. */
export async function seedDemoPricing(db: Kysely<DB>, carrierId: number, timezone: string) {
  const zones = await idsByName(db, carrierId, 'zones', [...new Set(ROUTES.flatMap(([from, to]) => [from, to]))]);
  const transits = await idsByName(db, carrierId, 'transits', [...new Set(ROUTES.map(([, , transit]) => transit))]);
  const conditions = await db.selectFrom('conditions').select(['id', 'type']).where('carrier_id', '=', carrierId).execute();
  const service = await db
    .selectFrom('services')
    .select('id')
    .where('carrier_id', '=', carrierId)
    .where('code', '=', 'GRP')
    .executeTakeFirstOrThrow();
  const surcharges = await seedDemoSurcharges(db, carrierId, zones, (type) => conditions.find((c) => c.type === type)!.id);
  await seedDemoPricelist(db, carrierId, timezone, { serviceId: service.id, zones, transits, surcharges });
  await seedDemoTrailers(db, carrierId, timezone, surcharges);
  await seedDemoFuelIndex(db, carrierId, localTime(new Date(), timezone).day);
}

/** The ids of the carrier's zones or transits with these names, by name. */
async function idsByName(db: Kysely<DB>, carrierId: number, table: 'zones' | 'transits', names: string[]) {
  const rows = await db.selectFrom(table).select(['id', 'name']).where('carrier_id', '=', carrierId).where('name', 'in', names).execute();
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Every record has its first version, as a create through the services gives it. */
function firstVersion(carrierId: number) {
  return { carrierId, version: 1, author: { id: null, name: 'Demo' }, changes: { created: true as const } };
}

/** A road toll, a fuel percentage on top of it, ADR, and a tail lift priced by its own grid; answers their ids. */
async function seedDemoSurcharges(db: Kysely<DB>, carrierId: number, zones: Map<string, number>, conditionOf: (type: string) => number) {
  const addSurcharge = async (input: unknown) => {
    const body = surchargeSchema.parse(input);
    const gridId = body.pricelist ? await insertGrid(db, carrierId, body.pricelist) : null;
    const id = await insertSurcharge(db, carrierId, gridId, body);
    await replaceSurchargeLinks(db, id, body);
    await insertVersion(db, { ...firstVersion(carrierId), type: 'surcharge', recordId: id, gridId, content: surchargeContent(body) });
    return id;
  };
  const toll = await addSurcharge({ name: 'Road toll', type: 'constant', amount: 6.5 });
  const fuel = await addSurcharge({ name: 'Fuel surcharge', type: 'percentage', amount: 12, minimum_amount: 3, dependencies: [toll] });
  const adr = await addSurcharge({ name: 'ADR', type: 'constant', amount: 35, blocks: [conditionOf('adr')] });
  const tailLift = await addSurcharge({
    name: 'Tail lift',
    type: 'pricelist',
    blocks: [conditionOf('tail_lift')],
    pricelist: {
      unit: 'eur_pallet',
      min_max_rule: 'none',
      fare_groups: [
        {
          quantities: [
            { quantity: 2, unit: 'per_shipment' },
            { quantity: 33, unit: 'per_unit' },
          ],
          zones: [...zones.keys()]
            .filter((name) => ['Estonia', 'Latvia', 'Finland', 'Lithuania'].includes(name))
            .map((name) => ({
              zone_from: zones.get('Estonia')!,
              zone_to: zones.get(name)!,
              prices: [25, 9],
            })),
        },
      ],
    },
  });
  return [toll, fuel, adr, tailLift];
}

/** The general pricelist "Groupage Baltics", completed, valid from today, with the demo surcharges. */
async function seedDemoPricelist(
  db: Kysely<DB>,
  carrierId: number,
  timezone: string,
  refs: { serviceId: number; zones: Map<string, number>; transits: Map<string, number>; surcharges: number[] },
) {
  const { zones, transits } = refs;
  const today = formatDay(localTime(new Date(), timezone).day);
  const defaults = pricelistDefaults(today);
  const body = pricelistSchema.parse({
    name: 'Groupage Baltics',
    service_id: refs.serviceId,
    customer_id: null,
    valid_from: defaults.valid_from,
    valid_to: defaults.valid_to,
    comment: 'Demo general pricelist',
    surcharges: refs.surcharges,
    fare_groups: [
      {
        quantities: BREAKS,
        zones: ROUTES.map(([from, to, transit, prices]) => ({
          zone_from: zones.get(from)!,
          zone_to: zones.get(to)!,
          transit: transits.get(transit)!,
          prices,
        })),
      },
    ],
  });
  const gridId = await insertGrid(db, carrierId, body);
  const { id: pricelistId } = await insertPricelist(db, carrierId, gridId, { ...body, status: 'completed' });
  await replacePricelistLinks(db, pricelistId, body);
  const content = pricelistContent({ ...body, status: 'completed' });
  await insertVersion(db, { ...firstVersion(carrierId), type: 'pricelist', recordId: pricelistId, gridId, content });
}

/** Full-trailer lanes priced per km: zones, rate per km, minimum. */
const TRAILER_LANES: [from: string, to: string, perKm: number, minimum: number][] = [
  ['Estonia', 'Latvia', 1.35, 350],
  ['Estonia', 'Lithuania', 1.25, 450],
  ['Latvia', 'Estonia', 1.3, 350],
  ['Lithuania', 'Estonia', 1.2, 450],
];
/** The demo's distance table: road km the carrier's clerks agree with, where the straight line x 1.25 is off. */
const DEMO_DISTANCES: [from: string, to: string, km: number][] = [
  ['Tallinn', 'Riga', 311],
  ['Tallinn', 'Vilnius', 603],
];

/** The general pricelist "Full trailer Baltics" (one full load, priced per km) and the distance table's lanes. */
async function seedDemoTrailers(db: Kysely<DB>, carrierId: number, timezone: string, surcharges: number[]) {
  const names = [...new Set([...TRAILER_LANES, ...DEMO_DISTANCES].flatMap(([from, to]) => [from, to]))];
  const zones = await idsByName(db, carrierId, 'zones', names);
  const service = await db
    .selectFrom('services')
    .select('id')
    .where('carrier_id', '=', carrierId)
    .where('code', '=', 'FTL')
    .executeTakeFirstOrThrow();
  const today = formatDay(localTime(new Date(), timezone).day);
  const defaults = pricelistDefaults(today);
  const body = pricelistSchema.parse({
    name: 'Full trailer Baltics',
    service_id: service.id,
    customer_id: null,
    valid_from: defaults.valid_from,
    valid_to: defaults.valid_to,
    comment: 'Demo pricelist: a full 13.6 m trailer priced per km',
    unit: 'full_load',
    min_max_rule: 'none',
    // The road toll and the fuel surcharge, as on groupage.
    surcharges: surcharges.slice(0, 2),
    fare_groups: [
      {
        quantities: [{ quantity: 1, unit: 'per_km' }],
        zones: TRAILER_LANES.map(([from, to, perKm, minimum]) => ({
          zone_from: zones.get(from)!,
          zone_to: zones.get(to)!,
          minimum_amount: minimum,
          prices: [perKm],
        })),
      },
    ],
  });
  const gridId = await insertGrid(db, carrierId, body);
  const { id: pricelistId } = await insertPricelist(db, carrierId, gridId, { ...body, status: 'completed' });
  await replacePricelistLinks(db, pricelistId, body);
  const content = pricelistContent({ ...body, status: 'completed' });
  await insertVersion(db, { ...firstVersion(carrierId), type: 'pricelist', recordId: pricelistId, gridId, content });
  const lanes = DEMO_DISTANCES.map(([from, to, km]) => ({ zone_from: zones.get(from)!, zone_to: zones.get(to)!, km: String(km) }));
  await db
    .insertInto('distance_lanes')
    .values(lanes.map((l) => ({ carrier_id: carrierId, ...l })))
    .execute();
  await db
    .insertInto('distance_table_versions')
    .values({ carrier_id: carrierId, version: 1, content: JSON.stringify({ lanes }), author_id: null, author_name: 'Demo' })
    .execute();
}

/** Diesel €/l of the last four months, oldest first, ending with the current one. */
const DEMO_DIESEL = [1.58, 1.63, 1.66, 1.71];
/** The bands a fuel-indexed surcharge reads (the demo surcharges keep their fixed percentages). */
const DEMO_BANDS = [
  { from: 1.4, to: 1.55, percent: 10 },
  { from: 1.55, to: 1.65, percent: 12 },
  { from: 1.65, to: 1.75, percent: 14.5 },
  { from: 1.75, to: 1.9, percent: 17 },
];

/** A small fuel index, so the fuel index page and a fuel-indexed surcharge have something to show. */
async function seedDemoFuelIndex(db: Kysely<DB>, carrierId: number, today: number) {
  const month = (back: number) => {
    const date = new Date(today * 86_400_000);
    date.setUTCDate(1);
    date.setUTCMonth(date.getUTCMonth() - back);
    return date.toISOString().slice(0, 7);
  };
  const values = DEMO_DIESEL.map((price, i) => ({ month: month(DEMO_DIESEL.length - 1 - i), price }));
  const body = fuelIndexSchema.parse({ values, bands: DEMO_BANDS });
  await insertFuelIndexVersion(db, { carrierId, version: 1, content: fuelIndexContent(body), author: { id: null, name: 'Demo' } });
}
