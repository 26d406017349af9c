import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { AreaPicker, type PickerArea } from './AreaPicker';

const TALLINN: PickerArea = { id: 1, name: 'Tallinn', country: 'EE', postcode_from: '10', postcode_to: '19' };
const TARTU: PickerArea = { id: 2, name: 'Tartu', country: 'EE', postcode_from: '50', postcode_to: '51' };
const RIGA: PickerArea = { id: 3, name: 'Riga', country: 'LV', postcode_from: 'LV10', postcode_to: 'LV19' };

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

/** The picker in a form of one field, the server answering searches from `areas`. */
function renderPicker(initial: PickerArea[]) {
  const areas = [TALLINN, TARTU, RIGA];
  const fetchStub = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/fe/areas/find_by_names')) {
      const { names } = JSON.parse(String(init?.body)) as { names: string[] };
      return json(areas.filter((a) => names.includes(a.name)));
    }
    const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
    return json(areas.filter((a) => a.name.toLowerCase().includes(q.toLowerCase())));
  });
  vi.stubGlobal('fetch', fetchStub);
  const chosen: string[][] = [];
  function Form() {
    const [value, setValue] = useState(initial.map((a) => String(a.id)));
    return (
      <AreaPicker
        initial={initial}
        value={value}
        onChange={(next) => {
          chosen.push(next);
          setValue(next);
        }}
      />
    );
  }
  renderRoutes([{ path: '/', element: <Form /> }], '/');
  return { fetchStub, chosen, input: screen.getByRole('textbox', { name: 'Areas' }) };
}

describe('AreaPicker', () => {
  it('loads nothing with the form: the chosen areas show by their labels from the record', () => {
    const { fetchStub } = renderPicker([RIGA]);
    expect(screen.getByText('Riga')).toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('asks the server for what is typed, after a pause, and picks a found area', async () => {
    const { fetchStub, chosen, input } = renderPicker([]);
    fireEvent.focus(input);
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'tar' } });
    // The first areas (asked when the dropdown opened) narrow at once; the server's answer follows.
    const searches = () => fetchStub.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('q=tar'));
    await waitFor(() => expect(searches()).toHaveLength(1));
    const option = await screen.findByRole('option', { name: /Tartu/ });
    expect(option).toHaveTextContent('EE 50 - 51');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    fireEvent.click(option);
    expect(chosen.at(-1)).toEqual(['2']);
    await waitFor(() => expect(screen.getByText('Tartu')).toBeInTheDocument());
  });

  it('resolves a pasted list of names on the server, adding the found and naming the others', async () => {
    const { chosen, input } = renderPicker([TALLINN]);
    fireEvent.paste(input, { clipboardData: { getData: () => 'Riga\nTallinn\nNowhere' } });
    await waitFor(() => expect(chosen.at(-1)).toEqual(['1', '3']));
    expect(await screen.findByText('Not found: Nowhere')).toBeInTheDocument();
    expect(screen.getByText('Riga')).toBeInTheDocument();
  });
});
