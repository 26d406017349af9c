import { sql } from 'kysely';
import { ownedBy, type Db } from '../../db/carrier-scope';
import type { DistanceTableContent } from '../../db/schema';
import type { VersionAuthor } from '../versions';

/** The versions listed beside the table. */
const LISTED_VERSIONS = 20;

const COLUMNS = ['version', 'content', 'restored_from', 'author_name', 'created_at'] as const;

/** The carrier's newest distance table version; undefined: none saved. */
export function latestDistanceTable(db: Db, carrierId: number) {
  return db
    .selectFrom('distance_table_versions')
    .select(COLUMNS)
    .where(ownedBy(carrierId, 'distance_table_versions'))
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The newest version's number alone (0: none saved), for the save's conflict check. */
export async function latestDistanceVersion(db: Db, carrierId: number) {
  return db
    .selectFrom('distance_table_versions')
    .select(['version', 'author_name', 'created_at'])
    .where(ownedBy(carrierId, 'distance_table_versions'))
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** One kept version of the carrier's distance table (a quote's, to price it again; a restore's); undefined: not kept. */
export function findDistanceVersion(db: Db, carrierId: number, version: number) {
  return db
    .selectFrom('distance_table_versions')
    .select(COLUMNS)
    .where(ownedBy(carrierId, 'distance_table_versions'))
    .where('version', '=', version)
    .executeTakeFirst();
}

/** The newest versions: number, lanes counted, author, time, what it restored. */
export function listDistanceVersions(db: Db, carrierId: number) {
  return db
    .selectFrom('distance_table_versions')
    .select([
      'version',
      'author_name as author',
      'created_at',
      'restored_from',
      sql<number>`jsonb_array_length(content -> 'lanes')::int`.as('lanes'),
    ])
    .where(ownedBy(carrierId, 'distance_table_versions'))
    .orderBy('version', 'desc')
    .limit(LISTED_VERSIONS)
    .execute();
}

/** The lanes of the newest version with their zones' names, by from zone's name, then to zone's. */
export function currentLanes(db: Db, carrierId: number) {
  return db
    .selectFrom('distance_lanes as l')
    .innerJoin('zones as zf', 'zf.id', 'l.zone_from')
    .innerJoin('zones as zt', 'zt.id', 'l.zone_to')
    .select(['l.zone_from', 'zf.name as zone_from_name', 'l.zone_to', 'zt.name as zone_to_name', 'l.km'])
    .where(ownedBy(carrierId, 'l'))
    .orderBy(sql`lower(zf.name)`)
    .orderBy(sql`lower(zt.name)`)
    .orderBy('l.zone_from')
    .orderBy('l.zone_to')
    .execute();
}

/** Every zone of the carrier by id and name: what a file's zone names are found among. */
export function carrierZones(db: Db, carrierId: number) {
  return db.selectFrom('zones').select(['id', 'name']).where(ownedBy(carrierId, 'zones')).orderBy('id').execute();
}

/** Keeps a new version; run in the save's pricing transaction (its carrier's pricing version row is locked). */
export async function insertDistanceVersion(
  db: Db,
  entry: { carrierId: number; version: number; content: DistanceTableContent; restoredFrom: number | null; author: VersionAuthor },
) {
  await db
    .insertInto('distance_table_versions')
    .values({
      carrier_id: entry.carrierId,
      version: entry.version,
      content: JSON.stringify(entry.content),
      restored_from: entry.restoredFrom,
      author_id: entry.author.id,
      author_name: entry.author.name,
    })
    .execute();
}

/** Rows inserted at a time (3 parameters each, well under PostgreSQL's 65,535). */
const INSERT_BATCH = 2000;

/** Replaces the carrier's current lanes with `lanes` (the new version's), in the caller's transaction. */
export async function replaceLanes(db: Db, carrierId: number, lanes: DistanceTableContent['lanes']) {
  await db.deleteFrom('distance_lanes').where(ownedBy(carrierId, 'distance_lanes')).execute();
  for (let i = 0; i < lanes.length; i += INSERT_BATCH) {
    await db
      .insertInto('distance_lanes')
      .values(lanes.slice(i, i + INSERT_BATCH).map((lane) => ({ carrier_id: carrierId, ...lane })))
      .execute();
  }
}

/**
 * What the price service compiles of a carrier's distances: its road factor (numeric text; null:
 * the default), the lanes of its newest table (zone ids, km as numeric text) and that table's
 * version (null: none saved), which a quote records to be priced again on it (findDistanceVersion).
 */
export async function loadDistanceInputs(
  db: Db,
  carrierId: number,
): Promise<{ road_factor: string | null; distances: { zone_from: number; zone_to: number; km: string }[]; version: number | null }> {
  const [settings, latest, distances] = await Promise.all([
    db.selectFrom('carrier_settings').select('road_factor').where(ownedBy(carrierId, 'carrier_settings')).executeTakeFirst(),
    latestDistanceVersion(db, carrierId),
    db
      .selectFrom('distance_lanes')
      .select(['zone_from', 'zone_to', 'km'])
      .where(ownedBy(carrierId, 'distance_lanes'))
      .orderBy('zone_from')
      .orderBy('zone_to')
      .execute(),
  ]);
  return { road_factor: settings?.road_factor ?? null, distances, version: latest?.version ?? null };
}
