/** The change events of pricelists and their outbox (migration 0024): events, deliveries to queue, effective notices. */
import { sql, type Insertable } from 'kysely';
import { ownedBy, type Db } from '../../db/carrier-scope';
import type { PartnerDeliveriesTable } from '../../db/schema';
import { pricesForPartner } from '../partners';

export type EventType = 'pricelist.changed' | 'pricelist.scheduled' | 'pricelist.effective';

// ---- events ----------------------------------------------------------------------------------------

/** What an event's body says of a pricelist, read in the save's transaction. */
export function pricelistFacts(db: Db, carrierId: number, pricelistId: number) {
  return factsQuery(db, carrierId).where('pricelists.id', '=', pricelistId).executeTakeFirst();
}

/** The same of many pricelists at once (a rate increase's successors). */
export function pricelistFactsOf(db: Db, carrierId: number, pricelistIds: readonly number[]) {
  if (pricelistIds.length === 0) return Promise.resolve([]);
  return factsQuery(db, carrierId).where('pricelists.id', 'in', pricelistIds).execute();
}

function factsQuery(db: Db, carrierId: number) {
  return db
    .selectFrom('pricelists')
    .innerJoin('services', 'services.id', 'pricelists.service_id')
    .innerJoin('carriers', 'carriers.id', 'pricelists.carrier_id')
    .leftJoin('partners', 'partners.id', 'pricelists.customer_id')
    .select([
      'pricelists.id',
      'pricelists.carrier_id',
      'pricelists.name',
      'pricelists.version',
      'pricelists.valid_from',
      'pricelists.valid_to',
      'pricelists.currency',
      'pricelists.archived_at',
      'pricelists.customer_id',
      'partners.name as customer_name',
      'services.code as service_code',
      'services.name as service_name',
      'carriers.name as carrier_name',
      'carriers.email as carrier_email',
      'carriers.timezone',
    ])
    .where(ownedBy(carrierId, 'pricelists'));
}
export type PricelistFacts = NonNullable<Awaited<ReturnType<typeof pricelistFacts>>>;

/**
 * Who is told of `type` about pricelist `pricelistId`: the partners it prices for (pricelists.repository
 * `pricesForPartner`), each with their webhooks and mailed addresses subscribed to `type`.
 */
export async function audience(db: Db, carrierId: number, pricelistId: number, type: EventType) {
  const wanted = JSON.stringify([type]);
  const pricedFor = (partnerId: 'partner_webhooks.partner_id' | 'partner_notification_recipients.partner_id') =>
    db
      .selectFrom('pricelists')
      .innerJoin('partners', (join) => join.onRef('partners.carrier_id', '=', 'pricelists.carrier_id'))
      .select('partners.id')
      .where(ownedBy(carrierId, 'pricelists'))
      .where('pricelists.id', '=', pricelistId)
      .where(pricesForPartner)
      .where(sql<boolean>`partners.id = ${sql.ref(partnerId)}`);
  const hooks = db
    .selectFrom('partner_webhooks')
    .select(['partner_webhooks.id', 'partner_webhooks.partner_id', 'partner_webhooks.url'])
    .where(ownedBy(carrierId, 'partner_webhooks'))
    .where(sql<boolean>`partner_webhooks.events @> ${wanted}::jsonb`)
    .where(({ exists }) => exists(pricedFor('partner_webhooks.partner_id')));
  const mails = db
    .selectFrom('partner_notification_recipients')
    .select(['partner_notification_recipients.partner_id', 'partner_notification_recipients.emails'])
    .where(ownedBy(carrierId, 'partner_notification_recipients'))
    .where(sql<boolean>`partner_notification_recipients.events @> ${wanted}::jsonb`)
    .where(({ exists }) => exists(pricedFor('partner_notification_recipients.partner_id')));
  const [webhooks, recipients] = await Promise.all([hooks.orderBy('partner_webhooks.id').execute(), mails.execute()]);
  const byPartner = new Map<number, { webhooks: { id: number; url: string }[]; emails: string[] }>();
  const of = (id: number) => byPartner.get(id) ?? byPartner.set(id, { webhooks: [], emails: [] }).get(id)!;
  for (const hook of webhooks) of(hook.partner_id).webhooks.push({ id: hook.id, url: hook.url });
  for (const r of recipients) if (r.emails.length) of(r.partner_id).emails.push(...r.emails);
  return byPartner;
}

export async function insertEvents(
  db: Db,
  rows: { id: string; carrier_id: number; partner_id: number; type: EventType; pricelist_id: number; body: unknown; created_at: Date }[],
) {
  // One statement per 2,000 events: a general pricelist's save tells every partner (500 at a real carrier's size).
  for (let i = 0; i < rows.length; i += 2000)
    await db
      .insertInto('partner_events')
      .values(rows.slice(i, i + 2000).map((row) => ({ ...row, body: JSON.stringify(row.body) })))
      .execute();
}

/**
 * Who is subscribed to `type` in the carrier, whatever the pricelist: each partner with its webhooks,
 * mailed addresses and whether it hides the general pricelists (`audience` for many pricelists at once).
 */
export async function subscribers(db: Db, carrierId: number, type: EventType) {
  const wanted = JSON.stringify([type]);
  const [partners, webhooks, recipients] = await Promise.all([
    db.selectFrom('partners').select(['id', 'general_hidden']).where(ownedBy(carrierId, 'partners')).execute(),
    db
      .selectFrom('partner_webhooks')
      .select(['id', 'partner_id', 'url'])
      .where(ownedBy(carrierId, 'partner_webhooks'))
      .where(sql<boolean>`partner_webhooks.events @> ${wanted}::jsonb`)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('partner_notification_recipients')
      .select(['partner_id', 'emails'])
      .where(ownedBy(carrierId, 'partner_notification_recipients'))
      .where(sql<boolean>`partner_notification_recipients.events @> ${wanted}::jsonb`)
      .execute(),
  ]);
  const byPartner = new Map<number, { generalHidden: boolean; webhooks: { id: number; url: string }[]; emails: string[] }>();
  const hidden = new Map(partners.map((p) => [p.id, p.general_hidden]));
  const of = (id: number) =>
    byPartner.get(id) ?? byPartner.set(id, { generalHidden: hidden.get(id) ?? false, webhooks: [], emails: [] }).get(id)!;
  for (const hook of webhooks) of(hook.partner_id).webhooks.push({ id: hook.id, url: hook.url });
  for (const r of recipients) if (r.emails.length) of(r.partner_id).emails.push(...r.emails);
  return byPartner;
}

/** Many notices at once (a rate increase's successors: new pricelists, so no conflict to merge). */
export async function insertEffectiveNotices(
  db: Db,
  rows: readonly { pricelist_id: number; carrier_id: number; effective_from: string; replaces_id: number | null }[],
) {
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('pricelist_effective_notices')
      .values(rows.slice(i, i + 1000))
      .execute();
}

/** The outbox rows of events: one per webhook and address, due now, not yet queued. */
export async function insertDeliveries(
  db: Db,
  rows: Pick<Insertable<PartnerDeliveriesTable>, 'carrier_id' | 'partner_id' | 'event_id' | 'channel' | 'webhook_id' | 'target'>[],
) {
  // In statements of at most 2,000 rows: seven parameters a row, under the protocol's 65,535.
  for (let i = 0; i < rows.length; i += 2000)
    await db
      .insertInto('partner_deliveries')
      .values(rows.slice(i, i + 2000).map((r) => ({ ...r, next_attempt_at: sql<Date>`now()` })))
      .execute();
}

// ---- effective notices -------------------------------------------------------------------------------

/** The pricelist takes effect on `effectiveFrom`: its effective event is due then (replacing an earlier notice). */
export async function upsertEffectiveNotice(
  db: Db,
  row: { pricelist_id: number; carrier_id: number; effective_from: string; replaces_id: number | null },
) {
  await db
    .insertInto('pricelist_effective_notices')
    .values(row)
    .onConflict((oc) =>
      oc.column('pricelist_id').doUpdateSet({
        effective_from: row.effective_from,
        replaces_id: sql<number | null>`coalesce(excluded.replaces_id, pricelist_effective_notices.replaces_id)`,
        done_at: null,
      }),
    )
    .execute();
}

/** Notices due by each carrier's day at `now`, locked (others skip them) until the transaction ends. */
export function dueEffectiveNotices(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('pricelist_effective_notices as n')
    .innerJoin('carriers', 'carriers.id', 'n.carrier_id')
    .select(['n.pricelist_id', 'n.carrier_id', 'n.effective_from', 'n.replaces_id'])
    .where('n.done_at', 'is', null)
    .where(sql<boolean>`n.effective_from <= (${now.toISOString()}::timestamptz at time zone carriers.timezone)::date`)
    .orderBy('n.effective_from')
    .limit(limit)
    .forUpdate('n')
    .skipLocked()
    .execute();
}

export async function markNoticeDone(db: Db, pricelistId: number) {
  await db
    .updateTable('pricelist_effective_notices')
    .set({ done_at: sql<Date>`now()` })
    .where('pricelist_id', '=', pricelistId)
    .execute();
}
