import type { FuelIndexBody } from '@freight/domain';
import { ownedBy, type Db } from '../../db/carrier-scope';
import type { FuelIndexContent } from '../../db/schema';
import type { VersionAuthor } from '../versions';

/** The versions listed beside the index. */
const LISTED_VERSIONS = 20;

const COLUMNS = ['version', 'content', 'author_name', 'created_at'] as const;

/** The carrier's newest fuel index version; undefined: none saved. */
export function latestFuelIndex(db: Db, carrierId: number) {
  return db
    .selectFrom('fuel_index_versions')
    .select(COLUMNS)
    .where(ownedBy(carrierId, 'fuel_index_versions'))
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** One kept version of the carrier's fuel index (a quote's, to price it again); undefined: not kept. */
export function findFuelIndexVersion(db: Db, carrierId: number, version: number) {
  return db
    .selectFrom('fuel_index_versions')
    .select(COLUMNS)
    .where(ownedBy(carrierId, 'fuel_index_versions'))
    .where('version', '=', version)
    .executeTakeFirst();
}

/** The newest versions: number, author, time. */
export function listFuelIndexVersions(db: Db, carrierId: number) {
  return db
    .selectFrom('fuel_index_versions')
    .select(['version', 'author_name as author', 'created_at'])
    .where(ownedBy(carrierId, 'fuel_index_versions'))
    .orderBy('version', 'desc')
    .limit(LISTED_VERSIONS)
    .execute();
}

/** What a version keeps: decimals as text, so a version reads back exactly as saved. */
export function fuelIndexContent(body: Pick<FuelIndexBody, 'values' | 'bands'>): FuelIndexContent {
  return {
    values: body.values.map((v) => ({ month: v.month, price: String(v.price) })),
    bands: body.bands.map((b) => ({ from: String(b.from), to: String(b.to), percent: String(b.percent) })),
  };
}

/** Keeps a new version; run in the save's pricing transaction (its carrier's pricing version row is locked). */
export async function insertFuelIndexVersion(
  db: Db,
  entry: { carrierId: number; version: number; content: FuelIndexContent; author: VersionAuthor },
) {
  await db
    .insertInto('fuel_index_versions')
    .values({
      carrier_id: entry.carrierId,
      version: entry.version,
      content: JSON.stringify(entry.content),
      author_id: entry.author.id,
      author_name: entry.author.name,
    })
    .execute();
}
