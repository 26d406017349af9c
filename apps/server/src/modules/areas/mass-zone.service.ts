import { sql } from 'kysely';
import type { AreaBody } from '@freight/domain';
import type { AppDeps } from '../../http/context';
import { insertAreas } from './areas.repository';

/**
 * /areas/mass_zone: creates the areas and puts each into the zone its row names, in one
 * transaction. A zone name that exists (case-insensitively) gets the areas added; others are created.
 */
export async function createAreasWithZones(deps: AppDeps, carrierId: number, rows: (AreaBody & { zone_name: string })[]) {
  return deps.db.transaction().execute(async (tx) => {
    const ids = await insertAreas(tx, carrierId, rows);
    const byZone = new Map<string, { name: string; areaIds: number[] }>();
    rows.forEach((row, i) => {
      const key = row.zone_name.toLowerCase();
      const entry = byZone.get(key) ?? { name: row.zone_name, areaIds: [] };
      entry.areaIds.push(ids[i]!);
      byZone.set(key, entry);
    });
    const existing = await tx
      .selectFrom('zones')
      .select(['id', 'name'])
      .where('carrier_id', '=', carrierId)
      .where(sql<string>`lower(name)`, 'in', [...byZone.keys()])
      .execute();
    const zoneIds = new Map(existing.map((z) => [z.name.toLowerCase(), z.id]));
    const zones: { id: number; name: string; created: boolean }[] = [];
    for (const [key, entry] of byZone) {
      let zoneId = zoneIds.get(key);
      const created = zoneId === undefined;
      if (zoneId === undefined) {
        zoneId = (await tx.insertInto('zones').values({ carrier_id: carrierId, name: entry.name }).returning('id').executeTakeFirstOrThrow()).id;
      } else {
        await tx.updateTable('zones').set({ updated_at: new Date() }).where('id', '=', zoneId).execute();
      }
      const start = await tx
        .selectFrom('zone_areas')
        .select(sql<number>`coalesce(max(position), -1)::int`.as('last'))
        .where('zone_id', '=', zoneId)
        .executeTakeFirstOrThrow();
      const links = entry.areaIds.map((areaId, i) => ({ zone_id: zoneId!, area_id: areaId, position: start.last + 1 + i }));
      for (let i = 0; i < links.length; i += 1000) await tx.insertInto('zone_areas').values(links.slice(i, i + 1000)).execute();
      zones.push({ id: zoneId, name: entry.name, created });
    }
    return { count: ids.length, zones };
  });
}
