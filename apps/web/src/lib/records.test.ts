// The record actions end to end through the fetch wrapper: the body a form sends, the answer's
// redirect, and a refused write handed back to the form. Only `fetch` is stood in for.
import { notifications } from '@mantine/notifications';
import type { ActionFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_ROUTES, ZONE_ROUTES } from '@freight/domain';
import { api } from './client';
import { destroyAction, pageOf, recordAction, type RecordSaves } from './records';

/** The zones' saves, as the zone pages give them. */
const ZONE_SAVES: RecordSaves = {
  create: (body) => api.create(ZONE_ROUTES.create, { body }),
  update: (id, body) => api.update(ZONE_ROUTES.update, { params: { id }, body }),
};

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

let sent: Sent[];

/** Answers every call with `status` and `answer`, keeping what was sent. */
function answerWith(status: number, answer: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

/** The action's arguments for what a RecordForm submits: the payload with its id and _path. */
function submitted(method: 'POST' | 'PUT', body: Record<string, unknown>, params: Record<string, string> = {}): ActionFunctionArgs {
  const request = new Request('http://localhost/form', {
    method,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  return { request, params, context: {}, url: new URL(request.url), pattern: '/form' };
}

const shown = vi.spyOn(notifications, 'show').mockImplementation(() => '');

/** The toasts shown so far, by their message. */
function toasts(): unknown[] {
  return shown.mock.calls.map(([toast]) => toast.message);
}

beforeEach(() => {
  sent = [];
  localStorage.clear();
  shown.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('recordAction', () => {
  it('creates with the payload alone (no id, no _path) and goes to the new record', async () => {
    answerWith(201, { id: 42 });
    const answer = await recordAction(
      'zones',
      'zone',
      ZONE_SAVES,
    )(submitted('POST', { name: 'North', country: 'EE', id: null, _path: 'zones' }));
    expect(sent).toEqual([{ method: 'POST', url: '/fe/zones', body: { name: 'North', country: 'EE' } }]);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/zones/42');
  });

  it('goes to the record under the _path the form names (an admin resource under its carrier)', async () => {
    answerWith(201, { id: 5 });
    const saves: RecordSaves = {
      create: (body) => api.create(USER_ROUTES.create, { body }),
      update: () => Promise.reject(new Error('unused')),
    };
    const answer = await recordAction(
      'users',
      'user',
      saves,
    )(submitted('POST', { email: 'a@example.com', _path: 'admin/carriers/3/users' }));
    expect((answer as Response).headers.get('Location')).toBe('/admin/carriers/3/users/5');
  });

  it('updates the id from the address when the payload has none, then shows the record', async () => {
    answerWith(200, { id: 9, name: 'North', countries: [], areas: [], pricelists: [] });
    const answer = await recordAction(
      'zones',
      'zone',
      ZONE_SAVES,
    )(submitted('PUT', { name: 'North', id: null, _path: 'zones' }, { id: '9' }));
    expect(sent).toEqual([{ method: 'PUT', url: '/fe/zones/9', body: { name: 'North' } }]);
    expect((answer as Response).headers.get('Location')).toBe('/zones/9');
  });

  it("hands a refused write back to the form with the server's field errors", async () => {
    const refusal = { code: 'VALIDATION', message: 'The request is not valid', errors: { name: 'is taken' } };
    answerWith(422, refusal);
    const answer = await recordAction('zones', 'zone', ZONE_SAVES)(submitted('POST', { name: 'North', _path: 'zones' }));
    expect(answer).toEqual({ error: expect.objectContaining(refusal) });
  });
});

describe('the toasts of a write', () => {
  it('name the record by its noun and name, in English as before', async () => {
    answerWith(201, { id: 42 });
    await recordAction('zones', 'zone', ZONE_SAVES)(submitted('POST', { name: 'North', _path: 'zones' }));
    answerWith(200, { id: 9, name: 'North', countries: [], areas: [], pricelists: [] });
    await recordAction('zones', 'zone', ZONE_SAVES)(submitted('PUT', { name: '', id: 9, _path: 'zones' }));
    expect(toasts()).toEqual(['Zone North created', 'Zone saved']);
  });

  it("are in the reader's language", async () => {
    localStorage.setItem('language', 'et');
    answerWith(201, { id: 5 });
    await recordAction('transits', 'transit', ZONE_SAVES)(submitted('POST', { name: 'Express', _path: 'transits' }));
    localStorage.setItem('language', 'fi');
    answerWith(201, { id: 6 });
    await recordAction('customers', 'partner', ZONE_SAVES)(submitted('POST', { name: 'Acme', _path: 'customers' }));
    expect(toasts()).toEqual(['Veoaeg Express loodud', 'Kumppani Acme luotu']);
  });

  it('say a delete with the name the confirmation sent', async () => {
    const remove = () => Promise.resolve({ ok: true as const, status: 204, data: undefined });
    const confirm = (name: string): ActionFunctionArgs => {
      const request = new Request('http://localhost/areas/3/destroy', { method: 'POST', body: new URLSearchParams({ name }) });
      return { request, params: { id: '3' }, context: {}, url: new URL(request.url), pattern: '/areas/:id/destroy' };
    };
    const answer = await destroyAction('areas', 'area', remove)(confirm('Area North'));
    expect((answer as Response).headers.get('Location')).toBe('/areas');
    localStorage.setItem('language', 'fi');
    await destroyAction('areas', 'area', remove)(confirm(''));
    expect(toasts()).toEqual(['Area Area North deleted', 'Postinumeroalue poistettu']);
  });

  it('say a delete that approvals hold (202) is saved for approval, not done, and go back to the record', async () => {
    answerWith(202, { change_id: 7, status: 'pending' });
    const request = new Request('http://localhost/zones/3/destroy', { method: 'POST', body: new URLSearchParams({ name: 'North' }) });
    const args = { request, params: { id: '3' }, context: {}, url: new URL(request.url), pattern: '/zones/:id/destroy' };
    const answer = await destroyAction('zones', 'zone', (id) => api.remove(ZONE_ROUTES.delete, { params: { id } }))(args);
    expect(sent).toEqual([{ method: 'DELETE', url: '/fe/zones/3', body: undefined }]);
    expect((answer as Response).headers.get('Location')).toBe('/zones/3');
    expect(toasts()).toEqual(['Saved for approval: nothing prices differently until a second person approves it']);
  });
});

describe('pageOf', () => {
  it('reads ?page=, 1 when missing or not a positive number', () => {
    expect(['?page=3', '', '?page=0', '?page=x', '?page=-2'].map((q) => pageOf(new Request(`http://localhost/zones${q}`)))).toEqual([
      3, 1, 1, 1, 1,
    ]);
  });
});
