import { errorCodes, type FastifyInstance } from 'fastify';
import { parse as secureJsonParse } from 'secure-json-parse';
import { AppError, english } from '../errors';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../lib/json-depth';
import type { Access } from './context';

/** Every route but those below: a pricelist grid or a JSON import fits in a few MB. */
export const DEFAULT_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * The routes anyone may call without a (complete) session: sign-in, its second step, registration,
 * the mailed links, a forgotten password. Their bodies are a few short fields, so a stranger cannot
 * make the server read (and parse) megabytes.
 */
export const PUBLIC_BODY_LIMIT = 16 * 1024;

/** 100,000 shipments are about 15 MB of JSON (20 MB with dimensions): the mass and tender price calls only may send up to 32 MB. */
export const BULK_BODY_LIMIT = 32 * 1024 * 1024;
const PUBLIC_ACCESS: ReadonlySet<Access> = new Set(['public', 'pending']);

/**
 * Bounds what a request body can cost before it is parsed: public routes take PUBLIC_BODY_LIMIT
 * (a larger body is 413 on its Content-Length, unread), and the JSON parser refuses a body nested
 * deeper than MAX_JSON_DEPTH (422) before parsing it. The parse itself is Fastify's own
 * (secure-json-parse, a `__proto__` or `constructor.prototype` key refused). Call before the routes.
 */
export function registerBodyLimits(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (access !== undefined && PUBLIC_ACCESS.has(access))
      route.bodyLimit = Math.min(route.bodyLimit ?? PUBLIC_BODY_LIMIT, PUBLIC_BODY_LIMIT);
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      return done(AppError.invalid(english('errors.http.bodyTooDeep', { depth: String(MAX_JSON_DEPTH) })), undefined);
    }
    let parsed: unknown;
    try {
      parsed = secureJsonParse(text, { protoAction: 'error', constructorAction: 'error' });
    } catch {
      return done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
    }
    done(null, parsed);
  });
}
