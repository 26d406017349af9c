import type { SecurityEventKind } from '@freight/domain';
import { ownedBy, type Db } from '../../db/carrier-scope';
import { pageOf } from '../../db/paging';

/** An event as a service records it: its carrier (null: none), kind, who, from where, about what. */
export interface NewSecurityEvent {
  carrierId: number | null;
  kind: SecurityEventKind;
  /** Who did it; null when nobody signed in did (a failed sign-in, a partner's API token). */
  actor: { id: number; name: string } | null;
  /** The request's address; null for the server's own work. */
  ip: string | null;
  /** The user the event is about, when it is about one (filters `?user=` with the actor). */
  subjectUserId?: number | null;
  /** The partner the event is about (a person of it invited or revoked). */
  partnerId?: number | null;
  subject?: string;
  detail?: string;
}

/**
 * Appends one event. Called with the transaction of the action it records (`tx`), so the two are
 * committed or rolled back together; rows are never changed (a trigger refuses it).
 */
export async function recordSecurityEvent(db: Db, event: NewSecurityEvent): Promise<void> {
  await db
    .insertInto('security_events')
    .values({
      carrier_id: event.carrierId,
      kind: event.kind,
      actor_id: event.actor?.id ?? null,
      actor_name: event.actor?.name ?? null,
      subject_user_id: event.subjectUserId ?? null,
      customer_id: event.partnerId ?? null,
      subject: event.subject ?? '',
      detail: event.detail ?? '',
      ip: event.ip,
    })
    .execute();
}

/** A page of the carrier's events, newest first; `user` matches the actor or the user the event is about. */
export function listSecurityEvents(
  db: Db,
  carrierId: number,
  filters: { page: number; kind?: SecurityEventKind | undefined; user?: number | undefined },
) {
  let query = db
    .selectFrom('security_events')
    .where(ownedBy(carrierId, 'security_events'))
    .select(['id', 'at', 'kind', 'actor_id', 'actor_name', 'ip', 'subject', 'detail']);
  if (filters.kind) query = query.where('kind', '=', filters.kind);
  const user = filters.user;
  if (user !== undefined) query = query.where((eb) => eb.or([eb('actor_id', '=', user), eb('subject_user_id', '=', user)]));
  return pageOf(query.orderBy('id', 'desc'), filters.page);
}

/**
 * The partner's `access_revoked` events, newest first: those recorded with the partner, and those
 * recorded before events carried it (migration 0032) whose detail names it ("a person of Acme", or
 * with "; acting as ..." after it).
 */
export function listPartnerRevocations(db: Db, carrierId: number, partner: { id: number; name: string }, limit: number) {
  const named = `a person of ${partner.name}`;
  return db
    .selectFrom('security_events')
    .where(ownedBy(carrierId, 'security_events'))
    .where('kind', '=', 'access_revoked')
    .where((eb) =>
      eb.or([
        eb('customer_id', '=', partner.id),
        eb.and([
          eb('customer_id', 'is', null),
          eb.or([eb('detail', '=', named), eb(eb.fn('left', ['detail', eb.val(named.length + 2)]), '=', `${named}; `)]),
        ]),
      ]),
    )
    .select(['id', 'at', 'actor_name', 'subject'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Deletes at most `batch` events older than `before` (of every carrier); answers how many. */
export async function deleteSecurityEventsBefore(db: Db, before: Date, batch: number): Promise<number> {
  const result = await db
    .deleteFrom('security_events')
    .where('id', 'in', (eb) => eb.selectFrom('security_events').select('id').where('at', '<', before).limit(batch))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
