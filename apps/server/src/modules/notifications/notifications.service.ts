/**
 * A partner's notification settings and delivery log (PARTNER_NOTIFICATION_ROUTES): webhooks (the
 * secret sealed, answered once), e-mail recipients and their events, the deliveries with their
 * attempts, and resend. Another carrier's partner, webhook or delivery is 404.
 */
import type { notificationRecipientsSchema, WebhookAnswer, WebhookDelivery, WebhookEvent, webhookSchema } from '@freight/domain';
import type { z } from 'zod';
import type { Seams } from '../../seams';
import type { JobsSeam } from '../bulk';
import type { Db } from '../../db/carrier-scope';
import { lockOwned, ownedName } from '../../db/ownership.repository';
import { updateRecord } from '../../lib/update-record';
import { AppError, english } from '../../errors';
import { NOTIFICATION_QUEUE } from './delivery';
import * as repo from './notifications.repository';
import { newWebhookSecret, sealSecret } from './webhook-secret';

/** A partner has at most this many webhook endpoints. */
export const MAX_WEBHOOKS = 10;
/** How long a save waits for the webhook host's addresses; no answer by then saves it (each delivery checks again). */
export const SAVE_CHECK_TIMEOUT_MS = 3000;

type Deps = Pick<Seams, 'db' | 'config' | 'outbound'> & JobsSeam;

async function assertPartner(deps: Pick<Seams, 'db'>, carrierId: number, partnerId: number) {
  if ((await ownedName(deps.db, carrierId, 'partners', partnerId)) === undefined) throw AppError.notFound();
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export async function listWebhooks(deps: Deps, carrierId: number, partnerId: number): Promise<WebhookAnswer[]> {
  await assertPartner(deps, carrierId, partnerId);
  const rows = await repo.listWebhooks(deps.db, carrierId, partnerId);
  return rows.map((r) => ({ id: r.id, url: r.url, events: r.events as WebhookEvent[], created_at: iso(r.created_at) }));
}

export async function addWebhook(
  deps: Deps,
  carrierId: number,
  partnerId: number,
  body: z.output<typeof webhookSchema>,
): Promise<{ id: number; secret: string }> {
  // Another carrier's partner is 404 before anything is looked up. The lookup is outside the
  // transaction (it holds no lock while the name resolves). A host that is, or resolves to, an address
  // that is not public is refused; one that does not resolve now is kept (each delivery checks again).
  await assertPartner(deps, carrierId, partnerId);
  const check = await deps.outbound.checkUrl(body.url, SAVE_CHECK_TIMEOUT_MS);
  if (check.verdict === 'refused') {
    const notPublic = english('errors.notifications.notPublic');
    throw AppError.invalid(notPublic, { url: notPublic });
  }
  return deps.db.transaction().execute(async (tx) => {
    await assertPartner({ db: tx }, carrierId, partnerId);
    // Locks the partner's row: two adds at once do not both slip under the limit.
    const existing = await repo.lockPartnerWebhooks(tx, carrierId, partnerId);
    if (existing >= MAX_WEBHOOKS)
      throw AppError.invalid(english('errors.notifications.tooMany', { max: String(MAX_WEBHOOKS) }), {
        url: english('errors.notifications.atMost', { max: String(MAX_WEBHOOKS) }),
      });
    const secret = body.secret ?? newWebhookSecret();
    const id = await repo.insertWebhook(tx, {
      carrier_id: carrierId,
      partner_id: partnerId,
      url: body.url,
      secret_sealed: sealSecret(deps.config.secretKey, secret),
      events: body.events,
    });
    return { id, secret };
  });
}

export async function removeWebhook(deps: Deps, carrierId: number, partnerId: number, webhookId: number): Promise<void> {
  const removed = await deps.db.transaction().execute((tx) => repo.deleteWebhook(tx, carrierId, partnerId, webhookId));
  if (!removed) throw AppError.notFound();
}

export async function getRecipients(deps: Deps, carrierId: number, partnerId: number) {
  await assertPartner(deps, carrierId, partnerId);
  return readRecipients(deps.db, carrierId, partnerId);
}

/** A partner's mailed addresses and events, read through `db` (a transaction reads its own writes). */
async function readRecipients(db: Db, carrierId: number, partnerId: number) {
  const found = await repo.findRecipients(db, carrierId, partnerId);
  return { emails: found?.emails ?? [], events: (found?.events ?? []) as WebhookEvent[] };
}

export function setRecipients(deps: Deps, carrierId: number, partnerId: number, body: z.output<typeof notificationRecipientsSchema>) {
  return updateRecord((work) => deps.db.transaction().execute(work), {
    lock: (tx) => lockOwned(tx, carrierId, 'partners', partnerId),
    write: (tx) => repo.saveRecipients(tx, carrierId, partnerId, body.emails, body.events),
    answer: (tx) => readRecipients(tx, carrierId, partnerId),
  });
}

function deliveryAnswer(row: repo.DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    channel: row.channel,
    target: row.target,
    event: { id: row.event_id, type: row.event_type, created_at: iso(row.event_created_at), pricelist_name: row.pricelist_name ?? '' },
    status: row.status,
    attempts: row.attempts.map((a) => ({ at: iso(a.at), status_code: a.status_code, answer: a.answer, ok: a.ok })),
    next_attempt_at: row.status === 'pending' && row.next_attempt_at ? iso(row.next_attempt_at) : null,
  };
}

export async function listDeliveries(
  deps: Deps,
  carrierId: number,
  partnerId: number,
  query: { page: number; status?: 'pending' | 'delivered' | 'failed' | undefined },
) {
  await assertPartner(deps, carrierId, partnerId);
  const { items, count } = await repo.listDeliveries(deps.db, carrierId, partnerId, query.page, query.status);
  return { items: items.map(deliveryAnswer), count };
}

/** Tries the delivery again now (the same event id): pending and due, its job queued; answers it. */
export async function resendDelivery(deps: Deps, carrierId: number, partnerId: number, deliveryId: number): Promise<WebhookDelivery> {
  const queued = await deps.db.transaction().execute(async (tx) => {
    if (!(await repo.findDelivery(tx, carrierId, partnerId, deliveryId))) throw AppError.notFound();
    // Not reset while an attempt is running: that attempt is the resend.
    if (!(await repo.resetForResend(tx, carrierId, partnerId, deliveryId))) return false;
    await deps.jobs.sendWork(tx, NOTIFICATION_QUEUE, String(deliveryId));
    return true;
  });
  if (queued) deps.jobs.wakeWork(NOTIFICATION_QUEUE);
  const row = await repo.findDelivery(deps.db, carrierId, partnerId, deliveryId);
  if (!row) throw AppError.notFound();
  return deliveryAnswer(row);
}
