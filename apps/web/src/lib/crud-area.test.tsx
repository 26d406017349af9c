// A CRUD area with `approvals` (transit times here): its view and edit pages say what waits for
// approval on the record; /new asks nothing. Only `fetch` is stood in for.
import { act, screen } from '@testing-library/react';
import type { ChangeListItem } from '@freight/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transitsRoutes } from '../routes/transits';
import { renderRoutes } from '../test/render';
import { staffUser } from '../test/users';
import { session } from './session';

const TRANSIT = {
  id: 2,
  name: '2 days',
  transit_time: 2,
  cutoff_time: '12:00',
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: false,
  sunday: false,
  allow_saturday_delivery: false,
  allow_sunday_delivery: false,
  skip_holidays: true,
  traffic_count: 3,
};

const PENDING: ChangeListItem = {
  id: 12,
  record_type: 'transit',
  record_id: 2,
  record_name: '2 days',
  base_version: null,
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

let asked: string[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const body = url.startsWith('/fe/changes/of_record') ? { items: [PENDING], count: 1 } : TRANSIT;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  act(() => session.setUser(staffUser('write')));
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => session.setUser(null));
});

describe('a CRUD area with approvals', () => {
  it("says on the record's view page what waits for approval, linked to the change", async () => {
    renderRoutes([transitsRoutes], '/transits/2');
    expect(await screen.findByText('Waiting for approval')).toBeTruthy();
    expect(screen.getByText(/Paula Proposer proposed a change on/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/changes/12');
    expect(asked).toContain('/fe/changes/of_record?record_type=transit&record_id=2');
  });

  it('says it on the edit page too, above the form', async () => {
    renderRoutes([transitsRoutes], '/transits/2/edit');
    expect(await screen.findByText('Waiting for approval')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
  });

  it('asks nothing on /new', async () => {
    renderRoutes([transitsRoutes], '/transits/new');
    expect(await screen.findByRole('button', { name: 'Create' })).toBeTruthy();
    expect(asked.some((url) => url.startsWith('/fe/changes'))).toBe(false);
  });
});
