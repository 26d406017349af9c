import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RateIncreasePreview } from '@freight/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { IncreasePage, type IncreaseData } from './IncreasePage';

const DATA: IncreaseData = {
  allowed: true,
  services: [{ id: 1, name: 'Groupage', code: 'GRP' }],
  partners: [{ id: 3, name: 'Nordic Trade Oy', general_hidden: false }],
  zones: [{ id: 1, name: 'Tallinn' }],
};

const ITEM = {
  active: true,
  valid_from: '2026-01-01',
  valid_to: '2027-12-31',
  comment: '',
  service_id: 1,
  service_name: 'Groupage',
  unit: 'payable_weight',
  currency: 'EUR',
  status: 'completed',
  carrier_id: 1,
  last_activity: null,
  updated_at: '2026-11-01T10:00:00.000Z',
  version: 1,
  health: null,
};
const LIST = {
  items: [
    { ...ITEM, id: 4, name: 'Groupage Baltics', customer_id: null, customer_name: null },
    { ...ITEM, id: 5, name: 'Nordic Baltics', customer_id: 3, customer_name: 'Nordic Trade Oy' },
  ],
  count: 2,
};

const PREVIEW: RateIncreasePreview = {
  pricelists: [4, 5].map((id) => ({
    id,
    name: id === 4 ? 'Groupage Baltics' : 'Nordic Baltics',
    successor_name: id === 4 ? 'Groupage Baltics 2027' : 'Nordic Baltics 2027',
    currency: 'EUR',
    cells_changed: 35,
    first: [],
    largest: [],
    problem: null,
  })),
  backtest: {
    days: 90,
    requests: 2,
    repriced: 2,
    currency: 'EUR',
    total_before: 200,
    total_after: 209,
    change_percent: 4.5,
    by_customer: [],
    by_lane: [],
    not_priced: [],
    truncated: false,
  },
};

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The server: the pricelist list, and `post` answering POST /fe/rate_increases; every call kept. */
function stubServer(post: (url: string, body: unknown) => Response, jobs: Response[] = []) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchStub = vi.fn(async (url: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method: init.method ?? 'GET', url, body });
    if (url.startsWith('/fe/pricelists?')) return json(200, LIST);
    if (url.startsWith('/fe/rate_increases/jobs/')) return jobs.shift() ?? json(500);
    if (url.startsWith('/fe/rate_increases')) return post(url, body);
    return json(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

function renderPage(data: IncreaseData = DATA) {
  return renderRoutes(
    [
      { path: '/pricelists/increase', loader: () => data, element: <IncreasePage /> },
      { path: '/pricelists/increases', element: <p>Scheduled list</p> },
    ],
    '/pricelists/increase',
  );
}

async function fillPercent(value: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Percent' }), { target: { value } });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/pricelists/increase');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the rate increase page', () => {
  it('sends nothing while the form has an error, and says it at the field', async () => {
    const calls = stubServer(() => json(200, PREVIEW));
    renderPage();
    await screen.findByText('Groupage Baltics');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('previews on Enter in a field (the form is submitted), as the Preview button does', async () => {
    const calls = stubServer(() => json(200, PREVIEW));
    renderPage();
    await fillPercent('4,5');
    fireEvent.submit(screen.getByRole('textbox', { name: 'Percent' }).closest('form')!);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  });

  it("shows a 422's field errors at their fields and the rest in the banner", async () => {
    stubServer(() =>
      json(422, {
        code: 'VALIDATION',
        message: 'The increase must take effect after today',
        errors: { effective_from: 'must be after 26.11.2026', change: 'must be {percent} or {rules: [...]}' },
      }),
    );
    renderPage();
    await fillPercent('4,5');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const date = screen.getByRole('textbox', { name: 'Takes effect on' });
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    expect(date).toHaveAccessibleDescription('Must be after 26.11.2026');
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('The increase must take effect after today');
    expect(banner).toHaveTextContent('Must be {percent} or {rules: [...]}');
    expect(banner).not.toHaveTextContent('Must be after');
    // A change to the form clears the server's word on it.
    fireEvent.change(date, { target: { value: '2027-02-01' } });
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'false'));
  });

  it('previews the picked pricelists, applies after the confirmation, follows a 202 job to its end and opens the scheduled list', async () => {
    const calls = stubServer(
      (url) => (url.includes('dry_run=true') ? json(200, PREVIEW) : json(202, { job_id: '0b7f3c1e-8a4d-4c55-9a3e-1f2d3c4b5a69' })),
      [
        json(200, { status: 'running', progress: 0.5, result: null, error: null }),
        json(200, {
          status: 'done',
          progress: 1,
          result: {
            id: 8,
            effective_from: '2027-01-01',
            successors: [
              { from_id: 4, id: 11 },
              { from_id: 5, id: 12 },
            ],
          },
          error: null,
        }),
      ],
    );
    const { router } = renderPage();
    fireEvent.click(await screen.findByText('Pick one by one'));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Pick Groupage Baltics' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pick Nordic Baltics' }));
    expect(screen.getByTestId('chosen-count')).toHaveTextContent('2 pricelists picked');
    await fillPercent('4,5');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect((await screen.findByTestId('effect-headline')).textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      '+4,5 % on 2 requests, 9,00 € more over 90 days',
    );
    const previewCall = calls.find((c) => c.method === 'POST')!;
    expect(previewCall.url).toBe('/fe/rate_increases?dry_run=true');
    expect(previewCall.body).toMatchObject({
      pricelists: [4, 5],
      change: { percent: 4.5 },
      effective_from: `${new Date().getFullYear() + 1}-01-01`,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Apply the increase to 2 pricelists from 01.01.${new Date().getFullYear() + 1}?`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2 pricelists' }));

    expect(await screen.findByLabelText('Applying the increase')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricelists/increases'), { timeout: 4000 });
    const applyCall = calls.filter((c) => c.method === 'POST')[1]!;
    expect(applyCall.url).toBe('/fe/rate_increases');
    expect(applyCall.body).toEqual(previewCall.body);
    expect(calls.filter((c) => c.url.startsWith('/fe/rate_increases/jobs/'))).toHaveLength(2);
  });

  it('keeps Apply off for a preview with a pricelist that cannot take the increase', async () => {
    const refused = { ...PREVIEW, pricelists: [{ ...PREVIEW.pricelists[0]!, problem: 'It ends before the increase takes effect' }] };
    stubServer(() => json(200, refused));
    renderPage();
    await fillPercent('3');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      await screen.findByText('1 pricelist cannot take the increase: pick the others or change the day to apply.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('is no form for a role without pricelists write: it says so and links to the scheduled changes', async () => {
    stubServer(() => json(200, PREVIEW));
    renderPage({ ...DATA, allowed: false });
    expect(await screen.findByText(/A rate increase needs write permission on pricelists/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Scheduled changes' })).toHaveAttribute('href', '/pricelists/increases');
  });
});
