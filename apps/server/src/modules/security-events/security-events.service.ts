/**
 * The security trail (docs/api.md "Security events and sessions"): what the services record, in the
 * transaction of the action, and the carrier's log as its Owner reads it.
 */
import type { SecurityEvent, SecurityEventListQuery } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import type { AuthContext, Requester } from '../../http/context';
import type { Seams } from '../../seams';
import { english } from '../../errors';
import * as repo from './security-events.repository';

/** What these services use of the app's dependencies (deps.ts). */
type SecurityEventsDeps = Pick<Seams, 'db'>;

/** What an event says beyond who and where: its carrier and kind, and what it was done to and how. */
export type EventFacts = Pick<repo.NewSecurityEvent, 'carrierId' | 'kind' | 'subject' | 'detail' | 'subjectUserId' | 'partnerId'>;

/**
 * Who did it, as the log names them: the signed-in person, so a platform admin acting as a
 * carrier's user is named as themselves (the detail says whom they acted as).
 */
export function actorOf(auth: AuthContext): { id: number; name: string } {
  const { realUser } = auth;
  return { id: realUser.id, name: realUser.is_admin ? english('errors.auth.log.platformAdmin', { name: realUser.name }) : realUser.name };
}

/**
 * Records an event of the signed-in caller in `tx` (the transaction of the action it records): the
 * caller as actor, the request's address. The carrier is the one acted on (a platform admin acts on
 * any), given with the facts.
 */
export function recordCallerEvent(tx: Db, caller: Requester, facts: EventFacts): Promise<void> {
  const { auth, origin } = caller;
  const detail = auth.pretending ? joinDetail(facts.detail, english('errors.auth.log.actingAs', { name: auth.user.name })) : facts.detail;
  return repo.recordSecurityEvent(tx, { ...facts, detail, actor: actorOf(auth), ip: origin.ip });
}

/**
 * Records that the caller downloaded prices (a pricelist's workbook, file or rate card; a budget or
 * tender): an export writes nothing else, so its event is a statement of its own.
 */
export function recordExport(deps: SecurityEventsDeps, requester: Requester, facts: EventFacts): Promise<void> {
  return recordCallerEvent(deps.db, requester, facts);
}

/** Two parts of a detail, "; " between them when both are there. */
export function joinDetail(...parts: (string | undefined)[]): string {
  return parts.filter(Boolean).join('; ');
}

/** GET /fe/security_events: a page of the carrier's events as the log shows them. */
export async function listSecurityEvents(
  deps: SecurityEventsDeps,
  carrierId: number,
  query: SecurityEventListQuery,
): Promise<{ items: SecurityEvent[]; count: number }> {
  const { items, count } = await repo.listSecurityEvents(deps.db, carrierId, query);
  return {
    count,
    items: items.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      kind: row.kind,
      actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name ?? '' },
      ip: row.ip,
      subject: row.subject,
      detail: row.detail,
    })),
  };
}
