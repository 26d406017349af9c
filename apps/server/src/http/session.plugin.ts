import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasLevel, type PermissionArea } from '@freight/domain';
import { AppError } from '../errors';
import { loadAuth } from '../modules/auth/auth.service';
import type { Access, AppDeps, AuthContext } from './context';

export const SESSION_COOKIE = 'sid';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves the session on every API request, refuses cross-site writes, and runs the one guard:
 * each route declares `config.access`; a route under /fe or /api that declares none needs a session.
 */
export function registerSession(app: FastifyInstance, deps: AppDeps) {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    if (!SAFE_METHODS.has(request.method) && request.url.startsWith('/fe/')) assertSameOrigin(request, deps);
    request.auth = await loadAuth(deps, request.cookies[SESSION_COOKIE]);
  });

  app.addHook('preHandler', async (request) => {
    if (!isApiPath(request.url)) return;
    checkAccess(request.routeOptions.config.access ?? 'session', request.auth);
  });
}

function isApiPath(url: string): boolean {
  return url.startsWith('/fe/') || url === '/fe' || url.startsWith('/api/');
}

/** The guard: 401 without a (complete) session, 403 without the permission. */
export function checkAccess(access: Access, auth: AuthContext | null): void {
  if (access === 'public') return;
  if (!auth) throw AppError.unauthorized();
  if (access === 'pending') return;
  if (auth.stage !== 'active') throw AppError.unauthorized('The second sign-in step is not done');
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
  if (!areas.some((area) => hasLevel(auth.permissions[area], access.level))) throw AppError.forbidden();
}

/**
 * Cookies go along with cross-site requests, so a state-changing call must prove it comes from our
 * own pages: its Origin (or, without one, its Referer) must be this server's origin.
 */
export function assertSameOrigin(request: FastifyRequest, deps: AppDeps) {
  const claimed = request.headers.origin ?? originOf(request.headers.referer);
  const own = new Set([new URL(deps.config.publicUrl).origin, `${request.protocol}://${request.host}`]);
  if (!claimed || !own.has(claimed)) throw AppError.forbidden('Cross-site request refused');
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
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, deps: AppDeps) {
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
  if (carrierId === null || carrierId === undefined) throw AppError.forbidden('Act as a carrier first');
  return carrierId;
}

/** The resolved caller; only for routes whose access is not 'public'. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth;
}

/** For calls that need a second permission beyond their route's access (e.g. areas and zones). */
export function assertLevel(request: FastifyRequest, area: PermissionArea, level: 'read' | 'write') {
  checkAccess({ area, level }, request.auth);
}
