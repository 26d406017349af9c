import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

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
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/v1/openapi.json', dom_id: '#docs', deepLinking: true });`;

/** Swagger UI for partners' developers at /api/docs, from the package's own files (no CDN). */
export async function apiDocsRoutes(app: FastifyInstance) {
  await app.register(fastifyStatic, { root: SWAGGER_DIR, prefix: '/docs-assets/swagger/', decorateReply: false, wildcard: false });
  app.get('/api/docs', { config: { access: 'public' } }, async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get('/api/docs/init.js', { config: { access: 'public' } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(INIT),
  );
}
