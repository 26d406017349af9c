/**
 * The partner API's OpenAPI document as partners' tools read it: every /api/v1 route described
 * with the answers it can give (401, 413 past the body limit, 429 with Retry-After and the rate
 * limit's headers, the job routes), and the TypeScript a generated client is made of (openapi-typescript,
 * its default options) accepts the README's minimal request: flags with defaults are optional.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCarrier, createPricingSetup, PASSWORD } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';

type Json = Record<string, unknown>;
type Operation = { requestBody?: Json; responses: Record<string, Json & { headers?: Json }> };

const README = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8');

/** The JSON body of the README's service_price example (its `curl -d '...'`). */
function readmeRequest(): unknown {
  const example = /curl -X POST \S+\/api\/v1\/service_price[\s\S]*?-d '([\s\S]*?)'/.exec(README)?.[1];
  if (!example) throw new Error('README has no service_price example');
  return JSON.parse(example);
}

/** Every value in `node` with where it is, depth first. */
function* walk(node: unknown, path: string[] = []): Generator<[string[], Json]> {
  if (!node || typeof node !== 'object') return;
  if (!Array.isArray(node)) yield [path, node as Json];
  for (const [key, value] of Object.entries(node)) yield* walk(value, [...path, key]);
}

/** TypeScript's complaints about `files` (name -> text) compiled strictly together; `check.ts` is the root. */
function typeErrors(files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-types-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const program = ts.createProgram([join(dir, 'check.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the partner API document', () => {
  let app: TestApp;
  let doc: Json & { paths: Record<string, Record<string, Operation>>; components: Record<string, Record<string, Json>> };
  let token: string;

  beforeAll(async () => {
    app = await createTestApp('pglite');
    doc = (await app.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const carrier = await createCarrier(app.database.db);
    const { partnerId } = await createPricingSetup(app.database.db, carrier.carrierId, { zones: 1 });
    const client = await app.client().login(carrier.owner.email, PASSWORD);
    token = (await client.request({ method: 'PATCH', url: `/fe/customers/${partnerId}/token` })).json().token;
  });
  afterAll(async () => {
    await app?.close();
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));

  it('describes every /api/v1 route of the server, each with its 401', () => {
    const served = app.app.routeTable
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/v1/') && r.config.access === 'partner')
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    const documented = operations().map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(documented.sort()).toEqual(served.sort());
    for (const { path, op } of operations()) expect(op.responses['401'], path).toBeDefined();
  });

  it('documents the job routes: the job, its workbook with Content-Disposition, 404 for a job not yours', () => {
    const job = doc.paths['/api/v1/jobs/{id}']!.get!;
    expect(job.responses['200']).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Job' } } } });
    expect(job.responses['404']).toBeDefined();
    const schema = doc.components.schemas!.Job as { properties: Json; required: string[] };
    for (const field of ['id', 'kind', 'status', 'progress', 'rows', 'error', 'created_at', 'finished_at', 'file_url']) {
      expect(schema.required, field).toContain(field);
    }
    const file = doc.paths['/api/v1/jobs/{id}/file']!.get!;
    expect(Object.keys(file.responses['200']!.content as Json)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(file.responses['200']!.headers).toHaveProperty('Content-Disposition');
    expect(Object.keys(file.responses).sort()).toEqual(['200', '401', '404', '409', '429']);
    // The 202 of both calculations points there, in the body and in Location.
    for (const path of ['/api/v1/mass_price', '/api/v1/tender_price']) {
      const accepted = doc.paths[path]!.post!.responses['202']!;
      expect(accepted.description).toContain('GET /api/v1/jobs/{job_id}');
      expect(accepted.headers).toHaveProperty('Location');
    }
    const created = doc.components.schemas!.JobCreated as { properties: Record<string, { description: string }> };
    expect(created.properties.job_id!.description).toContain('/api/v1/jobs/');
    expect(JSON.stringify(doc)).not.toContain('/fe/');
  });

  it('documents the rate limit on every call: its headers on every answer but the 401, and 429 with Retry-After', async () => {
    for (const { path, method, op } of operations()) {
      const where = `${method} ${path}`;
      const limited = op.responses['429']!;
      expect(limited.headers, where).toMatchObject({
        'Retry-After': { schema: { type: 'integer' } },
        'RateLimit-Policy': { $ref: '#/components/headers/RateLimit-Policy' },
        RateLimit: { $ref: '#/components/headers/RateLimit' },
      });
      expect(limited.content, where).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/Error' } } });
      for (const [status, answer] of Object.entries(op.responses)) {
        if (status === '401') expect(answer.headers?.RateLimit, where).toBeUndefined();
        else expect(answer.headers, `${where} ${status}`).toHaveProperty('RateLimit');
      }
    }
    expect(Object.keys(doc.components.headers!).sort()).toEqual(['RateLimit', 'RateLimit-Policy']);
    // The heavy calls' 429 names both of its causes.
    for (const path of ['/api/v1/mass_price', '/api/v1/tender_price']) {
      expect(doc.paths[path]!.post!.responses['429']!.description).toMatch(/rate limit.*budgets, tenders and workbooks running/s);
    }
    // The server sends what the document names, in the draft's structured-field form.
    const answer = await app.app.inject({ method: 'GET', url: '/api/v1/jobs/1', headers: { authorization: `Bearer ${token}` } });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['ratelimit-policy']).toBe('"partner";q=400;w=2');
    expect(answer.headers.ratelimit).toMatch(/^"partner";r=\d+;t=\d+$/);
  });

  it('documents the 413 of every call with a body, and the server answers it as documented', async () => {
    const posts = operations().filter(({ method }) => method === 'post');
    expect(posts.length).toBe(4);
    for (const { path, op } of posts) {
      const tooLarge = op.responses['413'];
      expect(tooLarge, path).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
      const megabytes = Number(/larger than (\d+) MB/.exec(String(tooLarge!.description))?.[1]);
      const answer = await app.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: Buffer.alloc(megabytes * 1024 * 1024 + 1, 0x20),
      });
      expect(answer.statusCode, path).toBe(413);
      expect(answer.json(), path).toEqual({ code: 'TOO_LARGE', message: tooLarge!.description });
    }
  });

  it('every $ref resolves, and a default outside the request bodies is on a field that is always there', () => {
    for (const [, node] of walk(doc)) {
      if (typeof node.$ref !== 'string') continue;
      const target = node.$ref
        .slice(2)
        .split('/')
        .reduce<unknown>((at, key) => (at as Json | undefined)?.[key], doc);
      expect(target, node.$ref).toBeDefined();
    }
    // openapi-typescript reads a default in components.schemas as always present (defaultNonNullable).
    for (const [path, node] of walk(doc.components.schemas)) {
      const properties = node.properties as Record<string, Json> | undefined;
      for (const [name, property] of Object.entries(properties ?? {})) {
        if ('default' in property) expect(node.required, `${path.join('.')}.${name}`).toContain(name);
      }
    }
  });

  it("generates client types (openapi-typescript, default options) that accept the README's minimal request", async () => {
    const minimal = readmeRequest();
    expect(Object.keys(minimal as Json).sort()).toEqual(['collection', 'delivery', 'explain', 'shipments']);
    const api = astToString(await openapiTS(doc as never));
    const body = (path: string) => `NonNullable<paths['${path}']['post']['requestBody']>['content']['application/json']`;
    const lane = { collection: { country: 'EE', postcode: '10115' }, delivery: { country: 'LV', postcode: '1001' } };
    const check = (price: unknown) =>
      [
        "import type { paths } from './api';",
        `export const price: ${body('/api/v1/service_price')} = ${JSON.stringify(price)};`,
        `export const mass: ${body('/api/v1/mass_price')} = ${JSON.stringify({ shipments: [{ ...lane, quantity: 1, type: 'colli', weight: 5 }] })};`,
        `export const tender: ${body('/api/v1/tender_price')} = ${JSON.stringify({ service: 'GRP', zones: [lane], shipments: [{ quantity: 1, type: 'eur_pallet', weight: 100 }] })};`,
      ].join('\n');
    expect(typeErrors({ 'api.ts': api, 'check.ts': check(minimal) })).toEqual([]);
    // The check can fail: a request without its collection address is refused.
    const { collection: _collection, ...withoutCollection } = minimal as Json;
    const refused = typeErrors({ 'api.ts': api, 'check.ts': check(withoutCollection) });
    expect(refused.join('\n')).toContain("Property 'collection' is missing");
  }, 60_000);
});
