import type { Language, PartnerBody, PartnerRecord } from '@freight/domain';
import { sql } from 'kysely';
import { ownedBy, type Db } from '../../db/carrier-scope';
import { containsPattern, pageOf } from '../../db/paging';

/** What a partner's token is derived from and found by (partner-tokens.ts); never the token. */
export interface TokenColumns {
  token_nonce: string;
  token_hash: string;
}

/**
 * The partner whose token hashes to `tokenHash`, with its carrier: the Bearer lookup of the price
 * API. Also reads the version of the carrier's partners in the same statement (one snapshot), so
 * the token cache (token-cache.ts) can tell when a partner write makes the answer old.
 */
export async function findPartnerByTokenHash(db: Db, tokenHash: string) {
  const row = await db
    .selectFrom('partners')
    .leftJoin('pricing_versions', (join) => join.on('pricing_versions.scope', '=', sql<string>`'partners:' || partners.carrier_id`))
    .select(['partners.id', 'partners.name', 'partners.general_hidden', 'partners.carrier_id', 'pricing_versions.version'])
    .where('partners.token_hash', '=', tokenHash)
    // An archived partner's token is refused (401) until it is restored.
    .where('partners.archived_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const found: { carrierId: number; partner: PartnerRecord } = {
    carrierId: row.carrier_id,
    partner: { id: row.id, name: row.name, general_hidden: row.general_hidden },
  };
  return { found, version: Number(row.version ?? 0) };
}

/**
 * Moves the version of the carrier's partners on (`partners:<carrier>`, kept beside the pricing
 * versions) and answers it. Run inside the transaction of the partner write, so remembered tokens
 * older than it are told apart in every process.
 */
export async function bumpPartnersVersion(db: Db, carrierId: number): Promise<number> {
  const { rows } = await sql<{
    version: string | number;
  }>`insert into pricing_versions (scope, version) values (${`partners:${carrierId}`}, 1)
    on conflict (scope) do update set version = pricing_versions.version + 1 returning version`.execute(db);
  return Number(rows[0]!.version);
}

/** Every partner's token nonce, of every carrier: the secret key's rotation derives their tokens again (secret-key.ts). */
export function listAllTokenNonces(db: Db) {
  return db.selectFrom('partners').select(['id', 'carrier_id', 'token_nonce']).orderBy('id').execute();
}

/** Stores the hash of a partner's token derived anew (the secret key's rotation); the nonce stays. */
export async function setTokenHash(db: Db, id: number, tokenHash: string): Promise<void> {
  await db.updateTable('partners').set({ token_hash: tokenHash }).where('id', '=', id).execute();
}

/** The current version of each carrier's partners (never bumped: 0). */
export async function readPartnersVersions(db: Db, carrierIds: readonly number[]): Promise<Map<number, number>> {
  const versions = new Map<number, number>(carrierIds.map((id) => [id, 0]));
  if (!carrierIds.length) return versions;
  const rows = await db
    .selectFrom('pricing_versions')
    .select(['scope', 'version'])
    .where(
      'scope',
      'in',
      carrierIds.map((id) => `partners:${id}`),
    )
    .execute();
  for (const row of rows) versions.set(Number(row.scope.slice('partners:'.length)), Number(row.version));
  return versions;
}

/** A partner of the carrier in the pricing engine's shape. */
export async function findPartnerRecord(db: Db, carrierId: number, id: number): Promise<PartnerRecord | undefined> {
  return (await findPartnerRecords(db, carrierId, [id]))[0];
}

/** The carrier's partners among `ids`, as pricing reads them (ids of another carrier are left out). */
export function findPartnerRecords(db: Db, carrierId: number, ids: readonly number[]): Promise<PartnerRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('partners')
    .select(['id', 'name', 'general_hidden'])
    .where(ownedBy(carrierId, 'partners'))
    .where('id', 'in', ids)
    .execute();
}

/** Partners with the nonce their token is derived from (the service decides whether to show it). */
function selectPartners(db: Db, carrierId: number) {
  return db
    .selectFrom('partners')
    .select(['id', 'name', 'country', 'general_hidden', 'archived_at', 'language', 'token_nonce'])
    .where(ownedBy(carrierId, 'partners'));
}

/** A page of the carrier's partners; `search` is looked for in the name. */
export function listPartners(
  db: Db,
  carrierId: number,
  options: { page: number; search?: string | undefined; sortBy: 'name' | 'country'; dir: 'asc' | 'desc'; archived: boolean },
) {
  // The ones in use, or with `archived` ("Show archived") the archived ones.
  let query = selectPartners(db, carrierId).where('archived_at', options.archived ? 'is not' : 'is', null);
  if (options.search) query = query.where('name', 'ilike', containsPattern(options.search));
  return pageOf(query.orderBy(options.sortBy, options.dir).orderBy('id'), options.page);
}

/** Every partner of the carrier by name, for pickers and the calculator. */
export function partnerOptions(db: Db, carrierId: number) {
  return db
    .selectFrom('partners')
    .select(['id', 'name', 'general_hidden'])
    .where(ownedBy(carrierId, 'partners'))
    .where('archived_at', 'is', null)
    .orderBy('name')
    .execute();
}

/** A partner of the carrier with its token nonce, or undefined. */
export function findPartner(db: Db, carrierId: number, id: number) {
  return selectPartners(db, carrierId).where('id', '=', id).executeTakeFirst();
}

/**
 * The language a partner of the carrier reads: its own, else the carrier's (one statement); with
 * `partnerId` null, the carrier's. Undefined: no such carrier, or no such partner of it.
 */
export async function findPartnerLanguage(db: Db, carrierId: number, partnerId: number | null): Promise<Language | undefined> {
  if (partnerId === null) {
    return (await db.selectFrom('carriers').select('language').where('id', '=', carrierId).executeTakeFirst())?.language;
  }
  const row = await db
    .selectFrom('partners')
    .innerJoin('carriers', 'carriers.id', 'partners.carrier_id')
    .select((eb) => eb.fn.coalesce('partners.language', 'carriers.language').as('language'))
    .where(ownedBy(carrierId, 'partners'))
    .where('partners.id', '=', partnerId)
    .executeTakeFirst();
  return row?.language;
}

/** Inserts a partner with the given token columns and answers its id (a body without `language`: null, the carrier's). */
export async function insertPartner(db: Db, carrierId: number, body: PartnerBody, token: TokenColumns): Promise<number> {
  const row = await db
    .insertInto('partners')
    .values({ ...body, ...token, carrier_id: carrierId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** False when the carrier has no such partner (nothing is written). A body without `language` keeps the partner's. */
export async function updatePartner(db: Db, carrierId: number, id: number, body: PartnerBody): Promise<boolean> {
  const result = await db
    .updateTable('partners')
    .set({ ...body, updated_at: new Date() })
    .where(ownedBy(carrierId, 'partners'))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Archives (`archived`: now) or restores (null) a partner; false when the carrier has no such partner. */
export async function setPartnerArchived(db: Db, carrierId: number, id: number, archived: Date | null): Promise<boolean> {
  const result = await db
    .updateTable('partners')
    .set({ archived_at: archived, updated_at: new Date() })
    .where(ownedBy(carrierId, 'partners'))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Stores a partner's token columns; false when the carrier has no such partner. */
export async function setPartnerToken(db: Db, carrierId: number, id: number, token: TokenColumns): Promise<boolean> {
  const result = await db
    .updateTable('partners')
    .set({ ...token, updated_at: new Date() })
    .where(ownedBy(carrierId, 'partners'))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Whom a pricelist prices for (docs/pricing.md §9; the price API's choice, domain pricing/carrier.ts):
 * the partner it is made for, or, a general one (no customer), every partner of its carrier that
 * does not hide the general pricelists. For a query with both `pricelists` and `partners` in scope
 * (of the same carrier); the portal's pricelists and the notifications' audience use this one rule.
 */
export const pricesForPartner = sql<boolean>`(pricelists.customer_id = partners.id or (pricelists.customer_id is null and not partners.general_hidden))`;
