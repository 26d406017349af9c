/**
 * Security headers on every answer: helmet's set, with a Content-Security-Policy that
 * depends on what is answered.
 *
 * - Pages (the web app's files and index.html, the API docs): @fastify/helmet in the scope that
 *   serves them, with the app's policy (`pagePolicy`): scripts only from the server's own files,
 *   never inline or eval'd; styles also inline (Mantine injects <style> tags and style attributes);
 *   images also data: (the two-factor QR code) and blob:; no framing, no plugins, forms and the
 *   base URL only to the origin.
 * - Every answer first (the JSON API, files, errors, 404s; pages until their own are set): the same
 *   headers with `default-src 'none'; frame-ancestors 'none'`, by helmet's middleware built once at
 *   start and run by one sync hook (about 0.3 µs). @fastify/helmet builds the middleware anew on
 *   every request (about 2 µs, plus an async hook): on the price API's ~75 µs a request that would
 *   be 3-4 % of its throughput, so it serves the pages' scopes only.
 * - Uploaded images (the carrier's logo): `IMAGE_HEADERS`, set by their routes over the rest.
 *
 * HSTS only when PUBLIC_URL is https: on a plain-http address the browser ignores it, and
 * `upgrade-insecure-requests` would break a self-hosted server reached over http.
 */
import type { FastifyInstance } from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import helmet, { type HelmetOptions } from 'helmet';

/** The page policy's directives: the web app and the Swagger UI run under it without a violation (e2e checks every page). */
export function pagePolicy(isHttps: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(isHttps ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The policy of an answer that is not a page: it may load nothing and be framed by nothing. */
const API_POLICY = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/** The headers of an uploaded image: not sniffed as anything else, and inert if opened as a document. */
export const IMAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
} as const;

/** helmet's options with a policy: no framing, nosniff, the referrer's origin only across sites, HSTS on https. */
function helmetOptions(directives: Record<string, string[]>, isHttps: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

const isHttpsUrl = (publicUrl: string) => new URL(publicUrl).protocol === 'https:';

/**
 * Every answer's headers, with the API policy, from helmet's middleware built once and run by one
 * sync hook first of all (so a refusal by a later hook carries them too); a page's scope sets its
 * own over them (`registerPageHeaders`), a route may set some over both.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  // The plugin's options are helmet's (its types name helmet's CommonJS declarations, these the ES module's).
  const setHeaders = helmet(helmetOptions(API_POLICY, isHttpsUrl(publicUrl)) as HelmetOptions);
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}

/** Pages: @fastify/helmet with the page policy on every route of `scope`, over the API's headers. */
export async function registerPageHeaders(scope: FastifyInstance, publicUrl: string): Promise<void> {
  const isHttps = isHttpsUrl(publicUrl);
  await scope.register(fastifyHelmet, helmetOptions(pagePolicy(isHttps), isHttps));
}
