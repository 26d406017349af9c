import type { Kysely } from 'kysely';
import { generateAreaName } from '@freight/domain';
import type { DB } from '../db/schema';

/** Demo areas by zone: a city zone inside each country zone, so "most specific wins" shows. */
const DEMO_ZONES: { zone: string; areas: [country: string, from: string, to: string, name?: string][] }[] = [
  {
    zone: 'Tallinn',
    areas: [
      ['EE', '10', '15', 'Tallinn'],
      ['EE', '74', '76', 'Harju county'],
    ],
  },
  { zone: 'Tartu', areas: [['EE', '50', '51', 'Tartu']] },
  { zone: 'Estonia', areas: [['EE', '00', '99', 'Estonia']] },
  { zone: 'Riga', areas: [['LV', '10', '21', 'Riga region']] },
  { zone: 'Latvia', areas: [['LV', '00', '99', 'Latvia']] },
  { zone: 'Lithuania', areas: [['LT', '00', '99', 'Lithuania']] },
  {
    zone: 'Helsinki',
    areas: [
      ['FI', '00', '02', 'Helsinki'],
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
        areas.map(([country, from, to, name]) => ({
          carrier_id: carrierId,
          country,
          postcode_from: from,
          postcode_to: to,
          name: name ?? generateAreaName(country, from, to),
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

  const [groupage] = await db
    .insertInto('services')
    .values([
      { carrier_id: carrierId, name: 'Groupage', code: 'GRP', cargoson_id: null },
      { carrier_id: carrierId, name: 'Express', code: 'EXP', cargoson_id: null },
    ])
    .returning('id')
    .execute();
  await db.insertInto('service_blocks').values({ service_id: groupage!.id, condition_id: weightLimit!.id }).execute();

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
