// A change's page through the fetch wrapper: only `fetch` and the toasts are stood in for.
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BacktestAnswer, ChangeAnswer, RateIncreasePreview } from '@freight/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { ChangePage, changeLoader } from './change-page';

const CHANGE: ChangeAnswer = {
  id: 5,
  record_type: 'pricelist',
  record_id: 3,
  record_name: 'Baltics 2026',
  base_version: 2,
  origin: 'save',
  status: 'pending',
  author: { id: 1, name: 'Olga Owner' },
  created_at: '2026-11-30T08:00:00.000Z',
  decided_by: null,
  decided_at: null,
  reason: null,
  self_approved: false,
  applied_record_id: null,
  applied_version: null,
  current_version: 2,
  diff: {
    fields: [],
    cells: [{ fare_group: 0, zone_from_name: 'Tallinn', zone_to_name: 'Riga', column: '500 per_100kg', from: 12.4, to: 124 }],
    added_rows: [],
    removed_rows: [],
  },
  health: { findings: [] },
  may: { decide: true, self_approval: true },
};

const REPORT: BacktestAnswer = {
  requests: 3,
  repriced: 3,
  currency: 'EUR',
  total_before: 100,
  total_after: 250.5,
  change_percent: 150.5,
  changed_count: 3,
  changed: [],
  lanes: [
    { lane: 'Tallinn → Riga', requests: 2, before: 60, after: 180, change_percent: 200 },
    { lane: 'Tallinn → Vilnius', requests: 1, before: 40, after: 70.5, change_percent: 76.25 },
  ],
  unpriced: [],
  histogram: [{ from: 50, to: null, count: 3 }],
  truncated: false,
};

/** A rate increase of one pricelist waiting for approval: no diff of its own, its preview instead. */
const INCREASE_CHANGE: ChangeAnswer = {
  ...CHANGE,
  id: 7,
  record_type: 'rate_increase',
  record_id: null,
  record_name: '+5 %: 1 pricelist from 01.01.2027',
  base_version: null,
  origin: 'increase',
  current_version: null,
  diff: { fields: [], cells: [], added_rows: [], removed_rows: [] },
  health: null,
};

const PREVIEW: RateIncreasePreview = {
  pricelists: [
    {
      id: 3,
      name: 'Baltics 2026',
      successor_name: 'Baltics 2027',
      currency: 'EUR',
      cells_changed: 12,
      first: [{ zone_from: 'Tallinn', zone_to: 'Riga', quantity: 500, kind: 'price', before: 20, after: 21 }],
      largest: [{ zone_from: 'Tallinn', zone_to: 'Vilnius', quantity: 1000, kind: 'price', before: 100, after: 105 }],
      problem: null,
    },
  ],
  backtest: {
    days: 30,
    requests: 4,
    repriced: 4,
    currency: 'EUR',
    total_before: 200,
    total_after: 210,
    change_percent: 5,
    by_customer: [{ name: 'Nordic Trade Oy', requests: 4, before: 200, after: 210, change_percent: 5 }],
    by_lane: [{ name: 'Tallinn → Riga', requests: 4, before: 200, after: 210, change_percent: 5 }],
    not_priced: [],
    truncated: false,
  },
};

const AREA = {
  id: 0,
  name: '',
  country: 'EE',
  postcode_from: '74',
  postcode_to: '76',
  latitude: null,
  longitude: null,
  zone_count: 0,
  deletable: true,
};

/** A zone's save: area 2 taken out, as the server answers it (a setup change: no versions, no health). */
const ZONE_CHANGE: ChangeAnswer = {
  ...CHANGE,
  id: 6,
  record_type: 'zone',
  record_id: 4,
  record_name: 'North',
  base_version: null,
  current_version: null,
  diff: { fields: [{ field: 'areas', from: [1, 2], to: [1] }], cells: [], added_rows: [], removed_rows: [] },
  health: null,
  may: { decide: true, self_approval: false },
};

let change: ChangeAnswer;
let posts: { url: string; body: unknown }[];
/** The answers of the heavy reads, first to last (the last repeats): a 503 while the server is busy. */
let previews: Response[];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  change = CHANGE;
  posts = [];
  previews = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'POST') {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        if (url.endsWith('/reject')) return json(409, { code: 'CONFLICT', message: 'This change is already approved' });
        const { current_version: _c, diff: _d, health: _h, may: _m, ...item } = change;
        const applied_version = change.record_type === 'pricelist' ? 3 : null;
        change = { ...change, status: 'approved', decided_by: { id: 1, name: 'Olga Owner' }, self_approved: true, applied_version };
        return json(200, { ...item, status: 'approved', applied_version });
      }
      if (url.endsWith('/backtest')) return json(200, REPORT);
      if (url.endsWith('/preview')) return previews.length > 1 ? previews.shift()! : (previews[0]?.clone() ?? json(200, PREVIEW));
      if (url === '/fe/zones/4/areas')
        return json(200, [{ id: 1, name: 'Tallinn', country: 'EE', postcode_from: '10', postcode_to: '15' }]);
      if (url === '/fe/areas/2') return json(200, { ...AREA, id: 2, name: 'Harju county' });
      if (url.endsWith('/count')) return json(200, { pending: 0 });
      return json(200, change);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const shown = vi.spyOn(notifications, 'show').mockImplementation(() => '');

function renderPage() {
  return renderRoutes([{ path: '/changes/:id', loader: changeLoader, Component: ChangePage }], '/changes/5');
}

describe('ChangePage', () => {
  it('shows the diff, the version it is based on and the revenue effect in Finnish money', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Pricelist Baltics 2026' })).toBeTruthy();
    expect(screen.getByText('Based on version 2')).toBeTruthy();
    const diff = screen.getByRole('table', { name: 'What the change does to the record as it is now' });
    expect(within(diff).getByText('124')).toBeTruthy();
    const revenue = await screen.findByTestId('revenue-effect');
    expect(revenue.textContent?.replace(/\s/g, ' ')).toBe('3 requests: 100,00 € → 250,50 € (+150,5 %)');
    // The lanes as the versions panel shows a backtest: each with its requests, before, after and change.
    const lanes = screen.getByRole('table', { name: 'Lanes with the largest change' });
    const rows = within(lanes)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual(['Tallinn → Riga260,00 €180,00 €+200 %', 'Tallinn → Vilnius140,00 €70,50 €+76,25 %']);
    expect(screen.getByText('No problems found in the prices as the change would make them.')).toBeTruthy();
    expect(screen.queryByText(/cannot be approved/)).toBeNull();
  });

  it('asks the only approver a second time, then sends confirm_own and shows the decision', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('You are the only approver. Approve your own change?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(posts).toEqual([{ url: '/fe/changes/5/approve', body: { confirm_own: true } }]));
    expect(await screen.findByText(/Approved by Olga Owner/)).toBeTruthy();
    expect(shown.mock.calls.map(([toast]) => toast.message)).toContain('Approved: version 3 is live');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('asks the reason before a rejection, and says a refusal on the page', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Reason for the author/), { target: { value: ' 124 is a typo ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(posts).toEqual([{ url: '/fe/changes/5/reject', body: { reason: '124 is a typo' } }]));
    expect((await screen.findByRole('alert')).textContent).toBe('This change is already approved');
  });

  it("shows a zone's change by its areas' names, links its page, and keeps the diff once approved", async () => {
    change = ZONE_CHANGE;
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Zone North' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the record' }).getAttribute('href')).toBe('/zones/4');
    const diff = screen.getByRole('table', { name: 'What the change does to the record as it was when proposed' });
    const rows = within(diff)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([['Areas', 'Harju county', '—']]);
    expect(screen.queryByText(/Based on version/)).toBeNull();
    expect(screen.queryByRole('region', { name: /Revenue effect/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(posts).toEqual([{ url: '/fe/changes/6/approve', body: { confirm_own: false } }]));
    expect(await screen.findByText(/Approved by Olga Owner/)).toBeTruthy();
    expect(shown.mock.calls.map(([toast]) => toast.message)).toContain('Approved: the change is live');
    expect(screen.getByRole('table', { name: 'What the change does to the record as it was when proposed' })).toBeTruthy();
  });

  it("shows a pending rate increase's preview: its revenue effect by lane and each pricelist's cells", async () => {
    change = INCREASE_CHANGE;
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Rate increase +5 %: 1 pricelist from 01.01.2027' })).toBeTruthy();
    const preview = screen.getByRole('region', { name: 'What the rate increase does' });
    expect((await within(preview).findByTestId('effect-headline')).textContent?.replace(/\s/g, ' ')).toBe(
      '+5 % on 4 requests, 10,00 € more over 30 days',
    );
    expect(within(within(preview).getByRole('table', { name: 'By lane' })).getByText('Tallinn → Riga')).toBeTruthy();
    expect(within(preview).getByText('Baltics 2026 → Baltics 2027')).toBeTruthy();
    const largest = within(preview).getByRole('table', { name: 'Largest changes of Baltics 2026' });
    expect(within(largest).getAllByRole('row')[1]?.textContent?.replace(/\s/g, ' ')).toBe('Tallinn → Vilnius1 000100,00 €105,00 €+5 %');
    expect(screen.queryByRole('region', { name: /Revenue effect on the last 30 days/ })).toBeNull();
    expect(screen.queryByRole('table', { name: /What the change does/ })).toBeNull();
  });

  it('says a busy server in words and reads the preview again on Try again', async () => {
    change = INCREASE_CHANGE;
    previews = [json(503, { code: 'UNAVAILABLE', message: 'the server is busy, try again in a minute' }), json(200, PREVIEW)];
    renderPage();
    const preview = await screen.findByRole('region', { name: 'What the rate increase does' });
    expect((await within(preview).findByRole('alert')).textContent).toContain('The server is busy, try again in a minute');
    fireEvent.click(within(preview).getByRole('button', { name: 'Try again' }));
    expect(await within(preview).findByTestId('effect-headline')).toBeTruthy();
    expect(within(preview).queryByRole('alert')).toBeNull();
  });

  it('shows no preview once a rate increase is decided', async () => {
    change = { ...INCREASE_CHANGE, status: 'rejected', decided_by: { id: 2, name: 'Anna Approver' }, reason: 'Not this year' };
    renderPage();
    expect(await screen.findByText(/Rejected by Anna Approver/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'What the rate increase does' })).toBeNull();
  });

  it('says when the record moved on, and offers no decision to a reader', async () => {
    change = { ...CHANGE, current_version: 4, may: { decide: false, self_approval: false } };
    renderPage();
    expect(await screen.findByText(/The record is at version 4 now/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
