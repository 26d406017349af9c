/**
 * The security trail and the user's own sessions (docs/api.md "Security events and sessions"): who
 * signed in or failed to, who changed roles, people and tokens, who exported prices, and where a
 * user is signed in.
 */
import { z } from 'zod';
import { idField, timestampField } from './fields';
import { pageField } from './list.schema';
import { REASONS } from './reasons';

/** What a security event records; each is written in the transaction of the action it records. */
export const SECURITY_EVENT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'two_factor_enabled',
  'password_reset_requested',
  'password_set',
  'sessions_ended',
  'admin_acted_as',
  'user_created',
  'user_changed',
  'user_deleted',
  'role_created',
  'role_changed',
  'role_deleted',
  'invitation_sent',
  'invitation_accepted',
  'access_revoked',
  'token_reset',
  'pricelist_exported',
  'budget_exported',
  'tender_exported',
  'settings_changed',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** A kind as a person reads it in the security log (sentence case, writing.md). */
export const SECURITY_EVENT_LABELS: Record<SecurityEventKind, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  two_factor_enabled: 'Two-factor sign-in switched on',
  password_reset_requested: 'Password reset asked for',
  password_set: 'Password set',
  sessions_ended: 'Sessions ended',
  admin_acted_as: 'Platform admin acted as a user',
  user_created: 'User created',
  user_changed: 'User changed',
  user_deleted: 'User deleted',
  role_created: 'Role created',
  role_changed: 'Role changed',
  role_deleted: 'Role deleted',
  invitation_sent: 'Partner user invited',
  invitation_accepted: 'Invitation accepted',
  access_revoked: 'Partner user revoked',
  token_reset: 'API token reset',
  pricelist_exported: 'Pricelist exported',
  budget_exported: 'Budget calculated',
  tender_exported: 'Tender calculated',
  settings_changed: 'Settings changed',
};

/** How many days security events are kept (a daily clean-up deletes older ones). */
export const SECURITY_EVENT_RETENTION_DAYS = 400;

/** GET /fe/security_events?page=&kind=&user= */
export const securityEventListQuerySchema = z.object({
  page: pageField,
  /** Only events of this kind. */
  kind: z.enum(SECURITY_EVENT_KINDS, { error: REASONS.securityKind }).optional(),
  /** Only events this user did or that were about them (a user id). */
  user: z.coerce.number<number | string>({ error: REASONS.userId }).pipe(idField).optional(),
});
export type SecurityEventListQuery = z.output<typeof securityEventListQuerySchema>;

/** One event of the security log. */
export const securityEventSchema = z.strictObject({
  /** Event id, newest highest. */
  id: z.number().int(),
  /** When it happened. */
  at: timestampField,
  kind: z.enum(SECURITY_EVENT_KINDS),
  /** Who did it: a user (their name when it happened); null when nobody signed in did (a failed sign-in, a partner's API token). */
  actor: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
  /** The address the request came from; null for work the server did on its own. */
  ip: z.string().nullable(),
  /** What it was done to, in words: a user's name and e-mail, a role, a partner, a pricelist. */
  subject: z.string(),
  /** What changed or how, in words ("role Sales → Owner", "Excel, EUR pallets"); empty when the kind says it all. */
  detail: z.string(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

/** A session of the signed-in user (GET /fe/sessions). */
export const userSessionSchema = z.strictObject({
  /** The session's public id (never its cookie). */
  id: z.uuid(),
  /** When it was opened (the sign-in). */
  created_at: timestampField,
  /** The latest request it made (kept to the minute). */
  last_seen_at: timestampField,
  /** The address it signed in from; null for sessions older than the record. */
  ip: z.string().nullable(),
  /** The browser's User-Agent as it sent it; null when it sent none. */
  user_agent: z.string().nullable(),
  /** The browser and system in words ("Chrome on Windows"), read from user_agent. */
  device: z.string(),
  /** The session of this very request. */
  current: z.boolean(),
  /** The password was right and the two-factor code is still due. */
  two_factor_pending: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

/** DELETE /fe/sessions/{id}: the session's public id. */
export const sessionParamsSchema = z.object({ id: z.uuid({ error: REASONS.sessionId }) });

/** POST /fe/sessions/end_others: how many sessions were ended. */
export const endedSessionsSchema = z.strictObject({ ended: z.number().int() });
