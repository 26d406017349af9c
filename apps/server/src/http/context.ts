/**
 * What the HTTP layer knows of a request: who is calling (resolved by session.plugin.ts) and which
 * callers a route admits. It imports no module: the session plugin is handed its lookups
 * (src/deps.ts builds them), so the layers below never reach back up.
 */
import type { PartnerRecord, Permissions, PermissionArea, PermissionLevel } from '@freight/domain';
import type { UserRow } from '../db/schema';

/** Who is calling, resolved once per request from the session cookie. */
export interface AuthContext {
  sessionHash: string;
  stage: 'two_factor' | 'active';
  /** The signed-in person (an admin stays the real user while pretending). */
  realUser: UserRow;
  /** The user the request acts as: the pretended user while an admin pretends. */
  user: UserRow;
  isAdmin: boolean;
  pretending: boolean;
  /** The carrier whose records the request sees; null for an admin not pretending. */
  carrierId: number | null;
  permissions: Permissions;
  roleName: string;
  /** The user holds the carrier's Owner role (a platform admin is not one, but may do what an Owner may). */
  isOwner: boolean;
  company: string | null;
  /** The carrier's time zone (IANA), or null for an admin acting as themselves. */
  timezone: string | null;
}

/** Which callers a route admits; checked by the one guard in session.plugin.ts. */
export type Access =
  | 'public'
  /** any signed-in user, also in the middle of the two-factor step */
  | 'pending'
  /** a signed-in user */
  | 'session'
  /** a platform administrator */
  | 'admin'
  /** a user with the calculator flag */
  | 'calculator'
  /**
   * the partner API: a partner's Bearer token (set as `request.apiPartner`), else a signed-in user
   * with the calculator flag calling from our own pages; checked before the body is read
   */
  | 'partner'
  /** a level on an area, or on any one of several (on every one of them with `every`) */
  | {
      area: PermissionArea | readonly PermissionArea[];
      level: Exclude<PermissionLevel, 'none'>;
      /** The level is needed on every area listed, not on one of them (a 403 names those missing). */
      every?: boolean;
      /** Also admit users with the calculator flag (the calculator's option lists). */
      orCalculator?: boolean;
    };

/** The partner a partner-API call's Bearer token names, with its carrier. */
export interface ApiPartner {
  carrierId: number;
  partner: PartnerRecord;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** On 'partner' routes: the partner of the Bearer token; null for the calculator's session. */
    apiPartner: ApiPartner | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A GET that changes state (sign out, act as a carrier, start two-factor set-up): refused when
     * cross-site, like every write (session.plugin assertSameOrigin).
     */
    stateChanging?: boolean;
  }
}
