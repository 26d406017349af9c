import {
  ADMIN_SURCHARGE_ROUTES,
  BULK_ROUTES,
  idParams,
  route,
  SURCHARGE_ROUTES,
  type SurchargeAnswer,
  type SurchargeListItem,
  type SurchargeOption,
} from '@freight/domain';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { setUnauthorizedHandler } from './api';
import { api, ContractError, relay } from './client';

/** One stubbed answer: a status and a JSON body (none for 204). */
function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchStub = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

/** The URL and init of the one call made. */
function called(): { url: string; init: RequestInit } {
  expect(fetchStub).toHaveBeenCalledTimes(1);
  const [url, init] = fetchStub.mock.calls[0]!;
  return { url, init };
}

/** What a loader or action threw: a redirect Response or React Router's data(). */
async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

const ROW: SurchargeListItem = {
  id: 5,
  name: 'Fuel',
  type: 'percentage',
  currency: 'EUR',
  hidden: false,
  amount_source: 'fixed',
  amount: 12.5,
  minimum_amount: null,
  maximum_amount: null,
  all_conditions_needed: false,
  updated_at: '2026-03-01T10:00:00.000Z',
  version: 3,
  archived_at: null,
};
const SURCHARGE = { ...ROW, blocks: [], ldm_blocks: [], dependencies: [], zone_conditions: [], pricelist: null };
const BODY = { name: 'Fuel', type: 'percentage' as const, amount: 12.5 };
const REFUSED = { code: 'VALIDATION', message: 'Check the fields', errors: { name: 'is required' } };

beforeEach(() => {
  fetchStub.mockReset();
  vi.stubGlobal('fetch', fetchStub);
  window.history.replaceState(null, '', '/surcharges/5/edit?tab=grid');
});

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => {});
});

describe('the URL a call builds', () => {
  it("fills the descriptor's path parameters, the admin's carrier among them", async () => {
    fetchStub.mockResolvedValue(answer(200, SURCHARGE));
    await api.read(ADMIN_SURCHARGE_ROUTES.get, { params: { carrierId: 7, id: '5' } });
    expect(called().url).toBe('/fe/admin/carriers/7/surcharges/5');
  });

  it('writes the query as text, leaving out what is empty', async () => {
    fetchStub.mockResolvedValue(answer(200, { items: [], count: 0 }));
    await api.read(SURCHARGE_ROUTES.list, { query: { page: 2, name: 'fu el', sort_by: 'type', dir: 'desc', country: '' } });
    expect(called().url).toBe('/fe/surcharges?page=2&name=fu+el&sort_by=type&dir=desc');
  });

  it("passes a page's own query on as it came (the server judges it)", async () => {
    fetchStub.mockResolvedValue(answer(200, { items: [], count: 0 }));
    await api.read(SURCHARGE_ROUTES.list, { query: relay({ page: 1, sort_by: 'colour' }) });
    expect(called().url).toBe('/fe/surcharges?page=1&sort_by=colour');
  });

  it('sends a JSON body with the session cookie and the header a foreign page cannot send', async () => {
    fetchStub.mockResolvedValue(answer(201, { id: 9 }));
    await api.create(SURCHARGE_ROUTES.create, { body: BODY });
    const { url, init } = called();
    expect(url).toBe('/fe/surcharges');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual(BODY);
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-Requested-With': expect.any(String) });
  });

  it('adds check=true to a check and keeps the body', async () => {
    fetchStub.mockResolvedValue(answer(200, SURCHARGE));
    await api.check(SURCHARGE_ROUTES.update, { params: { id: 5 }, body: BODY });
    const { url, init } = called();
    expect(url).toBe('/fe/surcharges/5?check=true');
    expect(init.method).toBe('PUT');
  });
});

describe('a record read', () => {
  it("answers the record parsed with the route's schema", async () => {
    fetchStub.mockResolvedValue(answer(200, SURCHARGE));
    const record = await api.read(SURCHARGE_ROUTES.get, { params: { id: 5 } });
    expect(record.dependencies).toEqual([]);
    expect(record.version).toBe(3);
  });

  it('sends a 401 to the login page, back to the page the browser is on, and forgets the user', async () => {
    const forget = vi.fn();
    setUnauthorizedHandler(forget);
    fetchStub.mockResolvedValue(answer(401, { code: 'UNAUTHORIZED', message: 'Sign in' }));
    const error = await thrown(api.read(SURCHARGE_ROUTES.get, { params: { id: 5 } }));
    expect(error).toBeInstanceOf(Response);
    const redirect = error as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('Location')).toBe(`/login?next=${encodeURIComponent('/surcharges/5/edit?tab=grid')}`);
    expect(forget).toHaveBeenCalledOnce();
  });

  it('sends a 403 home', async () => {
    fetchStub.mockResolvedValue(answer(403, { code: 'FORBIDDEN', message: 'No access' }));
    const error = (await thrown(api.read(SURCHARGE_ROUTES.get, { params: { id: 5 } }))) as Response;
    expect(error.headers.get('Location')).toBe('/');
  });

  it("throws a 404 as the route's 'Not found.' data", async () => {
    fetchStub.mockResolvedValue(answer(404, { code: 'NOT_FOUND', message: 'Surcharge not found' }));
    expect(await thrown(api.read(SURCHARGE_ROUTES.get, { params: { id: 5 } }))).toMatchObject({
      data: 'Not found.',
      init: { status: 404 },
    });
  });

  it('throws any other failure to the route error with its status', async () => {
    fetchStub.mockResolvedValue(answer(500, { code: 'INTERNAL', message: 'Something went wrong (req-1)' }));
    expect(await thrown(api.read(SURCHARGE_ROUTES.get, { params: { id: 5 } }))).toMatchObject({
      data: { code: 'INTERNAL', message: 'Something went wrong (req-1)' },
      init: { status: 500 },
    });
  });

  it('refuses an answer that does not follow the contract, naming the field', async () => {
    fetchStub.mockResolvedValue(answer(200, { ...SURCHARGE, version: 'three' }));
    const error = await thrown(api.read(SURCHARGE_ROUTES.get, { params: { id: 5 } }));
    expect(error).toBeInstanceOf(ContractError);
    expect((error as Error).message).toContain('version');
  });
});

describe('form options', () => {
  it('answers the items', async () => {
    fetchStub.mockResolvedValue(
      answer(200, [{ id: 5, name: 'Fuel', type: 'percentage', amount_source: 'fixed', amount: 12.5, currency: 'EUR' }]),
    );
    const items = await api.options(SURCHARGE_ROUTES.options);
    expect(items.map((item) => item.name)).toEqual(['Fuel']);
  });

  it('answers the items of a paged answer', async () => {
    fetchStub.mockResolvedValue(answer(200, { items: [ROW], count: 1 }));
    expect(await api.options(SURCHARGE_ROUTES.list)).toEqual([ROW]);
  });

  it('are empty on a 404, a server failure or a network failure', async () => {
    fetchStub.mockResolvedValueOnce(answer(404, { code: 'NOT_FOUND', message: 'Not found' }));
    expect(await api.options(SURCHARGE_ROUTES.options)).toEqual([]);
    fetchStub.mockResolvedValueOnce(answer(500, { code: 'INTERNAL', message: 'Broken' }));
    expect(await api.options(SURCHARGE_ROUTES.options)).toEqual([]);
    fetchStub.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await api.options(SURCHARGE_ROUTES.options)).toEqual([]);
  });

  it('still send a 401 to the login page and a 403 home', async () => {
    fetchStub.mockResolvedValueOnce(answer(401, { code: 'UNAUTHORIZED', message: 'Sign in' }));
    expect(((await thrown(api.options(SURCHARGE_ROUTES.options))) as Response).headers.get('Location')).toMatch(/^\/login\?next=/);
    fetchStub.mockResolvedValueOnce(answer(403, { code: 'FORBIDDEN', message: 'No access' }));
    expect(((await thrown(api.options(SURCHARGE_ROUTES.options))) as Response).headers.get('Location')).toBe('/');
  });
});

describe('a write', () => {
  it("answers a create's new id", async () => {
    fetchStub.mockResolvedValue(answer(201, { id: 9 }));
    expect(await api.create(SURCHARGE_ROUTES.create, { body: BODY })).toEqual({ ok: true, status: 201, data: { id: 9 } });
  });

  it("gives the server's refusal back to the form, fields named", async () => {
    fetchStub.mockResolvedValue(answer(422, REFUSED));
    expect(await api.update(SURCHARGE_ROUTES.update, { params: { id: 5 }, body: BODY })).toEqual({
      ok: false,
      status: 422,
      error: REFUSED,
    });
  });

  it('gives a conflict back to the form', async () => {
    fetchStub.mockResolvedValue(answer(409, { code: 'CONFLICT', message: 'Saved by someone else meanwhile' }));
    const result = await api.update(SURCHARGE_ROUTES.update, { params: { id: 5 }, body: relay({ ...BODY, version: 2 }) });
    expect(result).toMatchObject({ ok: false, status: 409, error: { code: 'CONFLICT' } });
  });

  it('sends a 403 on a create to the resource list, of the admin carrier too', async () => {
    fetchStub.mockResolvedValue(answer(403, { code: 'FORBIDDEN', message: 'No access' }));
    const error = (await thrown(api.create(ADMIN_SURCHARGE_ROUTES.create, { params: { carrierId: 7 }, body: BODY }))) as Response;
    expect(error.headers.get('Location')).toBe('/admin/carriers/7/surcharges');
  });

  it('gives a 403 on an update back to the form, but a 401 goes to the login page', async () => {
    fetchStub.mockResolvedValueOnce(answer(403, { code: 'FORBIDDEN', message: 'Read only' }));
    expect(await api.update(SURCHARGE_ROUTES.update, { params: { id: 5 }, body: BODY })).toMatchObject({ ok: false, status: 403 });
    fetchStub.mockResolvedValueOnce(answer(401, { code: 'UNAUTHORIZED', message: 'Sign in' }));
    expect(await thrown(api.update(SURCHARGE_ROUTES.update, { params: { id: 5 }, body: BODY }))).toBeInstanceOf(Response);
  });

  it('reads the error from the status when the body is not one (a gateway page)', async () => {
    fetchStub.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    expect(await api.submit(SURCHARGE_ROUTES.create, { body: BODY })).toMatchObject({
      ok: false,
      status: 502,
      error: { message: 'Bad Gateway' },
    });
  });
});

describe('a delete', () => {
  const DELETE = route({
    method: 'DELETE',
    path: '/fe/surcharges/:id',
    access: 'session',
    summary: 'A test delete',
    params: idParams,
    answer: 'empty',
  });

  it('answers nothing on 204', async () => {
    fetchStub.mockResolvedValue(answer(204));
    expect(await api.remove(DELETE, { params: { id: 5 } })).toEqual({ ok: true, status: 204, data: undefined });
    expect(called().init.method).toBe('DELETE');
  });

  it('sends a 403 home, or gives it back when the page says the refusal in place', async () => {
    fetchStub.mockResolvedValueOnce(answer(403, { code: 'FORBIDDEN', message: 'The Owner stays' }));
    expect(((await thrown(api.remove(DELETE, { params: { id: 5 } }))) as Response).headers.get('Location')).toBe('/');
    fetchStub.mockResolvedValueOnce(answer(403, { code: 'FORBIDDEN', message: 'The Owner stays' }));
    expect(await api.remove(DELETE, { params: { id: 5 } }, { refusalInPlace: true })).toMatchObject({
      ok: false,
      error: { message: 'The Owner stays' },
    });
  });

  it('throws a 404 as not found', async () => {
    fetchStub.mockResolvedValue(answer(404, { code: 'NOT_FOUND', message: 'Gone' }));
    expect(await thrown(api.remove(DELETE, { params: { id: 5 } }))).toMatchObject({ init: { status: 404 } });
  });
});

describe('a file', () => {
  it("POSTs the route's body and gives the workbook with its name, or the status of a mailed one (202)", async () => {
    const body = { customer: 3, service: 2, shipments: [{ reference: 'A-1' }] };
    fetchStub.mockResolvedValueOnce(
      new Response('xlsx', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="bulk_calculation.xlsx"' } }),
    );
    const workbook = await api.file(BULK_ROUTES.massPrice, { body: relay(body) });
    const { url, init } = called();
    expect(url).toBe('/api/v1/mass_price');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(body);
    expect(workbook).toMatchObject({ ok: true, status: 200, name: 'bulk_calculation.xlsx' });
    fetchStub.mockResolvedValueOnce(answer(202, { job_id: 'j-1', job_url: '/api/v1/jobs/j-1' }));
    expect(await api.file(BULK_ROUTES.massPrice, { body: relay(body) })).toMatchObject({ ok: true, status: 202 });
  });

  it("gives the server's refusal back", async () => {
    fetchStub.mockResolvedValueOnce(answer(403, { code: 'FORBIDDEN', message: 'Forbidden' }));
    expect(await api.file(BULK_ROUTES.tenderTemplate)).toMatchObject({ ok: false, status: 403, error: { code: 'FORBIDDEN' } });
  });
});

describe('a peek from a component', () => {
  it('answers null on any failure and never throws', async () => {
    fetchStub.mockResolvedValueOnce(answer(401, { code: 'UNAUTHORIZED', message: 'Sign in' }));
    expect(await api.peek(SURCHARGE_ROUTES.health, { params: { id: 5 } })).toBeNull();
    fetchStub.mockResolvedValueOnce(answer(200, { findings: 'none' }));
    expect(await api.peek(SURCHARGE_ROUTES.health, { params: { id: 5 } })).toBeNull();
    fetchStub.mockResolvedValueOnce(answer(200, { findings: [] }));
    expect(await api.peek(SURCHARGE_ROUTES.health, { params: { id: 5 } })).toEqual({ findings: [] });
  });
});

describe('the types', () => {
  it('take the input and give the answer the descriptor names (checked by tsc, never called)', () => {
    const calls = [
      // @ts-expect-error the record's id is a path parameter of the route
      () => api.read(SURCHARGE_ROUTES.get),
      // @ts-expect-error an admin's call names the carrier
      () => api.read(ADMIN_SURCHARGE_ROUTES.get, { params: { id: 5 } }),
      // @ts-expect-error the body is the surcharge's schema
      () => api.create(SURCHARGE_ROUTES.create, { body: { name: 7 } }),
      // @ts-expect-error sort_by is one of the sortable columns
      () => api.read(SURCHARGE_ROUTES.list, { query: { sort_by: 'colour' } }),
      async () => expectTypeOf(await api.read(SURCHARGE_ROUTES.get, { params: { id: '5' } })).toEqualTypeOf<SurchargeAnswer>(),
      async () => expectTypeOf(await api.options(SURCHARGE_ROUTES.options)).toEqualTypeOf<SurchargeOption[]>(),
      async () => {
        const record = await api.read(SURCHARGE_ROUTES.get, { params: { id: 5 } });
        // @ts-expect-error the answer has no such field
        return record.colour;
      },
    ];
    expect(calls).toHaveLength(7);
  });
});
