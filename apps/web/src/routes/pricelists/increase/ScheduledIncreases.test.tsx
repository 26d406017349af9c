import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RateIncreaseListItem } from '@freight/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { renderRoutes } from '../../../test/render';
import { ScheduledIncreases } from './ScheduledIncreases';

const SCHEDULED: RateIncreaseListItem = {
  id: 8,
  effective_from: '2027-01-01',
  status: 'scheduled',
  change: '+4,5 %, rounded to 0,05',
  pricelists: 2,
  successors: [
    { from_id: 4, from_name: 'Groupage Baltics', id: 11, name: 'Groupage Baltics 2027' },
    { from_id: 5, from_name: '', id: 12, name: 'General 2027' },
  ],
  created_at: '2026-11-26T06:49:00.000Z',
  created_by: 'Demo User',
};
const CANCELLED: RateIncreaseListItem = {
  ...SCHEDULED,
  id: 7,
  status: 'cancelled',
  successors: [{ from_id: 4, from_name: 'Groupage Baltics', id: null, name: 'Groupage Baltics 2027' }],
};

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderList(items: RateIncreaseListItem[]) {
  session.setUser({ id: 1, name: 'Demo User', role: 'user', roles: { pricelists: 'write' } } as never);
  return renderRoutes(
    [{ path: '/pricelists/increases', loader: () => ({ items, count: items.length }), element: <ScheduledIncreases /> }],
    '/pricelists/increases',
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  session.setUser(null);
});

describe('the scheduled changes', () => {
  it('list each increase with its day, status and change, predecessors linked to their successors', async () => {
    renderList([SCHEDULED, CANCELLED]);
    const rows = within(await screen.findByRole('table', { name: 'Rate increases' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('01.01.2027');
    expect(rows[1]).toHaveTextContent('Scheduled');
    expect(rows[1]).toHaveTextContent('+4,5 %, rounded to 0,05');
    expect(within(rows[1]!).getByRole('link', { name: 'Groupage Baltics 2027' })).toHaveAttribute('href', '/pricelists/11');
    expect(within(rows[1]!).getByRole('link', { name: 'General' })).toHaveAttribute('href', '/pricelists/5');
    // A cancelled increase: no Cancel, its removed successor not a link.
    expect(rows[2]).toHaveTextContent('Cancelled');
    expect(within(rows[2]!).queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(within(rows[2]!).queryByRole('link', { name: 'Groupage Baltics 2027' })).toBeNull();
  });

  it("says the change in the reader's language", async () => {
    session.setUser({ id: 1, name: 'Demo User', role: 'user', roles: { pricelists: 'write' }, language: 'fi' } as never);
    renderRoutes(
      [{ path: '/pricelists/increases', loader: () => ({ items: [SCHEDULED], count: 1 }), element: <ScheduledIncreases /> }],
      '/pricelists/increases',
    );
    expect(await screen.findByText('+4,5 %, pyöristettynä tarkkuuteen 0,05')).toBeInTheDocument();
  });

  it("cancels after asking, and says the server's 409 when the increase took effect meanwhile", async () => {
    const fetchStub = vi.fn(async () =>
      json(409, { code: 'CONFLICT', message: 'The rate increase took effect on 01.01.2027: it cannot be cancelled' }),
    );
    vi.stubGlobal('fetch', fetchStub);
    renderList([SCHEDULED]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the increase of 01.01.2027' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Its 2 successors are removed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel increase' }));
    await waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(1));
    expect(fetchStub.mock.calls[0]).toEqual(['/fe/rate_increases/8', expect.objectContaining({ method: 'DELETE' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The rate increase took effect on 01.01.2027: it cannot be cancelled');
  });
});
