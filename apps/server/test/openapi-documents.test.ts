/**
 * The OpenAPI documents made from the descriptors validate as OpenAPI 3.1 (@readme/openapi-parser):
 * the partners' (/api/v1/openapi.json) and the web app's (/fe/openapi.json), which is served
 * outside production only.
 */
import { compileErrors, validate } from '@readme/openapi-parser';
import { ALL_ROUTES } from '@freight/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

type Document = Parameters<typeof validate>[0] & { paths: Record<string, Record<string, unknown>> };

/** Every operation of a document as `METHOD /path/:param`, the way descriptors write paths. */
const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );

describe('the OpenAPI documents', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('pglite');
  });
  afterAll(async () => {
    await app?.close();
  });

  const fetchDocument = async (url: string) => {
    const response = await app.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Document;
  };

  it('the partners’ document validates and describes exactly the partnerApi descriptors', async () => {
    const doc = await fetchDocument('/api/v1/openapi.json');
    const result = await validate(structuredClone(doc));
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    const partnerRoutes = ALL_ROUTES.filter((r) => r.partnerApi).map((r) => `${r.method} ${r.path}`);
    expect(operations(doc).sort()).toEqual(partnerRoutes.sort());
  });

  it('the web app’s document validates and describes every /fe descriptor, with its access', async () => {
    const doc = await fetchDocument('/fe/openapi.json');
    const result = await validate(structuredClone(doc));
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    const webRoutes = ALL_ROUTES.filter((r) => r.path.startsWith('/fe/')).map((r) => `${r.method} ${r.path}`);
    expect(operations(doc).sort()).toEqual(webRoutes.sort());
    const get = doc.paths['/fe/pricelists/{id}']!.get as { 'x-access': unknown; parameters: { name: string; in: string }[] };
    expect(get['x-access']).toEqual({ area: 'pricelists', level: 'read' });
    expect(get.parameters).toMatchObject([{ name: 'id', in: 'path' }]);
  });

  it('serves the web app’s document only outside production', async () => {
    const production = await createTestApp('pglite', undefined, { config: { production: true } });
    try {
      expect(production.app.routeTable.some((r) => r.url === '/fe/openapi.json')).toBe(false);
      // No such route: the guard refuses an unknown /fe path to a caller without a session.
      expect((await production.app.inject({ method: 'GET', url: '/fe/openapi.json' })).statusCode).toBe(401);
      expect((await production.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});
