import { describe, expect, it } from 'vitest';
import { createCarrier, PASSWORD } from '../../test/factories';
import { describeEachDatabase, type TestClient } from '../../test/helpers';
import { totpCode } from '../modules/auth/totp';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../lib/json-depth';
import { PUBLIC_BODY_LIMIT } from './body-limits';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('jsonDepthExceeds', () => {
  it('counts arrays and objects inside one another, up to the limit', () => {
    expect(jsonDepthExceeds(nested(3), 3)).toBe(false);
    expect(jsonDepthExceeds(nested(4), 3)).toBe(true);
    expect(jsonDepthExceeds('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(jsonDepthExceeds('{"a":[{"b":[[1]]}]}', 4)).toBe(true);
  });
  it('counts siblings once, not in sum', () => {
    expect(jsonDepthExceeds(`[${Array.from({ length: 1000 }, () => '[[1]]').join(',')}]`, 3)).toBe(false);
  });
  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(`{"a":"${'['.repeat(100)}"}`, 2)).toBe(false);
    expect(jsonDepthExceeds(`{"a":"\\"${'{'.repeat(100)}\\\\"}`, 2)).toBe(false);
    expect(jsonDepthExceeds(`{"a":"\\\\", "b": ${nested(5)}}`, 3)).toBe(true);
    expect(jsonDepthExceeds(`["\\\\\\"[[[[", [[[[1]]]]]`, 3)).toBe(true);
    expect(jsonDepthExceeds(`["\\\\\\"[[[[", [[1]]]`, 3)).toBe(false);
  });
  it('reads text that is not JSON without failing (the parser refuses it afterwards)', () => {
    expect(jsonDepthExceeds('"unterminated [[[[', 1)).toBe(false);
    expect(jsonDepthExceeds(']]]]', 1)).toBe(false);
    expect(jsonDepthExceeds('', 1)).toBe(false);
  });
});

/**
 * `payload` sent as JSON by `client` to `url`. Which guard refused a body is told by its answer
 * (413 TOO_LARGE before the body is read, 422 naming the depth before it is parsed), not by a
 * stopwatch: how fast is the benchmarks' to say, and a loaded machine can stall any one call.
 */
function post(client: TestClient, url: string, payload: string | Buffer) {
  return client.request({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
}

describeEachDatabase('body limits', (use) => {
  it('answers a 5 MB nested body to /fe/login with 413 by its length, unread', async () => {
    const body = Buffer.from(nested(2.5 * 1024 * 1024));
    const response = await post(use().client(), '/fe/login', body);
    expect(response.statusCode).toBe(413);
    // The length refused it: a parse would have answered the nesting (422) first.
    expect(response.json()).toEqual({ code: 'TOO_LARGE', message: 'The body is larger than 16 KB, the limit of this call' });
  });

  it('bounds every route open without a session to 16 KB (registration, password reset, two-factor sign-in)', async () => {
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(PUBLIC_BODY_LIMIT) });
    for (const url of ['/fe/registration', '/fe/forgot_password', '/fe/reset_password?confirmation_token=x', '/fe/verification']) {
      const response = await post(use().client(), url, big);
      expect([url, response.statusCode]).toEqual([url, 413]);
    }
    // The second sign-in step, with the half-open session it needs.
    const { owner } = await createCarrier(use().database.db);
    const client = await use().client().login(owner.email, PASSWORD);
    const { secret } = (await client.get('/fe/two_factor')).json();
    expect((await client.post('/fe/two_factor', { secret, code: totpCode(secret) })).statusCode).toBe(200);
    const pending = use().client();
    expect((await pending.post('/fe/login', { email: owner.email, password: PASSWORD })).statusCode).toBe(202);
    expect((await post(pending, '/fe/two_factor_login', big)).statusCode).toBe(413);
  });

  it('still signs in with an ordinary body, and still refuses a __proto__ key', async () => {
    const { owner } = await createCarrier(use().database.db);
    const response = await post(use().client(), '/fe/login', JSON.stringify({ email: owner.email, password: PASSWORD }));
    expect(response.statusCode).toBe(200);
    const poisoned = await post(use().client(), '/fe/login', `{"email":"${owner.email}","password":"x","__proto__":{"admin":true}}`);
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses a 100 KB body nested 10,000 deep to a session route with 422 before parsing it', async () => {
    const { owner } = await createCarrier(use().database.db);
    const client = await use().client().login(owner.email, PASSWORD);
    const body = `{"name":${nested(10_000)}${' '.repeat(100 * 1024 - 20_000 - 9)}}`;
    expect(body.length).toBe(100 * 1024);
    const response = await post(client, '/fe/areas', body);
    expect(response.statusCode).toBe(422);
    // The depth scan refused it (a parse would have answered the schema's field errors).
    expect(response.json()).toEqual({
      code: 'VALIDATION',
      message: `The body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep`,
    });
    expect(await use().database.db.selectFrom('areas').select('id').execute()).toEqual([]);
  });

  it('takes a body nested to the limit, refuses one level more', async () => {
    const { owner } = await createCarrier(use().database.db);
    const client = await use().client().login(owner.email, PASSWORD);
    const at = await post(client, '/fe/areas', `{"name":${nested(MAX_JSON_DEPTH - 1)}}`);
    expect(at.statusCode).toBe(422);
    expect(at.json().errors).toHaveProperty('name');
    const past = await post(client, '/fe/areas', `{"name":${nested(MAX_JSON_DEPTH)}}`);
    expect(past.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringContaining('levels deep') });
  });

  // 73 s on a loaded 2-core machine (load average 20 to 30, two busy loops beside it; 8 s on a quieter
  // one): 3x that.
  it('refuses 30 MB of nesting to the mass price call by its depth, unparsed, and its documented 32 MB limit holds', async () => {
    const { owner } = await createCarrier(use().database.db);
    const client = await use().client().login(owner.email, PASSWORD);
    // The budget's body is read in its worker thread: started once, as on a server that has priced one.
    expect((await post(client, '/api/v1/mass_price', '{"shipments":[]}')).statusCode).toBe(422);
    const deep = await post(client, '/api/v1/mass_price', nested(15 * 1024 * 1024));
    expect(deep.statusCode).toBe(422);
    // The depth scan refused it, not a parse (which would overflow the stack or name a field).
    expect(deep.json()).toEqual({
      code: 'VALIDATION',
      message: `The body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep`,
    });
    const tooLarge = await post(client, '/api/v1/mass_price', `"${'x'.repeat(32 * 1024 * 1024)}"`);
    expect(tooLarge.json()).toEqual({ code: 'TOO_LARGE', message: 'The body is larger than 32 MB, the limit of this call' });
  }, 220_000);

  it('keeps 5 MB for the JSON import and the price API', async () => {
    const { owner } = await createCarrier(use().database.db);
    const client = await use().client().login(owner.email, PASSWORD);
    const big = `"${'x'.repeat(5 * 1024 * 1024)}"`;
    for (const url of ['/fe/pricelists/import', '/api/v1/service_price']) {
      const response = await post(client, url, big);
      expect([url, response.statusCode, response.json().message]).toEqual([
        url,
        413,
        'The body is larger than 5 MB, the limit of this call',
      ]);
    }
  });
});
