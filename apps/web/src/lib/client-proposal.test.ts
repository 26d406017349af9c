// A save that approvals hold answers 202 {change_id}: the client gives it back as a proposal, and the
// record action says so and goes to the record, instead of reading it as the usual answer.
import { notifications } from '@mantine/notifications';
import { PRICELIST_ROUTES, RATE_INCREASE_ROUTES } from '@freight/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, isProposal, relay } from './client';
import { recordAction } from './records';

let reply: { status: number; body: unknown };
const shown = vi.spyOn(notifications, 'show').mockImplementation(() => '');

beforeEach(() => {
  shown.mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a 202 of approvals', () => {
  it('is the proposed change, not a contract error', async () => {
    reply = { status: 202, body: { change_id: 7, status: 'pending' } };
    const result = await api.update(PRICELIST_ROUTES.update, { params: { id: 3 }, body: relay({}) });
    expect(result).toEqual({ ok: true, status: 202, data: { change_id: 7, status: 'pending' } });
    expect(result.ok && isProposal(result.data)).toBe(true);
  });

  it("leaves a route's own 202 (a rate increase's background job) its answer", async () => {
    reply = { status: 202, body: { job_id: '0b7e6f52-3c1d-4a57-9d0a-0f6c1e2d3b4a' } };
    const result = await api.submit(RATE_INCREASE_ROUTES.apply, { body: relay({}) });
    expect(result.ok && result.data).toEqual({ job_id: '0b7e6f52-3c1d-4a57-9d0a-0f6c1e2d3b4a' });
    expect(result.ok && isProposal(result.data)).toBe(false);
  });

  it("makes a record's save toast 'Saved for approval' and go to the record (a new one: the list)", async () => {
    const saves = {
      create: () => api.create(PRICELIST_ROUTES.create, { body: relay({}) }),
      update: (id: string) => api.update(PRICELIST_ROUTES.update, { params: { id }, body: relay({}) }),
    };
    reply = { status: 202, body: { change_id: 8, status: 'pending' } };
    const action = recordAction('pricelists', 'pricelist', saves);
    const put = new Request('http://localhost/pricelists/3/edit', { method: 'PUT', body: JSON.stringify({ id: 3, name: 'Baltics' }) });
    const updated = (await action({ request: put, params: { id: '3' }, context: {} } as never)) as Response;
    expect(updated.headers.get('Location')).toBe('/pricelists/3');
    const post = new Request('http://localhost/pricelists/new', { method: 'POST', body: JSON.stringify({ name: 'Baltics' }) });
    const created = (await action({ request: post, params: {}, context: {} } as never)) as Response;
    expect(created.headers.get('Location')).toBe('/pricelists');
    expect(shown.mock.calls.map(([toast]) => toast.message)).toEqual([
      'Saved for approval: nothing prices differently until a second person approves it',
      'Saved for approval: nothing prices differently until a second person approves it',
    ]);
  });
});
