// The record actions end to end through the fetch wrapper: the body a form sends, the answer's
// redirect, and a refused write handed back to the form. Only `fetch` is stood in for.
import type { ActionFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOf, recordAction } from './records';

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

beforeEach(() => {
  sent = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('recordAction', () => {
  it('creates with the payload alone (no id, no _path) and goes to the new record', async () => {
    answerWith(201, { id: 42 });
    const answer = await recordAction('zones')(submitted('POST', { name: 'North', country: 'EE', id: null, _path: 'zones' }));
    expect(sent).toEqual([{ method: 'POST', url: '/fe/zones', body: { name: 'North', country: 'EE' } }]);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/zones/42');
  });

  it('writes to the _path the form names (an admin resource under its carrier)', async () => {
    answerWith(201, { id: 5 });
    await recordAction('users')(submitted('POST', { email: 'a@example.com', _path: 'admin/carriers/3/users' }));
    expect(sent[0]!.url).toBe('/fe/admin/carriers/3/users');
  });

  it('updates the id from the address when the payload has none, then shows the record', async () => {
    answerWith(200, { id: 9 });
    const answer = await recordAction('zones')(submitted('PUT', { name: 'North', id: null, _path: 'zones' }, { id: '9' }));
    expect(sent).toEqual([{ method: 'PUT', url: '/fe/zones/9', body: { name: 'North' } }]);
    expect((answer as Response).headers.get('Location')).toBe('/zones/9');
  });

  it("hands a refused write back to the form with the server's field errors", async () => {
    const refusal = { code: 'VALIDATION', message: 'The request is not valid', errors: { name: 'is taken' } };
    answerWith(422, refusal);
    const answer = await recordAction('zones')(submitted('POST', { name: 'North', _path: 'zones' }));
    expect(answer).toEqual({ error: expect.objectContaining(refusal) });
  });
});

describe('pageOf', () => {
  it('reads ?page=, 1 when missing or not a positive number', () => {
    expect(['?page=3', '', '?page=0', '?page=x', '?page=-2'].map((q) => pageOf(new Request(`http://localhost/zones${q}`)))).toEqual([
      3, 1, 1, 1, 1,
    ]);
  });
});
