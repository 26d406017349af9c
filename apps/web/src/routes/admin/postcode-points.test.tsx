import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { postcodePointsRoutes } from './postcode-points';

const fetchStub = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const STORED = {
  countries: [
    { country: 'EE', points: 4711 },
    { country: 'LV', points: 2 },
  ],
  points: 4713,
};

function pick(container: HTMLElement) {
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['EE\t10115'], 'EE.txt', { type: 'text/plain' })] } });
}

beforeEach(() => {
  fetchStub.mockReset();
  vi.stubGlobal('fetch', fetchStub);
});
afterEach(() => vi.unstubAllGlobals());

describe('postcode points page', () => {
  it('counts the stored points per country and names GeoNames and its licence', async () => {
    fetchStub.mockResolvedValueOnce(answer(200, STORED));
    renderRoutes([{ ...postcodePointsRoutes, path: '/' }], '/');
    const table = await screen.findByRole('table', { name: 'Stored points' });
    expect(within(table).getByText(/^EE/).closest('tr')!.textContent).toBe('EE Estonia4\u00a0711');
    expect(within(table).getByText('All countries').closest('tr')!.textContent).toBe('All countries4\u00a0713');
    expect(screen.getByText('Postcode points © GeoNames, CC BY 4.0')).toBeTruthy();
  });

  it('shows the line the server refused, then what a good file loaded', async () => {
    fetchStub
      .mockResolvedValueOnce(answer(200, { countries: [], points: 0 }))
      .mockResolvedValueOnce(
        answer(422, {
          code: 'VALIDATION',
          message: 'Line 3: latitude "91.5" is not a number from -90 to 90',
          errors: { file: 'Line 3: latitude "91.5" is not a number from -90 to 90' },
          line: 3,
          reason: 'bad_latitude',
        }),
      )
      .mockResolvedValueOnce(answer(200, { countries: [{ country: 'EE', points: 3 }], points: 3 }))
      .mockResolvedValueOnce(answer(200, { countries: [{ country: 'EE', points: 3 }], points: 3 }));
    const { container } = renderRoutes([{ ...postcodePointsRoutes, path: '/' }], '/');
    expect(await screen.findByText(/No postcode points yet/)).toBeTruthy();
    pick(container);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The file was not loaded');
    expect(alert.textContent).toContain('Line 3: latitude "91.5" is not a number from -90 to 90');
    expect(fetchStub.mock.calls[1]![0]).toContain('/fe/admin/postcode_points');
    expect(fetchStub.mock.calls[1]![1].method).toBe('POST');
    pick(container);
    const loaded = await screen.findByRole('table', { name: 'Loaded from the last file' });
    expect(within(loaded).getByText('All countries').closest('tr')!.textContent).toBe('All countries3');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
