// The distance table's and the fuel index's saves when approvals hold them (202): "Saved for
// approval", nothing saved, the page back to the table as it is. Only `fetch` and the toasts are stood in for.
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { DistanceTableAnswer, FuelIndexAnswer } from '@freight/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { renderRoutes } from '../../test/render';
import { staffUser } from '../../test/users';
import { fuelIndexRoute } from '../surcharges/fuel-index';
import { distancesRoutes } from '.';

const TABLE: DistanceTableAnswer = {
  version: 1,
  lanes: [{ zone_from: 1, zone_from_name: 'Tallinn', zone_to: 4, zone_to_name: 'Riga', km: 311 }],
  road_factor: null,
  versions: [
    { version: 1, lanes: 1, author: 'Demo', created_at: '2026-11-30T08:00:00.000Z', restored_from: null },
    { version: 0, lanes: 2, author: 'Demo', created_at: '2026-11-29T08:00:00.000Z', restored_from: null },
  ],
};

const INDEX: FuelIndexAnswer = {
  version: 2,
  values: [{ month: '2026-10', price: 1.63 }],
  bands: [{ from: 1.4, to: 1.9, percent: 10 }],
  versions: [{ version: 2, author: 'Demo', created_at: '2026-11-30T08:00:00.000Z' }],
};

let writes: { method: string; url: string }[];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  writes = [];
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.method && init.method !== 'GET') {
        writes.push({ method: init.method, url });
        return json(202, { change_id: 9, status: 'pending' });
      }
      if (url === '/fe/distances') return json(200, TABLE);
      if (url === '/fe/zones/form') return json(200, [{ id: 1, name: 'Tallinn' }]);
      if (url === '/fe/fuel_index') return json(200, INDEX);
      return json(404, { code: 'NOT_FOUND', message: 'Not found' });
    }),
  );
  act(() => session.setUser(staffUser('write')));
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => session.setUser(null));
});

const shown = vi.spyOn(notifications, 'show').mockImplementation(() => '');
const toasts = () => shown.mock.calls.map(([toast]) => toast.message);
const PROPOSED = 'Saved for approval: nothing prices differently until a second person approves it';

describe('the distance table under approvals', () => {
  it('says a save is saved for approval and shows the lanes as they are', async () => {
    shown.mockClear();
    renderRoutes([distancesRoutes], '/distances');
    const km = await screen.findByRole('textbox', { name: 'km, row 1' });
    fireEvent.change(km, { target: { value: '315' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toEqual([PROPOSED]));
    expect(writes).toEqual([{ method: 'PUT', url: '/fe/distances' }]);
    expect(screen.getByRole('textbox', { name: 'km, row 1' })).toHaveValue('311');
  });

  it('says a restore is saved for approval, not done', async () => {
    shown.mockClear();
    renderRoutes([distancesRoutes], '/distances');
    fireEvent.click(await screen.findByRole('button', { name: 'Restore version 0' }));
    await waitFor(() => expect(toasts()).toEqual([PROPOSED]));
    expect(writes).toEqual([{ method: 'POST', url: '/fe/distances/restore' }]);
    // Still version 1: version 0 is still one to restore, the lanes as they were.
    expect(screen.getByRole('button', { name: 'Restore version 0' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'km, row 1' })).toHaveValue('311');
  });
});

describe('the fuel index under approvals', () => {
  it('says a save is saved for approval and shows the index as it is', async () => {
    shown.mockClear();
    renderRoutes([{ path: '/surcharges', children: [fuelIndexRoute] }], '/surcharges/fuel-index');
    const price = await screen.findByRole('textbox', { name: 'Price 1' });
    fireEvent.change(price, { target: { value: '1,70' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toEqual([PROPOSED]));
    expect(writes).toEqual([{ method: 'PUT', url: '/fe/fuel_index' }]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Price 1' })).toHaveValue('1,63'));
  });
});
