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

describe('changeText', () => {
  it('signs the change and says new without a current rate', () => {
    expect([changeText(2.97), changeText(-0.14), changeText(0), changeText(null)]).toEqual(['+2,97 %', '−0,14 %', '0 %', 'new']);
  });
});
