/** Partners' change notifications (migration 0024): webhooks, recipients, events, deliveries, effective notices. */
import { sql } from 'kysely';
import { ownedBy, type Db } from '../../db/carrier-scope';
import { pageOf } from '../../db/paging';
import type { PartnerDeliveriesTable } from '../../db/schema';

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
