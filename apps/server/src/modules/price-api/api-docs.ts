import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ALL_ROUTES, API_DOC_ROUTES } from '@freight/domain';
import type { Seams } from '../../seams';
import { openApiDocument } from '../../http/openapi';
import { registerPageHeaders } from '../../http/security-headers';
import { serve } from '../../http/serve';
import { SESSION_COOKIE } from '../../http/session.plugin';

/** What this file's functions take of the app's seams. */
type ModuleDeps = Pick<Seams, 'db' | 'config'>;

const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>Freight price API</title>
  <link rel="stylesheet" href="/docs-assets/swagger/swagger-ui.css" />
</head>
<body>
  <div id="docs"></div>
  <script src="/docs-assets/swagger/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>`;

// Assets sit outside /api so the API guard does not apply to them. A script file, not inline, so a strict Content-Security-Policy can stay on.
// No validator badge: it would load an image from validator.swagger.io (the policy allows none, and the page calls nowhere else).
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/v1/openapi.json', dom_id: '#docs', deepLinking: true, validatorUrl: null });`;

/** The web app's API (/fe): every descriptor under /fe, each naming who may call it (`x-access`). */
export function webOpenApiDocument(serverUrl: string) {
  return openApiDocument({
    info: {
      title: 'Freight web app API (/fe)',
      version: '1.0.0',
      description:
        "The calls of the carrier's web app, made from the route descriptors (packages/domain/src/contract). Signed in by the " +
        'session cookie; a write (and a GET that changes state) is refused unless it comes from the same origin.',
    },
    serverUrl,
    routes: ALL_ROUTES.filter((route) => route.path.startsWith('/fe/')),
    securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session of POST /fe/login' } },
    security: 'session',
    showAccess: true,
  });
}

/**
 * Swagger UI for partners' developers at /api/docs, from the package's own files (no CDN), under
 * the pages' Content-Security-Policy; and, outside production, the web app's API as an OpenAPI
 * document at /fe/openapi.json.
 */
export async function apiDocsRoutes(app: FastifyInstance, deps: ModuleDeps) {
  await app.register(async (pages) => {
    await registerPageHeaders(pages, deps.config.publicUrl);
    await pages.register(fastifyStatic, { root: SWAGGER_DIR, prefix: '/docs-assets/swagger/', decorateReply: false, wildcard: false });
    serve(pages, API_DOC_ROUTES.page, (_, _request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
    serve(pages, API_DOC_ROUTES.pageScript, (_, _request, reply) => reply.type('text/javascript; charset=utf-8').send(INIT));
  });
  if (!deps.config.production) {
    let document: ReturnType<typeof webOpenApiDocument> | null = null;
    serve(app, API_DOC_ROUTES.webOpenApi, () => (document ??= webOpenApiDocument(deps.config.publicUrl)));
  }
}
