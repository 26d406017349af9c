import type { Kysely } from 'kysely';
import { generateAreaName } from '@freight/domain';
import type { DB } from '../db/schema';

/** An area: country, postcode bounds, name, and its centroid (latitude, longitude) where a city's. */
type DemoArea = [country: string, from: string, to: string, name?: string, centroid?: [number, number]];

/**
 * Demo areas by zone: a city zone inside each country zone, so "most specific wins" shows. The
 * cities' areas carry their centroids (the city centres, as GeoNames places them), so distances and
 * emissions show without postcode points loaded; a country has none (its middle is no address).
 */
const DEMO_ZONES: { zone: string; areas: DemoArea[] }[] = [
  {
    zone: 'Tallinn',
    areas: [
      ['EE', '10', '15', 'Tallinn', [59.437, 24.7536]],
      ['EE', '74', '76', 'Harju county', [59.33, 24.89]],
    ],
  },
  { zone: 'Tartu', areas: [['EE', '50', '51', 'Tartu', [58.3806, 26.7251]]] },
  { zone: 'Estonia', areas: [['EE', '00', '99', 'Estonia']] },
  { zone: 'Riga', areas: [['LV', '10', '21', 'Riga region', [56.9496, 24.1052]]] },
  { zone: 'Latvia', areas: [['LV', '00', '99', 'Latvia']] },
  { zone: 'Vilnius', areas: [['LT', '01', '14', 'Vilnius', [54.6872, 25.2797]]] },
  { zone: 'Lithuania', areas: [['LT', '00', '99', 'Lithuania']] },
  {
    zone: 'Helsinki',
    areas: [
      ['FI', '00', '02', 'Helsinki', [60.1699, 24.9384]],
      ['FI', '1', '1', 'Uusimaa'],
    ],
  },
  { zone: 'Finland', areas: [['FI', '00', '99', 'Finland']] },
];

/** Areas, zones, transits, conditions, services and a partner for the demo carrier. */
export async function seedDemoSetup(
  db: Kysely<DB>,
  carrierId: number,
  partnerToken: (partnerId: number) => { token_nonce: string; token_hash: string },
) {
  for (const { zone, areas } of DEMO_ZONES) {
    const zoneRow = await db.insertInto('zones').values({ carrier_id: carrierId, name: zone }).returning('id').executeTakeFirstOrThrow();
    const areaRows = await db
      .insertInto('areas')
      .values(
        areas.map(([country, from, to, name, centroid]) => ({
          carrier_id: carrierId,
          country,
          postcode_from: from,
          postcode_to: to,
          name: name ?? generateAreaName(country, from, to),
          latitude: centroid?.[0] ?? null,
          longitude: centroid?.[1] ?? null,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('zone_areas')
      .values(areaRows.map((a, position) => ({ zone_id: zoneRow.id, area_id: a.id, position })))
      .execute();
  }

  // Public holidays skipped, as a new transit does: the first quote a newcomer sees must not
  // deliver on 25.12 or 01.01.
  await db
    .insertInto('transits')
    .values([
      { carrier_id: carrierId, name: 'Next day', transit_time: 1, cutoff_time: '14:00', skip_holidays: true },
      { carrier_id: carrierId, name: '2 days', transit_time: 2, cutoff_time: '12:00', skip_holidays: true },
      {
        carrier_id: carrierId,
        name: '3 days, Mon/Wed/Fri',
        transit_time: 3,
        cutoff_time: '10:00',
        tuesday: false,
        thursday: false,
        skip_holidays: true,
      },
    ])
    .execute();

  const [weightLimit] = await db
    .insertInto('conditions')
    .values([
      { carrier_id: carrierId, type: 'total_weight', applied_until: '2500' },
      { carrier_id: carrierId, type: 'adr', presence: true },
      { carrier_id: carrierId, type: 'tail_lift', presence: true },
      { carrier_id: carrierId, type: 'ldm', applied_after: '0.4' },
    ])
    .returning('id')
    .execute();

  await seedDemoServices(db, carrierId, weightLimit!.id);

  const partner = await db
    .insertInto('partners')
    .values({
      carrier_id: carrierId,
      name: 'Nordic Trade Oy',
      country: 'FI',
      general_hidden: false,
      token_nonce: '',
      token_hash: `pending:${carrierId}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('partners').set(partnerToken(partner.id)).where('id', '=', partner.id).execute();
}

/** Groupage (up to its weight limit), Express and Full trailer (from 10 LDM), with the vehicles they drive. */
async function seedDemoServices(db: Kysely<DB>, carrierId: number, weightLimit: number) {
  // A full trailer is offered from 10 loading metres (a full load is 13.6): a pallet is groupage.
  const trailerLimit = await db
    .insertInto('conditions')
    .values({ carrier_id: carrierId, type: 'ldm', applied_after: '10' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [groupage, , trailer] = await db
    .insertInto('services')
    .values([
      // The vehicles and intensities are the demo carrier's own (made up for the demo, in the range
      // of such fleets); a real carrier enters its measured figure or relies on the GLEC default.
      { carrier_id: carrierId, name: 'Groupage', code: 'GRP', cargoson_id: null, vehicle: 'rigid_12_20t', emission_factor: '118.5' },
      { carrier_id: carrierId, name: 'Express', code: 'EXP', cargoson_id: null },
      {
        carrier_id: carrierId,
        name: 'Full trailer',
        code: 'FTL',
        cargoson_id: null,
        vehicle: 'articulated_34_40t',
        emission_factor: '64.8',
      },
    ])
    .returning('id')
    .execute();
  await db
    .insertInto('service_blocks')
    .values([
      { service_id: groupage!.id, condition_id: weightLimit },
      { service_id: trailer!.id, condition_id: trailerLimit.id },
    ])
    .execute();
}
