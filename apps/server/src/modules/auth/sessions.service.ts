/**
 * A user's own sessions (docs/api.md "Security events and sessions"): where they are signed in, and
 * ending one or all the others (a lost laptop). Ending a session deletes its row, so its next
 * request is signed out at once, in every process (sessions live in the database).
 */
import { describeUserAgent, type UserSession } from '@freight/domain';
import { AppError, english } from '../../errors';
import type { AuthContext, Requester } from '../../http/context';
import type { Seams } from '../../seams';
import { recordCallerEvent } from '../security-events';
import * as repo from './auth.repository';

/** What these services use of the app's dependencies (deps.ts). */
type SessionsDeps = Pick<Seams, 'db' | 'config'>;

/** GET /fe/sessions: the signed-in person's live sessions (an admin's own while pretending), newest first. */
export async function listSessions(deps: SessionsDeps, auth: AuthContext): Promise<UserSession[]> {
  const now = new Date();
  const idleSince = new Date(now.getTime() - deps.config.sessionIdleMinutes * 60_000);
  const rows = await repo.listUserSessions(deps.db, auth.realUser.id, now, idleSince);
  return rows.map((row) => ({
    id: row.public_id,
    created_at: new Date(row.created_at).toISOString(),
    last_seen_at: new Date(row.last_seen_at).toISOString(),
    ip: row.ip,
    user_agent: row.user_agent,
    device: describeUserAgent(row.user_agent),
    current: row.id_hash === auth.sessionHash,
    two_factor_pending: row.stage === 'two_factor',
  }));
}

/** DELETE /fe/sessions/{id}: ends one of the caller's sessions (404 when they have none with the id); recorded. */
export async function endSession(deps: SessionsDeps, caller: Requester, publicId: string): Promise<void> {
  const user = caller.auth.realUser;
  await deps.db.transaction().execute(async (tx) => {
    const session = await repo.findUserSession(tx, user.id, publicId);
    if (!session || !(await repo.deleteUserSession(tx, user.id, publicId))) throw AppError.notFound(english('errors.session.ended'));
    const where = [describeUserAgent(session.user_agent), session.ip ? `from ${session.ip}` : ''].filter(Boolean).join(' ');
    await recordCallerEvent(tx, caller, {
      carrierId: user.carrier_id,
      kind: 'sessions_ended',
      subjectUserId: user.id,
      subject: user.email,
      detail: english(session.id_hash === caller.auth.sessionHash ? 'errors.session.log.this' : 'errors.session.log.one', { where }),
    });
  });
}

/** POST /fe/sessions/end_others: ends every session of the caller but this one; answers how many, recorded when any. */
export async function endOtherSessions(deps: SessionsDeps, caller: Requester): Promise<{ ended: number }> {
  const user = caller.auth.realUser;
  const ended = await deps.db.transaction().execute(async (tx) => {
    const ended = await repo.deleteOtherSessions(tx, user.id, caller.auth.sessionHash);
    if (ended > 0) {
      await recordCallerEvent(tx, caller, {
        carrierId: user.carrier_id,
        kind: 'sessions_ended',
        subjectUserId: user.id,
        subject: user.email,
        detail: ended === 1 ? english('errors.session.log.oneOther') : english('errors.session.log.others', { count: String(ended) }),
      });
    }
    return ended;
  });
  return { ended };
}
