/**
 * What the HTTP layer knows of a request: who is calling (resolved by session.plugin.ts) and which
 * callers a route admits. It imports no module: the session plugin is handed its lookups
 * (src/deps.ts builds them), so the layers below never reach back up.
 */
import type { Access, Language, PartnerRecord, Permissions, RouteDescriptor } from '@freight/domain';
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
  /**
   * A partner user (the portal): their partner's id; null for the carrier's staff and admins. The
   * guard admits a partner user only to 'account', 'partner_user' and 'partner' routes.
   */
  partnerId: number | null;
  /** The partner of a partner user, as the pricing engine reads it (their portal's 'partner' calls act as it). */
  partner: PartnerRecord | null;
  /** What a partner user reads until they choose their own: their partner's language, else the carrier's; null for others. */
  partnerLanguage: Language | null;
}

/** Where a request came from, for the security trail and the sessions list. */
export interface RequestOrigin {
  /** The client's address (as TRUST_PROXY lets Fastify read it). */
  ip: string;
  /** The User-Agent as sent, cut to USER_AGENT_MAX characters; null when none was sent. */
  userAgent: string | null;
}

/** A signed-in caller and where the request came from: what an action the security trail records needs. */
export interface Requester {
  auth: AuthContext;
  origin: RequestOrigin;
}

/** The longest User-Agent kept: real ones are under 300 characters, and a header is the client's to fill. */
const USER_AGENT_MAX = 512;

/** The request's origin (its address and browser). */
export function requestOrigin(request: { ip: string; headers: { 'user-agent'?: string | undefined } }): RequestOrigin {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: agent ? agent.slice(0, USER_AGENT_MAX) : null };
}

/** Which callers a route admits (a route's contract, packages/domain/src/contract); checked by the one guard in session.plugin.ts. */
export type { Access } from '@freight/domain';

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
    /** The route's contract, when it was registered from one (http/serve.ts): every /fe and /api/v1 route is. */
    route?: RouteDescriptor;
    /**
     * A GET that changes state (sign out, act as a carrier, start two-factor set-up): refused when
     * cross-site, like every write (session.plugin assertSameOrigin).
     */
    stateChanging?: boolean;
  }
}
