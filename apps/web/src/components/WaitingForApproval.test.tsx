// "Waiting for approval" on a record's page: the record's pending changes read through the fetch wrapper.
import { act, screen } from '@testing-library/react';
import type { ChangeListItem } from '@freight/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session';
import { renderRoutes } from '../test/render';
import { staffUser } from '../test/users';
import { WaitingForApproval } from './WaitingForApproval';

const PENDING: ChangeListItem = {
  id: 12,
  record_type: 'pricelist',
  record_id: 3,
  record_name: 'Baltics 2026',
  base_version: 2,
  origin: 'save',
  status: 'pending',
  author: { id: 4, name: 'Paula Proposer' },
  created_at: '2026-11-30T08:00:00.000Z',
  decided_by: null,
  decided_at: null,
  reason: null,
  self_approved: false,
  applied_record_id: null,
  applied_version: null,
};

let items: ChangeListItem[];
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ items, count: items.length }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => session.setUser(null));
});

function renderWaiting() {
  return renderRoutes([{ path: '/', element: <WaitingForApproval recordType="pricelist" recordId={3} refreshKey={2} /> }], '/');
}

describe('WaitingForApproval', () => {
  it("lists the record's pending changes, linked for a reader of approvals", async () => {
    items = [PENDING];
    act(() => session.setUser(staffUser('read')));
    renderWaiting();
    expect(await screen.findByText('Waiting for approval')).toBeTruthy();
    expect(screen.getByText(/Paula Proposer proposed a change on 30\.11\.2026 10:00/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/changes/12');
    expect(asked).toEqual(['/fe/changes/of_record?record_type=pricelist&record_id=3']);
  });

  it('links nothing for a clerk without approvals, and shows nothing while none waits', async () => {
    items = [PENDING];
    act(() => session.setUser(staffUser('write', { roles: { ...staffUser('write').roles, approvals: 'none' } })));
    const { unmount } = renderWaiting();
    expect(await screen.findByText('Waiting for approval')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    items = [];
    renderWaiting();
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(screen.queryByText('Waiting for approval')).toBeNull();
  });
});
