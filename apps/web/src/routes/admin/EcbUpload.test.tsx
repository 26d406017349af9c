import type { EcbRatesAnswer } from '@freight/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { changeText, EcbUpload } from './EcbUpload';

const fetchStub = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const PREVIEW: EcbRatesAnswer = {
  date: '2026-11-25',
  current_date: '2026-11-26',
  older: true,
  rates: [
    { currency: 'USD', before: 1.05, after: 1.0812, change_percent: 2.97, in_file: true },
    { currency: 'SEK', before: 11.3, after: 11.1845, change_percent: -1.02, in_file: true },
    { currency: 'BGN', before: 1.95583, after: 1.95583, change_percent: 0, in_file: false },
  ],
  ignored: ['JPY'],
  changed: true,
  saved: false,
  version: 3,
  days: [{ date: '2026-11-25', new: true }],
};

/** A 3-day history's preview: two days new, one kept already, the newest newer than the current set. */
const HISTORY: EcbRatesAnswer = {
  ...PREVIEW,
  older: false,
  current_date: '2026-11-20',
  days: [
    { date: '2026-11-21', new: false },
    { date: '2026-11-24', new: true },
    { date: '2026-11-25', new: true },
  ],
};

function pick(container: HTMLElement) {
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['<xml/>'], 'eurofxref-daily.xml', { type: 'application/xml' })] } });
}

beforeEach(() => {
  fetchStub.mockReset();
  vi.stubGlobal('fetch', fetchStub);
});
afterEach(() => vi.unstubAllGlobals());

describe('EcbUpload', () => {
  it('shows the difference of a picked file, warns that it is older, and saves it on the button', async () => {
    fetchStub.mockResolvedValueOnce(answer(200, PREVIEW)).mockResolvedValueOnce(answer(200, { ...PREVIEW, saved: true, version: 4 }));
    const { container } = renderRoutes([{ path: '/', element: <EcbUpload /> }], '/');
    pick(container);
    const table = await screen.findByRole('table', { name: 'Rates of the file' });
    expect(fetchStub.mock.calls[0]![0]).toContain('/fe/admin/exchange_rates/ecb?dry_run=true');
    const usd = within(table).getByText('USD').closest('tr')!;
    expect(usd.textContent).toBe('USD1,051,0812+2,97 %');
    expect(within(table).getByText('SEK').closest('tr')!.textContent).toContain('−1,02 %');
    expect(within(table).getByText('BGN').closest('tr')!.textContent).toContain('Not in the file: kept');
    expect(screen.getByText('This file is older than the current rates')).toBeTruthy();
    expect(screen.getByText(/Left out, as no prices are written in them: JPY/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save as rates of 25.11.2026' }));
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    expect(fetchStub).toHaveBeenCalledTimes(2);
    expect(fetchStub.mock.calls[1]![0]).toContain('/fe/admin/exchange_rates/ecb?dry_run=false');
  });

  it('says why a file cannot be used, and offers no save', async () => {
    const problem = 'Not well-formed XML: line 2: <!DOCTYPE> is refused: no DTDs or entities';
    fetchStub.mockResolvedValueOnce(answer(422, { code: 'VALIDATION', message: problem, errors: { file: problem } }));
    const { container } = renderRoutes([{ path: '/', element: <EcbUpload /> }], '/');
    pick(container);
    expect(await screen.findByText(problem)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Save as rates/ })).toBeNull();
  });

  it('offers no save when the file holds the current rates', async () => {
    fetchStub.mockResolvedValueOnce(answer(200, { ...PREVIEW, older: false, changed: false, current_date: '2026-11-25' }));
    const { container } = renderRoutes([{ path: '/', element: <EcbUpload /> }], '/');
    pick(container);
    expect(await screen.findByText(/These are the current rates already/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save as rates of 25.11.2026' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('EcbUpload with a history file', () => {
  it('lists the days, new or kept already, says the newest becomes current, and keeps the new days on the button', async () => {
    fetchStub.mockResolvedValueOnce(answer(200, HISTORY)).mockResolvedValueOnce(answer(200, { ...HISTORY, saved: true, version: 5 }));
    const { container } = renderRoutes([{ path: '/', element: <EcbUpload /> }], '/');
    pick(container);
    const days = await screen.findByRole('table', { name: 'Days of the file' });
    // Newest first.
    expect(
      within(days)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DateKept', '25.11.2026New', '24.11.2026New', '21.11.2026Kept already']);
    expect(screen.getByText('History of 3 days, 21.11.2026 to 25.11.2026: 2 new, 1 kept already')).toBeTruthy();
    expect(screen.getByText('The newest day, 25.11.2026, becomes the current rates:')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Rates of the file' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Keep 2 new days' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Days of the file' })).toBeNull());
    expect(fetchStub.mock.calls[1]![0]).toContain('/fe/admin/exchange_rates/ecb?dry_run=false');
  });

  it('keeps the current rates for a history older than them, and offers no save when every day is kept', async () => {
    fetchStub.mockResolvedValueOnce(answer(200, { ...HISTORY, older: true, current_date: '2026-11-26' }));
    const first = renderRoutes([{ path: '/', element: <EcbUpload /> }], '/');
    pick(first.container);
    expect(await screen.findByText(/The current rates \(of 26.11.2026\) stay/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Rates of the file' })).toBeNull();
    first.unmount();

    const allKept = { ...HISTORY, changed: false, days: HISTORY.days.map((d) => ({ ...d, new: false })) };
    fetchStub.mockResolvedValueOnce(answer(200, allKept));
    const second = renderRoutes([{ path: '/', element: <EcbUpload /> }], '/');
    pick(second.container);
    expect(await screen.findByText('Every day of the file is kept already: nothing to save.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Nothing new to keep' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('changeText', () => {
  it('signs the change and says new without a current rate', () => {
    expect([changeText(2.97), changeText(-0.14), changeText(0), changeText(null)]).toEqual(['+2,97 %', '−0,14 %', '0 %', 'new']);
  });
});
