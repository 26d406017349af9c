import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { PAGE_SIZE } from '@freight/domain';
import { describeEachDatabase } from '../../test/helpers';
import { QUOTE_COUNT_AHEAD } from '../modules/quotes/quotes.repository';
import { SCALE_EMAIL, SCALE_PASSWORD, seedScale, type ScaleSize } from './seed-scale';

const SIZE: ScaleSize = { quotes: 20_000, areas: 2_000, pricelists: 20, partners: 50, users: 5, days: 730 };

describeEachDatabase('the scale fixture', (use) => {
  it('builds a carrier of the size asked, once, with quotes distributed as real ones', { timeout: 120_000 }, async () => {
    const { database, secretKey } = use();
    const { db } = database;
    const { carrierId } = await seedScale(database, { size: SIZE, secretKey, quiet: true });
    await expect(seedScale(database, { size: SIZE, secretKey, quiet: true })).rejects.toThrow(/exists already/);

    const count = async (table: 'areas' | 'zones' | 'pricelists' | 'partners' | 'users' | 'quotes') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select(sql<string>`count(*)`.as('n'))
            .where('carrier_id', '=', carrierId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('areas')).toBe(2_000);
    expect(await count('zones')).toBe(40);
    expect(await count('pricelists')).toBe(20);
    expect(await count('partners')).toBe(50);
    expect(await count('users')).toBe(5);
    expect(await count('quotes')).toBe(20_000);

    // Every pricelist 40 lanes x 30 quantity rows; every quote's cell inside its pricelist's grid.
    const grids = await sql<{ lanes: number; prices: number }>`
        select count(*)::int as lanes, min(array_length(zr.prices, 1))::int as prices
        from pricelists p join fare_groups fg on fg.grid_id = p.grid_id join zone_rows zr on zr.fare_group_id = fg.id
        where p.carrier_id = ${carrierId} group by p.id`.execute(db);
    expect(grids.rows).toHaveLength(20);
    for (const g of grids.rows) expect(g).toEqual({ lanes: 40, prices: 30 });
    const inside = await sql<{ n: number }>`
        select count(*)::int as n from quotes q
        join pricelists p on p.id = q.pricelist_id and p.carrier_id = q.carrier_id
        join fare_groups fg on fg.grid_id = p.grid_id and fg.position = q.fare_group
        join zone_rows zr on zr.fare_group_id = fg.id and zr.position = q.zone_row
        where q.carrier_id = ${carrierId} and q.quantity_row >= 0 and q.quantity_row < array_length(zr.prices, 1)
          and zr.prices[q.quantity_row + 1] is not null`.execute(db);
    expect(inside.rows[0]!.n).toBe(20_000);

    // Two years back, weekdays busy, weekends quiet.
    const days = await sql<{ weekend: boolean; per_day: number; first: Date; last: Date }>`
        select extract(isodow from created_at at time zone 'UTC') >= 6 as weekend,
          count(*)::float / count(distinct date_trunc('day', created_at at time zone 'UTC')) as per_day,
          min(created_at) as first, max(created_at) as last
        from quotes where carrier_id = ${carrierId} group by 1`.execute(db);
    const weekday = days.rows.find((d) => !d.weekend)!;
    const weekend = days.rows.find((d) => d.weekend)!;
    expect(weekday.per_day / weekend.per_day).toBeGreaterThan(4);
    expect(Date.now() - new Date(weekday.first).getTime()).toBeGreaterThan(700 * 86_400_000);

    // Most partners small, a few large: the largest's share far above the median's.
    const partners = await sql<{ n: number }>`
        select count(*)::int as n from quotes where carrier_id = ${carrierId} and partner_id is not null group by partner_id order by 1 desc`.execute(
      db,
    );
    const counts = partners.rows.map((r) => r.n);
    expect(counts[0]! / counts[Math.floor(counts.length / 2)]!).toBeGreaterThan(10);

    // Bookings on a few percent, each holding its shipment.
    const booked = await sql<{ n: number; held: number }>`
        select count(*)::int as n, count(booked_shipment)::int as held from quotes where carrier_id = ${carrierId} and booked_at is not null`.execute(
      db,
    );
    expect(booked.rows[0]!.n).toBeGreaterThan(200);
    expect(booked.rows[0]!.n).toBeLessThan(1_200);
    expect(booked.rows[0]!.held).toBe(booked.rows[0]!.n);

    // Every quote in its month's partition (none waiting in the default), and counted by the roll-ups the statistics read.
    const waiting = await sql<{ n: number }>`select count(*)::int as n from quotes_default`.execute(db);
    expect(waiting.rows[0]!.n).toBe(0);
    const rolled = await sql<{ hits: number; bookings: number }>`
        select sum(hits)::int as hits, sum(bookings)::int as bookings from quote_daily_cells where carrier_id = ${carrierId}`.execute(db);
    expect(rolled.rows[0]).toEqual({ hits: 20_000, bookings: booked.rows[0]!.n });

    // Staff sign in; a quote reads back and a sample prices again identically on its versions.
    const client = await use().client().login(SCALE_EMAIL, SCALE_PASSWORD);
    // The list counts no further than its pager needs: 10,000 quotes past the page.
    expect((await client.get('/fe/quotes')).json().count).toBe(PAGE_SIZE + QUOTE_COUNT_AHEAD);
    const sample = await sql<{ id: string }>`
        select id::text as id from quotes where carrier_id = ${carrierId} order by right(id::text, 6) limit 5`.execute(db);
    for (const { id } of sample.rows) {
      const view = await client.get(`/fe/quotes/${id}`);
      expect(view.statusCode).toBe(200);
      expect(view.json().request.reference).toMatch(/^PO-\d{9}$/);
      const again = await client.get(`/api/v1/quotes/${id}?reprice=true`);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ identical: true });
    }
  });
});
