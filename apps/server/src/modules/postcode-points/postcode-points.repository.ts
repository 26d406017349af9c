/**
 * The platform's postcode points (migration 0041): not a carrier's, so no carrier filter; only the
 * platform admin writes them (the route's access), and every carrier's distances read them.
 */
import { pointLookupId } from '@freight/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/carrier-scope';

/** One point of a batch: a postcode's key in its country, with the mean of the batch's lines for it. */
export interface PointRow {
  country: string;
  key: string;
  /** As the file wrote it (its first line's). */
  postcode: string;
  place: string;
  /** Decimal degrees as text with 6 decimals (numeric(9,6)). */
  latitude: string;
  longitude: string;
  /** The lines the mean is of. */
  places: number;
}

/** The version scope in pricing_versions that moves with every load (the caches' check). */
export const POSTCODE_POINTS_SCOPE = 'postcode_points';

/**
 * Takes the load's lock for the rest of the transaction, or answers false when another load holds
 * it (two loads of overlapping files would wait on each other's rows for minutes).
 */
export async function tryLockLoad(tx: Db): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${LOAD_LOCK}) as locked`.execute(tx);
  return rows[0]?.locked === true;
}
const LOAD_LOCK = 4_207_046;

/**
 * Writes a batch (each country and key at most once) in one statement. A point this load wrote
 * already (its `loaded_at` is this transaction's time: a postcode whose lines fall in two batches)
 * becomes the mean of both, weighted by their lines; one from an earlier load is replaced.
 */
export async function upsertPoints(tx: Db, rows: readonly PointRow[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    insert into postcode_points (country, key, postcode, place, latitude, longitude, places)
    select r.country, r.key, r.postcode, r.place, r.latitude, r.longitude, r.places
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as r (country text, key text, postcode text, place text, latitude numeric, longitude numeric, places integer)
    on conflict (country, key) do update set
      latitude = case when postcode_points.loaded_at = excluded.loaded_at
        then round((postcode_points.latitude * postcode_points.places + excluded.latitude * excluded.places)
          / (postcode_points.places + excluded.places), 6)
        else excluded.latitude end,
      longitude = case when postcode_points.loaded_at = excluded.loaded_at
        then round((postcode_points.longitude * postcode_points.places + excluded.longitude * excluded.places)
          / (postcode_points.places + excluded.places), 6)
        else excluded.longitude end,
      postcode = case when postcode_points.loaded_at = excluded.loaded_at then postcode_points.postcode else excluded.postcode end,
      place = case when postcode_points.loaded_at = excluded.loaded_at then postcode_points.place else excluded.place end,
      places = case when postcode_points.loaded_at = excluded.loaded_at
        then postcode_points.places + excluded.places else excluded.places end,
      loaded_at = excluded.loaded_at`.execute(tx);
}

/** The points this transaction wrote, per country (a load's answer). */
export async function countLoadedPoints(tx: Db): Promise<{ country: string; points: number }[]> {
  const { rows } = await sql<{ country: string; points: number }>`
    select country, count(*)::int as points from postcode_points where loaded_at = now() group by country order by country`.execute(tx);
  return rows;
}

/** The stored points per country. */
export async function countPoints(db: Db): Promise<{ country: string; points: number }[]> {
  const { rows } = await sql<{ country: string; points: number }>`
    select country, count(*)::int as points from postcode_points group by country order by country`.execute(db);
  return rows;
}

/** Moves the points' version on, inside the load's transaction (the caches of every process see it). */
export async function bumpPointsVersion(tx: Db): Promise<void> {
  await sql`insert into pricing_versions (scope, version) values (${POSTCODE_POINTS_SCOPE}, 1)
    on conflict (scope) do update set version = pricing_versions.version + 1`.execute(tx);
}

/** The points' version (0 before any load). */
export async function readPointsVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('pricing_versions').select('version').where('scope', '=', POSTCODE_POINTS_SCOPE).executeTakeFirst();
  return row ? Number(row.version) : 0;
}

/** A postcode's point as pricing uses it. */
export interface StoredPoint {
  latitude: number;
  longitude: number;
}

/** A postcode to look up: its country and its key (postcodePointKey). */
export interface PointKey {
  country: string;
  key: string;
}

/** The lookup key of a point in the answers: `${country}:${key}`. */
export const pointKeyOf = (point: PointKey): string => pointLookupId(point);

/**
 * The stored points of `keys`, by `${country}:${key}`; a key without a point is absent. One
 * statement for any number of keys (the primary key answers each).
 */
export async function findPostcodePoints(db: Db, keys: readonly PointKey[]): Promise<Map<string, StoredPoint>> {
  const found = new Map<string, StoredPoint>();
  if (keys.length === 0) return found;
  const unique = [...new Map(keys.map((k) => [pointKeyOf(k), { country: k.country, key: k.key }])).values()];
  const { rows } = await sql<{ country: string; key: string; latitude: string; longitude: string }>`
    select p.country, p.key, p.latitude, p.longitude
    from json_to_recordset(${JSON.stringify(unique)}::json) as k (country text, key text)
    join postcode_points p on p.country = k.country and p.key = k.key`.execute(db);
  for (const row of rows) found.set(pointKeyOf(row), { latitude: Number(row.latitude), longitude: Number(row.longitude) });
  return found;
}
