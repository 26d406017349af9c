import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_REQUEST_HEADER, hasLevel, isStorableText, UNSTORABLE_TEXT_MESSAGE, type PermissionArea } from '@freight/domain';
import { AppError, english } from '../errors';
import { requestOrigin, type Access, type ApiPartner, type AuthContext, type Requester } from './context';

export const SESSION_COOKIE = 'sid';

/** What the guard is handed by the composition root (src/deps.ts): the lookups of a caller, and our own origin. */
export interface SessionResolvers {
  /** PUBLIC_URL: its origin is the only one a state-changing call may come from. */
  publicUrl: string;
  /** The session of a cookie's token (null when there is none or it has ended). */
  loadAuth: (cookieToken: string) => Promise<AuthContext | null>;
  /** The partner of a Bearer token; throws 401 when it is unknown. Synchronous when remembered. */
  partnerByToken: (token: string) => ApiPartner | Promise<ApiPartner>;
}

/** Where the app is served (PUBLIC_URL), for the same-origin check and the cookie's Secure flag. */
interface Served {
  config: { publicUrl: string };
}
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Runs the one guard on every API request, before its body is read: refuses a query parameter
 * given twice or with a NUL, and cross-site state changes (writes under /fe, and the GETs that declare
 * `config.stateChanging`), resolves the session, then checks the route's `config.access` (a route
 * under /fe or /api that declares none needs a session). A partner-API route ('partner') resolves
 * its Bearer token here too, so a call without a valid token or session is 401 whatever its body.
 */
export function registerSession(app: FastifyInstance, resolvers: SessionResolvers) {
  const served: Served = { config: { publicUrl: resolvers.publicUrl } };
  app.decorateRequest('auth', null);
  app.decorateRequest('apiPartner', null);

  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    assertPlainQuery(request.query);
    const config = request.routeOptions.config;
    const isWrite = !SAFE_METHODS.has(request.method) && request.url.startsWith('/fe/');
    if (isWrite || config.stateChanging) assertSameOrigin(request, served);
    // Without a session cookie (a partner's system) there is nothing to look up or wait for.
    const sessionToken = request.cookies[SESSION_COOKIE];
    if (sessionToken) request.auth = await resolvers.loadAuth(sessionToken);
    const access = config.access ?? 'session';
    if (access === 'partner') {
      const partner = identifyApiCaller(request, resolvers, served);
      request.apiPartner = partner instanceof Promise ? await partner : partner;
    } else checkAccess(access, request.auth);
  });
}

function isApiPath(url: string): boolean {
  return url.startsWith('/fe/') || url === '/fe' || url.startsWith('/api/');
}

/** The guard: 401 without a (complete) session, 403 without the permission. */
export function checkAccess(access: Exclude<Access, 'partner'>, auth: AuthContext | null): void {
  if (access === 'public') return;
  if (!auth) throw AppError.unauthorized();
  if (access === 'pending') return;
  if (auth.stage !== 'active') throw AppError.unauthorized(english('errors.session.secondStepDue'));
  if (access === 'account') return;
  // A partner user (the portal) reaches their own account, the portal and the partner API only.
  if (access === 'partner_user') {
    if (auth.partnerId === null) throw AppError.forbidden(english('errors.session.partnerPortal'));
    return;
  }
  if (auth.partnerId !== null) throw AppError.forbidden(english('errors.session.portalOnly'));
  if (access === 'session') return;
  if (access === 'admin') {
    if (!auth.isAdmin) throw AppError.forbidden();
    return;
  }
  if (access === 'calculator') {
    if (!auth.permissions.calculator) throw AppError.forbidden();
    return;
  }
  const areas: readonly PermissionArea[] = typeof access.area === 'string' ? [access.area] : access.area;
  if (access.orCalculator && auth.permissions.calculator) return;
  if (access.every) {
    const missing = areas.filter((area) => !hasLevel(auth.permissions[area], access.level));
    if (missing.length) {
      const needed = (list: readonly PermissionArea[]) => list.map((area) => `${area} ${access.level}`).join(' and ');
      throw AppError.forbidden(english('errors.session.needsAreas', { needed: needed(areas), missing: needed(missing) }));
    }
    return;
  }
  if (!areas.some((area) => hasLevel(auth.permissions[area], access.level))) throw AppError.forbidden();
}

/**
 * The partner API's caller: the partner of a Bearer token (401 when it is malformed or unknown),
 * or, without one, from our own pages: a partner user's session acts as their partner, exactly as
 * its token would; a signed-in user with the calculator permission is null (the route takes the
 * carrier from the session).
 */
function identifyApiCaller(request: FastifyRequest, resolvers: SessionResolvers, served: Served): ApiPartner | null | Promise<ApiPartner> {
  const header = request.headers.authorization;
  if (header) {
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) throw AppError.unauthorized(english('errors.session.bearer', { token: '<partner token>' }));
    return resolvers.partnerByToken(token);
  }
  const auth = request.auth;
  if (auth?.partner && auth.carrierId !== null) {
    checkAccess('partner_user', auth);
    assertSameOrigin(request, served);
    return { carrierId: auth.carrierId, partner: auth.partner };
  }
  checkAccess('calculator', request.auth);
  assertSameOrigin(request, served);
  return null;
}

/**
 * Cookies go along with cross-site requests, so a state-changing call must prove it comes from our
 * own pages. Refused: a browser's Fetch metadata saying cross-site or same-site, and an Origin (or,
 * without one, a Referer) other than PUBLIC_URL's origin; the request's own Host is never trusted.
 * Without an Origin or Referer, the browser's `Sec-Fetch-Site: same-origin` or the web app's
 * APP_REQUEST_HEADER (which a link or a form cannot send) is the proof.
 */
export function assertSameOrigin(request: FastifyRequest, deps: Served) {
  const own = new URL(deps.config.publicUrl).origin;
  const refused = AppError.forbidden(english('errors.session.crossSite', { origin: own }));
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') throw refused;
  const claimed = request.headers.origin ?? originOf(request.headers.referer);
  if (claimed !== undefined) {
    if (claimed !== own) throw refused;
    return;
  }
  const fromApp = request.headers[APP_REQUEST_HEADER.name.toLowerCase()] === APP_REQUEST_HEADER.value;
  if (site !== 'same-origin' && !fromApp) throw refused;
}

/**
 * Every query parameter once, as text PostgreSQL can store: a repeated one (?name=a&name=b, which
 * no route takes) or one with a NUL is the caller's error, named, wherever the route reads it.
 */
function assertPlainQuery(query: unknown) {
  if (!query || typeof query !== 'object') return;
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      throw AppError.invalid(english('errors.http.queryRepeated', { name }), { [name]: english('errors.http.givenTwice') });
    }
    if (!isStorableText(name) || (typeof value === 'string' && !isStorableText(value))) {
      // The parameter's name as it came (not a field's label), then the schemas' own reason.
      throw AppError.invalid(english('errors.http.queryUnstorable', { name }), { [name]: UNSTORABLE_TEXT_MESSAGE });
    }
  }
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Sets the session cookie: HttpOnly, SameSite=Lax, Secure when served over https. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  deps: { config: { publicUrl: string; sessionMaxDays: number } },
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https' || deps.config.publicUrl.startsWith('https:'),
    maxAge: deps.config.sessionMaxDays * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The caller's carrier, or 403 for an admin who is not acting as one. */
export function carrierOf(request: FastifyRequest): number {
  const carrierId = request.auth?.carrierId;
  if (carrierId === null || carrierId === undefined) throw AppError.forbidden(english('errors.session.actAsCarrier'));
  return carrierId;
}

/**
 * The partner user's carrier and partner (the portal's routes, access 'partner_user', which the
 * guard admits only for partner users): 403 for anyone else.
 */
export function partnerUserOf(request: FastifyRequest): { carrierId: number; partnerId: number } {
  const auth = authOf(request);
  if (auth.partnerId === null || auth.carrierId === null) throw AppError.forbidden(english('errors.session.partnerPortal'));
  return { carrierId: auth.carrierId, partnerId: auth.partnerId };
}

/** The resolved caller; only for routes whose access is not 'public'. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth;
}

/** The resolved caller and where the request came from (the security trail's actor and address). */
export function requesterOf(request: FastifyRequest): Requester {
  return { auth: authOf(request), origin: requestOrigin(request) };
}
