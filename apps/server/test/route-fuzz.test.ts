/**
 * Property-based fuzz over every write and list route of the server's own route table: bodies
 * and query strings made from each route's valid input with values swapped for NUL characters,
 * unpaired surrogates, ids past 2^31, year-0 dates, tiny and huge numbers and wrong types (and now
 * and then any JSON at all), and bodies nested 10,000 deep or past the route's size limit. However bad the input: never a 5xx, and a 4xx writes nothing (a
 * fingerprint of every table is unchanged). Each route first gets the known causes in every
 * field at once (fast-check examples), then FUZZ_RUNS (default 20) random cases. Routes that take a
 * file upload also get the hostile files of test/hostile-files.ts and random damage to their valid
 * file.
 */
import fc from 'fast-check';
import { ALL_ROUTES } from '@freight/domain';
import type { RouteEntry } from '../src/app';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin, PASSWORD } from './factories';
import { describeEachDatabase, type TestClient } from './helpers';
import { hostileUploads } from './hostile-files';
import {
  apiRoutes,
  bodyToSend,
  changedTables,
  createCarrierFixture,
  createPlatformFixture,
  fillPath,
  fingerprint,
  isWrite,
  multipartBody,
  routeName,
  SAME_ORIGIN,
  validInput,
  type CarrierFixture,
  type PlatformFixture,
} from './route-table';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);
// The walk's time grows with the routes: about 15 ms a call measured on a loaded machine (222
// routes x 20 runs took 61-76 s at load 10-15), so 40 ms a call is the ceiling, with a start-up allowance.
const WALK_TIMEOUT = 30_000 + ALL_ROUTES.length * RUNS_PER_ROUTE * 40;

/** Routes left out, and why. */
const NOT_FUZZED: Record<string, string> = {
  'GET /fe/logout': 'takes no input; it would end the fuzzing session (cross-site: session.test.ts)',
  'GET /fe/admin/carriers/:id/pretend': "its only input is an id (idParam); it turns the admin's session into a carrier user's",
};

/** Values the five 5xx causes found earlier were made of, and their neighbours, by the type they replace. */
const NASTY_TEXTS = [
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDC00y',
  '\uD83D\uDE9A',
  '2147483648',
  '99999999999999999999',
  '0000-01-01',
  '1899-12-31',
  '9999-12-31',
  '10000-01-01',
  '2026-02-30',
  '1e400',
  '1e-300',
  'NaN',
  '',
  ' ',
  'x'.repeat(5000),
];
const NASTY_NUMBERS = [2 ** 31, 2 ** 31 - 1, 2 ** 32, 2 ** 53, -1, 0, 0.5, 1e-300, 1e-7, 5e-324, 1e308, 1e21];
const WRONG_TYPES: unknown[] = [null, true, 'text', [], {}, [null], { id: 2 ** 31 }];

/** A body sent as this text, not as JSON made of a value: hostile JSON no value serialises to. */
class RawBody {
  constructor(readonly text: string) {}
}

/** Bodies that cost the server to read, not to validate: nested 10,000 deep; past every route's limit but the bulk ones (5 MB). */
const HOSTILE_BODIES = [
  new RawBody(`{"name":${'['.repeat(10_000)}${']'.repeat(10_000)}}`),
  new RawBody('{'.repeat(100) + '"a":1'),
  new RawBody('['.repeat(2.5 * 1024 * 1024 + 1) + ']'.repeat(2.5 * 1024 * 1024 + 1)),
];

/** Any UTF-16 code unit, so unpaired surrogates and NULs come up on their own too. */
const codeUnitString = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 12 });

/** A value to put where `old` was: mostly of the same type and nasty, sometimes of another type. */
function nastyFor(old: unknown): fc.Arbitrary<unknown> {
  const sameType =
    typeof old === 'string'
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXTS) }, { weight: 1, arbitrary: codeUnitString })
      : typeof old === 'number'
        ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) }, { weight: 1, arbitrary: fc.double() })
        : fc.constantFrom(...NASTY_TEXTS, ...NASTY_NUMBERS);
  return fc.oneof(
    { weight: 6, arbitrary: sameType },
    { weight: 2, arbitrary: fc.constantFrom(...WRONG_TYPES) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

type Json = unknown;

/** Every path into a JSON value (the root included), so a mutation can hit any field or element. */
function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const here = [prefix];
  if (Array.isArray(value)) return here.concat(...value.map((v, i) => pathsOf(v, [...prefix, i])));
  if (value && typeof value === 'object') return here.concat(...Object.entries(value).map(([k, v]) => pathsOf(v, [...prefix, k])));
  return here;
}

/** `value` with the node at `path` replaced by `replacement` (a copy). */
function replaceAt(value: Json, path: (string | number)[], replacement: Json): Json {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, Json>;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

/** The node at `path`. */
function valueAt(value: Json, path: (string | number)[]): Json {
  return path.reduce<Json>((node, key) => (node as Record<string | number, Json> | undefined)?.[key], value);
}

/** `value` with every leaf of `type` replaced by `replacement`. */
function replaceLeaves(value: Json, type: 'string' | 'number', replacement: Json): Json {
  if (Array.isArray(value)) return value.map((v) => replaceLeaves(v, type, replacement));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceLeaves(v, type, replacement)]));
  }
  return typeof value === type ? replacement : value;
}

/** A body: the valid one with a few values swapped for nasty ones, sometimes untouched, sometimes any JSON. */
function bodyArbitrary(valid: Json): fc.Arbitrary<Json> {
  const base = (valid ?? {}) as Json;
  const paths = pathsOf(base);
  const swap = fc
    .nat({ max: paths.length - 1 })
    .chain((i) => nastyFor(valueAt(base, paths[i]!)).map((value) => [paths[i]!, value] as const));
  const mutated = fc
    .array(swap, { minLength: 1, maxLength: 3 })
    .map((swaps) => swaps.reduce((body, [path, value]) => replaceAt(body, path, value), base));
  return fc.oneof(
    { weight: 8, arbitrary: mutated },
    { weight: 1, arbitrary: fc.constant(valid) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** Query parameters the routes read, to mix into any route's query. */
const QUERY_NAMES = ['page', 'name', 'sort_by', 'dir', 'country', 'service', 'active', 'customer', 'unit', 'comment', 'range'] as const;
const MORE_QUERY_NAMES = ['via_tms', 'carrier', 'q', 'user', 'confirmation_token', 'check', 'dry_run'] as const;

/** A query: the valid one, with parameters set to nasty values (as text), sometimes repeated. */
function queryArbitrary(valid: Record<string, string> | undefined): fc.Arbitrary<[string, string][]> {
  const text = fc.oneof(fc.constantFrom(...NASTY_TEXTS, ...NASTY_NUMBERS.map(String)), codeUnitString);
  const extra = fc.array(fc.tuple(fc.constantFrom(...QUERY_NAMES, ...MORE_QUERY_NAMES, ...Object.keys(valid ?? {})), text), {
    maxLength: 3,
  });
  return extra.map((pairs) => [...Object.entries(valid ?? {}), ...pairs]);
}

/** Percent-encodes each UTF-16 unit as UTF-8 would, unpaired surrogates too (as bytes no UTF-8 encoder makes). */
function encodeQueryText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) out += `%ED%${(0xa0 | ((code >> 6) & 0x1f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    else out += encodeURIComponent(char);
  }
  return out;
}

const queryString = (pairs: [string, string][]) => pairs.map(([k, v]) => `${encodeQueryText(k)}=${encodeQueryText(v)}`).join('&');

/** An id in a path: the fixture's, or a malformed or huge one. */
const pathIdOverride = fc.option(fc.constantFrom('0', '-1', '2147483648', '99999999999999999999', '1e3', 'abc', '%00', '%ED%A0%80'), {
  freq: 4,
  nil: undefined,
});

describeEachDatabase('route fuzz', (use) => {
  let fx: CarrierFixture;
  let platform: PlatformFixture;
  let admin: TestClient;
  let anonymous: TestClient;

  beforeAll(async () => {
    fx = await createCarrierFixture(use());
    platform = await createPlatformFixture(use());
    admin = await use()
      .client()
      .login((await createAdmin(use().database.db)).email, PASSWORD);
    anonymous = use().client();
  });

  /** Who calls `route`: the carrier's owner, a platform admin, nobody, (partner API) the partner's token, or (the portal) a partner user. */
  function callerOf(route: RouteEntry): { client: TestClient; headers: Record<string, string> } {
    const access = route.config.access;
    if (access === 'admin') return { client: admin, headers: SAME_ORIGIN };
    if (access === 'public') return { client: anonymous, headers: SAME_ORIGIN };
    if (access === 'partner') return { client: anonymous, headers: { authorization: `Bearer ${fx.partnerToken}` } };
    if (access === 'partner_user') return { client: fx.partnerUser.client, headers: SAME_ORIGIN };
    return { client: fx.client, headers: SAME_ORIGIN };
  }

  it(
    'answers every write and list route without a 5xx, and a 4xx writes nothing',
    async () => {
      // Every route but the two listed: the writes, the lists, and the reads of one record (their ids fuzzed too).
      const routes = apiRoutes(use()).filter((r) => !NOT_FUZZED[routeName(r)]);
      const failures: string[] = [];
      let calls = 0;
      for (const route of routes) {
        const declared = validInput(route, fx);
        const valid = { ...declared, body: await bodyToSend(use(), declared, fx) };
        const { client, headers } = callerOf(route);
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        const input = fc.record({
          body: hasBody ? bodyArbitrary(valid.body) : fc.constant(undefined),
          query: queryArbitrary(valid.query),
          id: pathIdOverride,
        });
        // First, every route gets each known cause in every field at once; then the random cases.
        const queryOf = (value: string) => Object.keys(valid.query ?? {}).map((k) => [k, value] as [string, string]);
        const examples = [
          ['a\u0000b', 'a\u0000b', undefined],
          ['x\uD800', 'x\uD800', undefined],
          ['0000-01-01', '2147483648', undefined],
          [2 ** 31, '99999999999999999999', '2147483648'],
          [1e-300, '1e-300', undefined],
        ].map(([leaf, queryValue, id]) => {
          const type = typeof leaf === 'string' ? 'string' : 'number';
          const body = hasBody ? replaceLeaves(valid.body ?? {}, type, leaf) : undefined;
          return [{ body, query: queryOf(queryValue as string), id: id as string | undefined }] as [
            { body: unknown; query: [string, string][]; id: string | undefined },
          ];
        });
        // Each parameter twice: no route takes a repeated one (some read the query as it comes).
        const given = Object.entries(valid.query ?? {});
        examples.push([
          { body: hasBody ? valid.body : undefined, query: [...given, ...given, ['name', 'a'], ['name', 'b']], id: undefined },
        ]);
        if (hasBody) for (const body of HOSTILE_BODIES) examples.push([{ body, query: given, id: undefined }]);
        // Reads must never write: for a read, one fingerprint around all its runs.
        let before = await fingerprint(use());
        await fc
          .assert(
            fc.asyncProperty(input, async ({ body, query, id }) => {
              calls++;
              const path = fillPath(route.url, fx, platform, () => id);
              const search = queryString(query);
              const response = await client.request({
                method: route.method as 'GET',
                url: search ? `${path}?${search}` : path,
                headers,
                ...(body === undefined
                  ? {}
                  : {
                      payload: body instanceof RawBody ? body.text : JSON.stringify(body),
                      headers: { ...headers, 'content-type': 'application/json' },
                    }),
              });
              const status = response.statusCode;
              const sent = body instanceof RawBody ? `${body.text.slice(0, 40)}... (${body.text.length} characters)` : body;
              const shown = `${routeName(route)} ${status} ${response.body.slice(0, 160)} <- ${JSON.stringify({ body: sent, query, id }).slice(0, 400)}`;
              if (status >= 500) failures.push(shown);
              if (!isWrite(route)) return status < 500;
              const after = await fingerprint(use());
              const changed = changedTables(before, after);
              before = after;
              if (status >= 400 && changed.length) failures.push(`${shown} changed [${changed}]`);
              return status < 500 && !(status >= 400 && changed.length);
            }),
            { numRuns: RUNS_PER_ROUTE, endOnFailure: true, examples },
          )
          .catch((error: unknown) => failures.push(`${routeName(route)}: ${(error as Error).message.split('\n').slice(0, 4).join(' ')}`));
        if (!isWrite(route)) {
          const changed = changedTables(before, await fingerprint(use()));
          if (changed.length) failures.push(`${routeName(route)}: a read changed [${changed}]`);
        }
      }
      expect(failures).toEqual([]);
      expect(calls).toBeGreaterThanOrEqual(routes.length * RUNS_PER_ROUTE);
    },
    WALK_TIMEOUT,
  );

  it(
    'answers every file upload route, sent hostile and damaged files, without a 5xx, and writes nothing',
    async () => {
      const routes = apiRoutes(use()).filter((r) => !NOT_FUZZED[routeName(r)] && validInput(r, fx).file);
      expect(routes.length).toBeGreaterThan(0);
      const failures: string[] = [];
      for (const route of routes) {
        const valid = validInput(route, fx);
        const { client, headers } = callerOf(route);
        // One fingerprint around the route's calls (each would be too slow here): refused ones write nothing.
        const before = await fingerprint(use());
        let accepted = 0;
        const send = async (name: string, content: Buffer) => {
          const upload = multipartBody({ name: valid.file!.name, content });
          const path = fillPath(route.url, fx, platform, () => undefined);
          const search = queryString(Object.entries(valid.query ?? {}));
          const response = await client.request({
            method: route.method as 'POST',
            url: search ? `${path}?${search}` : path,
            headers: { ...headers, 'content-type': upload.contentType },
            payload: upload.payload,
          });
          if (response.statusCode >= 500)
            failures.push(`${routeName(route)} ${name}: ${response.statusCode} ${response.body.slice(0, 160)}`);
          if (response.statusCode < 300) accepted++;
          return response.statusCode < 500;
        };
        for (const [name, content] of Object.entries(hostileUploads(fx.pricelistId))) await send(name, content);
        // The valid file with a few bytes overwritten, cut short, or with bytes inserted.
        const original = valid.file!.content;
        const damaged = fc.oneof(
          fc
            .array(fc.tuple(fc.nat({ max: original.length - 1 }), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 })
            .map((edits) => {
              const copy = Buffer.from(original);
              for (const [at, byte] of edits) copy[at] = byte;
              return copy;
            }),
          fc.nat({ max: original.length - 1 }).map((end) => original.subarray(0, end)),
          fc
            .tuple(fc.nat({ max: original.length }), fc.uint8Array({ minLength: 1, maxLength: 64 }))
            .map(([at, bytes]) => Buffer.concat([original.subarray(0, at), Buffer.from(bytes), original.subarray(at)])),
        );
        await fc
          .assert(
            fc.asyncProperty(damaged, (content) => send('damaged', content)),
            { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
          )
          .catch((error: unknown) => failures.push(`${routeName(route)}: ${(error as Error).message.split('\n').slice(0, 4).join(' ')}`));
        const changed = changedTables(before, await fingerprint(use()));
        if (changed.length && !accepted) failures.push(`${routeName(route)}: refused uploads changed [${changed}]`);
      }
      expect(failures).toEqual([]);
    },
    60_000 + RUNS_PER_ROUTE * 5_000,
  );
});
