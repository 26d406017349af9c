/** Partners' change notifications (migration 0024): webhooks, recipients, events, deliveries, effective notices. */
import { sql, type Insertable } from 'kysely';
import { ownedBy, type Db } from '../../db/carrier-scope';
import { pageOf } from '../../db/paging';
import type { PartnerDeliveriesTable } from '../../db/schema';
import { pricesForPartner } from '../pricelists/pricelists.repository';

type EventType = 'pricelist.changed' | 'pricelist.scheduled' | 'pricelist.effective';
export type Attempt = { at: string; status_code: number | null; answer: string; ok: boolean };

// ---- webhooks and recipients ----------------------------------------------------------------------

/** Every webhook's sealed secret, of every carrier: the secret key's rotation seals them again (secret-key.ts). */
export function listAllWebhookSecrets(db: Db) {
  return db.selectFrom('partner_webhooks').select(['id', 'secret_sealed']).orderBy('id').execute();
}

/** Stores a webhook's secret sealed under the new key (the secret key's rotation). */
export async function setWebhookSecret(db: Db, id: number, sealed: string): Promise<void> {
  await db.updateTable('partner_webhooks').set({ secret_sealed: sealed }).where('id', '=', id).execute();
}

export function listWebhooks(db: Db, carrierId: number, partnerId: number) {
  return db
    .selectFrom('partner_webhooks')
    .select(['id', 'url', 'events', 'created_at'])
    .where(ownedBy(carrierId, 'partner_webhooks'))
    .where('partner_id', '=', partnerId)
    .orderBy('id')
    .execute();
}

export async function insertWebhook(
  db: Db,
  row: { carrier_id: number; partner_id: number; url: string; secret_sealed: string; events: readonly string[] },
): Promise<number> {
  const inserted = await db
    .insertInto('partner_webhooks')
    .values({ ...row, events: JSON.stringify(row.events) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Removes the webhook; its pending deliveries stop (failed, no next attempt). False: not the partner's. */
export async function deleteWebhook(db: Db, carrierId: number, partnerId: number, webhookId: number): Promise<boolean> {
  await db
    .updateTable('partner_deliveries')
    .set({ status: 'failed', next_attempt_at: null })
    .where(ownedBy(carrierId, 'partner_deliveries'))
    .where('partner_id', '=', partnerId)
    .where('webhook_id', '=', webhookId)
    .where('status', '=', 'pending')
    .execute();
  const deleted = await db
    .deleteFrom('partner_webhooks')
    .where(ownedBy(carrierId, 'partner_webhooks'))
    .where('partner_id', '=', partnerId)
    .where('id', '=', webhookId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

export async function findRecipients(db: Db, carrierId: number, partnerId: number) {
  return db
    .selectFrom('partner_notification_recipients')
    .select(['emails', 'events'])
    .where(ownedBy(carrierId, 'partner_notification_recipients'))
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
}

export async function saveRecipients(db: Db, carrierId: number, partnerId: number, emails: readonly string[], events: readonly string[]) {
  await db
    .insertInto('partner_notification_recipients')
    .values({ partner_id: partnerId, carrier_id: carrierId, emails: JSON.stringify(emails), events: JSON.stringify(events) })
    .onConflict((oc) => oc.column('partner_id').doUpdateSet({ emails: JSON.stringify(emails), events: JSON.stringify(events) }))
    .execute();
}

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

// ---- deliveries ---------------------------------------------------------------------------------------

function deliveryRows(db: Db) {
  return db
    .selectFrom('partner_deliveries as d')
    .innerJoin('partner_events as e', 'e.id', 'd.event_id')
    .select([
      'd.id',
      'd.channel',
      'd.target',
      'd.status',
      'd.attempts',
      'd.next_attempt_at',
      'd.claimed_by',
      'e.id as event_id',
      'e.type as event_type',
      'e.created_at as event_created_at',
      sql<string>`e.body #>> '{data,pricelist,name}'`.as('pricelist_name'),
    ]);
}
export type DeliveryRow = Awaited<ReturnType<ReturnType<typeof deliveryRows>['executeTakeFirstOrThrow']>>;

export function listDeliveries(
  db: Db,
  carrierId: number,
  partnerId: number,
  page: number,
  status?: PartnerDeliveriesTable['status']['__select__'],
) {
  let query = deliveryRows(db).where(ownedBy(carrierId, 'd')).where('d.partner_id', '=', partnerId);
  if (status) query = query.where('d.status', '=', status);
  return pageOf(query.orderBy('d.id', 'desc'), page);
}

export function findDelivery(db: Db, carrierId: number, partnerId: number, id: number) {
  return deliveryRows(db).where(ownedBy(carrierId, 'd')).where('d.partner_id', '=', partnerId).where('d.id', '=', id).executeTakeFirst();
}

/** Outbox rows not yet handed to the queue: marked queued, answered (the caller queues them in this transaction). */
export async function takeUnqueued(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('partner_deliveries')
    .select('id')
    .where('queued', '=', false)
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  await db.updateTable('partner_deliveries').set({ queued: true }).where('id', 'in', ids).execute();
  return ids;
}

/** Claims of processes that stopped (older than `olderThanMs`, not `worker`'s) released; answers the deliveries to queue again. */
export async function releaseStaleClaims(db: Db, olderThanMs: number, worker: string): Promise<number[]> {
  const rows = await db
    .updateTable('partner_deliveries')
    .set({ claimed_by: null, claimed_at: null, next_attempt_at: sql<Date>`now()` })
    .where('claimed_by', 'is not', null)
    .where('claimed_by', '<>', worker)
    .where('claimed_at', '<=', sql<Date>`now() - ${`${olderThanMs} milliseconds`}::interval`)
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** `worker` is still at delivery `id`: its claim's time moves, so no recovery takes it for abandoned. */
export async function touchClaim(db: Db, id: number, worker: string) {
  await db
    .updateTable('partner_deliveries')
    .set({ claimed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('claimed_by', '=', worker)
    .execute();
}

/** Claims a due pending delivery for `worker`; undefined: not due, not pending or claimed by another. */
export function claimDelivery(db: Db, id: number, worker: string) {
  return db
    .updateTable('partner_deliveries')
    .set({ claimed_by: worker, claimed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('claimed_by', 'is', null)
    .where('next_attempt_at', '<=', sql<Date>`now() + interval '2 seconds'`)
    .returning(['id', 'carrier_id', 'partner_id', 'event_id', 'channel', 'webhook_id', 'target', 'attempts'])
    .executeTakeFirst();
}

/** What an attempt sends: the event's body and type, the webhook's sealed secret (undefined: removed). */
export async function deliveryPayload(db: Db, eventId: string, webhookId: number | null) {
  const event = await db
    .selectFrom('partner_events')
    .select(['id', 'type', 'body', 'pricelist_id', 'carrier_id'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  const webhook =
    webhookId === null
      ? undefined
      : await db.selectFrom('partner_webhooks').select(['url', 'secret_sealed']).where('id', '=', webhookId).executeTakeFirst();
  return { event, webhook };
}

/** The attempt logged and the delivery's new state, if `worker` still holds it; answers whether it did. */
export async function finishAttempt(
  db: Db,
  id: number,
  worker: string,
  attempt: Attempt,
  next: { status: 'pending' | 'delivered' | 'failed'; next_attempt_at: Date | null },
): Promise<boolean> {
  const updated = await db
    .updateTable('partner_deliveries')
    .set({
      attempts: sql`attempts || ${JSON.stringify([attempt])}::jsonb`,
      status: next.status,
      next_attempt_at: next.next_attempt_at,
      claimed_by: null,
      claimed_at: null,
    })
    .where('id', '=', id)
    .where('claimed_by', '=', worker)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** A resend: the delivery pending again, due now (unless an attempt is running); answers whether it is to be queued. */
export async function resetForResend(db: Db, carrierId: number, partnerId: number, id: number): Promise<boolean> {
  const updated = await db
    .updateTable('partner_deliveries')
    .set({ status: 'pending', next_attempt_at: sql<Date>`now()`, queued: true })
    .where(ownedBy(carrierId, 'partner_deliveries'))
    .where('partner_id', '=', partnerId)
    .where('id', '=', id)
    .where('claimed_by', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Locks the partner's row (adds of webhooks queue) and answers how many webhooks it has. */
export async function lockPartnerWebhooks(db: Db, carrierId: number, partnerId: number): Promise<number> {
  await db.selectFrom('partners').select('id').where(ownedBy(carrierId, 'partners')).where('id', '=', partnerId).forUpdate().execute();
  const row = await db
    .selectFrom('partner_webhooks')
    .select(sql<number>`count(*)`.as('n'))
    .where(ownedBy(carrierId, 'partner_webhooks'))
    .where('partner_id', '=', partnerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
