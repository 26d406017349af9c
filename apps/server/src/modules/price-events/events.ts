/**
 * The events a pricelist save makes, written inside the save's own transaction: the event rows and
 * one delivery row per webhook and address (the outbox), so a save that rolls back tells nobody and
 * a committed one is never lost; the deliveries are handed to the queue after the commit of every
 * pricing write (deps.ts `changePricing` calls `NotificationDelivery.dispatchSoon`) or, failing
 * that, by the periodic recovery.
 *
 * - `pricelist.changed`: the save changes any price (a cell, a minimum or a maximum; a lane added
 *   or removed), counted by `priceChanges`. A new pricelist counts when it takes effect today or
 *   earlier; one that takes effect later is `pricelist.scheduled` only.
 * - `pricelist.scheduled`: the saved pricelist takes effect after the carrier's today and is new or
 *   its valid_from moved; its `pricelist.effective` is then due on that day (a notice row the
 *   periodic check turns into events: `emitDueEffective`).
 * Told: the partners the pricelist prices for (its own; a general one's: every partner of the carrier
 * that does not hide the general pricelists). Only partners with a webhook or recipients of the event get an event row.
 */
import { randomUUID } from 'node:crypto';
import type { WebhookEvent, WebhookEventBody } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { carrierToday } from '../carriers';
import { priceChanges, type GridOf } from './price-changes';
import * as repo from './events.repository';

/** What the save tells: the pricelist written (`id`), the one it replaced (null: created), the predecessor an increase replaces. */
export interface PricelistSaved {
  id: number;
  before: (GridOf & { valid_from: string }) | null;
  after: GridOf & { valid_from: string };
  /** A rate increase's successor: the pricelist it replaces. */
  replaces?: number | undefined;
}

/**
 * Writes the save's events and their deliveries in `tx` (the save's transaction); answers how many
 * deliveries. `facts`: the pricelist as its write returned it (the save reads the record only once).
 */
export async function emitPricelistEvents(tx: Db, facts: repo.PricelistFacts, saved: PricelistSaved, now = new Date()): Promise<number> {
  const carrierId = facts.carrier_id;
  if (facts.archived_at !== null) return 0;
  const today = await carrierToday(tx, carrierId, now);
  const scheduled = facts.valid_from > today;
  let deliveries = 0;
  if (!(scheduled && saved.before === null)) {
    const changes = priceChanges(saved.before, saved.after);
    if (changes.lanes > 0 || changes.cells > 0) deliveries += await emit(tx, facts, 'pricelist.changed', { changes }, now);
  }
  if (scheduled && (saved.before === null || saved.before.valid_from !== facts.valid_from || saved.replaces !== undefined)) {
    const replaces = saved.replaces === undefined ? null : await replacedOf(tx, carrierId, saved.replaces);
    deliveries += await emit(tx, facts, 'pricelist.scheduled', { effective_from: facts.valid_from, replaces }, now);
    await repo.upsertEffectiveNotice(tx, {
      pricelist_id: facts.id,
      carrier_id: carrierId,
      effective_from: facts.valid_from,
      replaces_id: saved.replaces ?? null,
    });
  }
  return deliveries;
}

/**
 * The `pricelist.effective` events due by `now` (each carrier's day), in one transaction per
 * batch, the notices locked so two processes do not both tell. A notice whose pricelist was
 * archived (an increase cancelled) or whose valid_from moved is closed without an event.
 */
export async function emitDueEffective(db: Db, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const { count, more } = await db.transaction().execute(async (tx) => {
      const due = await repo.dueEffectiveNotices(tx, now, 50);
      let count = 0;
      for (const notice of due) {
        const facts = await repo.pricelistFacts(tx, notice.carrier_id, notice.pricelist_id);
        if (facts && facts.archived_at === null && facts.valid_from === notice.effective_from) {
          const replaces = notice.replaces_id === null ? null : await replacedOf(tx, notice.carrier_id, notice.replaces_id);
          count += await emit(tx, facts, 'pricelist.effective', { effective_from: facts.valid_from, replaces }, now);
        }
        await repo.markNoticeDone(tx, notice.pricelist_id);
      }
      return { count, more: due.length === 50 };
    });
    total += count;
    if (!more) return total;
  }
}

async function replacedOf(tx: Db, carrierId: number, id: number) {
  const facts = await repo.pricelistFacts(tx, carrierId, id);
  return facts ? { id: facts.id, name: facts.name } : null;
}

/** One event per partner told, with a delivery per subscribed webhook and address; answers the deliveries. */
async function emit(
  tx: Db,
  facts: repo.PricelistFacts,
  type: WebhookEvent,
  data: Omit<WebhookEventBody['data'], 'pricelist'>,
  now: Date,
): Promise<number> {
  const told = await repo.audience(tx, facts.carrier_id, facts.id, type);
  const events: EventRows = [];
  const deliveries: DeliveryRows = [];
  addEvents(events, deliveries, told, facts, type, data, now);
  // Two statements however many partners are told (the events first: deliveries refer to them).
  await repo.insertEvents(tx, events);
  await repo.insertDeliveries(tx, deliveries);
  return deliveries.length;
}

type EventRows = Parameters<typeof repo.insertEvents>[1];
type DeliveryRows = Parameters<typeof repo.insertDeliveries>[1];

/** Adds to `events` and `deliveries` one event per partner `told` of `facts`, a delivery per webhook and address. */
function addEvents(
  events: EventRows,
  deliveries: DeliveryRows,
  told: Iterable<[number, { webhooks: readonly { id: number; url: string }[]; emails: readonly string[] }]>,
  facts: repo.PricelistFacts,
  type: WebhookEvent,
  data: Omit<WebhookEventBody['data'], 'pricelist'>,
  now: Date,
) {
  for (const [partnerId, { webhooks, emails }] of told) {
    if (!webhooks.length && !emails.length) continue;
    const id = randomUUID();
    const body: WebhookEventBody = {
      id,
      type,
      created_at: now.toISOString(),
      data: {
        pricelist: {
          id: facts.id,
          name: facts.name,
          version: facts.version,
          service: { code: facts.service_code, name: facts.service_name },
          customer: facts.customer_id === null ? null : { id: facts.customer_id, name: facts.customer_name ?? '' },
          valid_from: facts.valid_from,
          valid_to: facts.valid_to,
          currency: facts.currency,
        },
        ...data,
      },
    };
    events.push({ id, carrier_id: facts.carrier_id, partner_id: partnerId, type, pricelist_id: facts.id, body, created_at: now });
    for (const r of [
      ...webhooks.map((w) => ({ channel: 'webhook' as const, webhook_id: w.id, target: w.url })),
      ...[...new Set(emails)].map((email) => ({ channel: 'email' as const, webhook_id: null, target: email })),
    ])
      deliveries.push({ ...r, carrier_id: facts.carrier_id, partner_id: partnerId, event_id: id });
  }
}

/**
 * A rate increase's successors, applied at once (decision 19): `pricelist.scheduled` to the partners
 * each prices for (`replaces`: the predecessor as the caller read it), and its effective notice, in a few statements however many (`emitPricelistEvents`
 * one by one would be thousands of queries in the increase's final transaction). Answers the deliveries.
 */
export async function emitScheduledSuccessors(
  tx: Db,
  carrierId: number,
  successors: readonly { id: number; replaces: { id: number; name: string } }[],
  now = new Date(),
): Promise<number> {
  if (successors.length === 0) return 0;
  const [facts, subscribed] = await Promise.all([
    repo.pricelistFactsOf(
      tx,
      carrierId,
      successors.map((s) => s.id),
    ),
    repo.subscribers(tx, carrierId, 'pricelist.scheduled'),
  ]);
  const byId = new Map(facts.map((f) => [f.id, f]));
  const events: EventRows = [];
  const deliveries: DeliveryRows = [];
  const notices: Parameters<typeof repo.insertEffectiveNotices>[1][number][] = [];
  for (const { id, replaces } of successors) {
    const successor = byId.get(id);
    if (!successor || successor.archived_at !== null) continue;
    // The partners it prices for (pricelists.repository `pricesForPartner`).
    const told = [...subscribed].filter(([partnerId, p]) =>
      successor.customer_id === null ? !p.generalHidden : successor.customer_id === partnerId,
    );
    const data = { effective_from: successor.valid_from, replaces };
    addEvents(events, deliveries, told, successor, 'pricelist.scheduled', data, now);
    notices.push({ pricelist_id: id, carrier_id: carrierId, effective_from: successor.valid_from, replaces_id: replaces.id });
  }
  await repo.insertEvents(tx, events);
  await repo.insertDeliveries(tx, deliveries);
  await repo.insertEffectiveNotices(tx, notices);
  return deliveries.length;
}
