import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { renderRoutes } from '../../../test/render';
import { RecipientsEditor } from './RecipientsEditor';

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const SAVED = { emails: ['anna@partner.ee'], events: ['pricelist.changed'] };

function renderEditor(level: 'read' | 'write', answers: (url: string, init?: RequestInit) => Response) {
  session.setUser({ id: 1, name: 'Demo User', role: 'user', roles: { partners: level } } as never);
  const fetchStub = vi.fn(async (url: string, init?: RequestInit) => answers(url, init));
  vi.stubGlobal('fetch', fetchStub);
  renderRoutes([{ path: '/customers/:id', element: <RecipientsEditor partnerId={7} /> }], '/customers/7');
  return fetchStub;
}

afterEach(() => {
  vi.unstubAllGlobals();
  session.setUser(null);
});

describe('the e-mail recipients', () => {
  it('add a valid address, refuse a bad one and a repeat under the field, and save the draft as the body', async () => {
    const fetchStub = renderEditor('write', (_url, init) =>
      init?.method === 'PUT' ? json(200, JSON.parse(String(init.body))) : json(200, SAVED),
    );
    // Text first, like every value on a view page; the editor opens on Edit.
    expect(await screen.findByRole('group', { name: 'Addresses' })).toHaveTextContent('anna@partner.ee');
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit recipients' }));
    const list = screen.getByRole('list', { name: 'Recipient addresses' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['anna@partner.ee']);
    const save = screen.getByRole('button', { name: 'Save recipients' });
    expect(save).toBeDisabled();

    const field = screen.getByRole('textbox', { name: "New recipient's e-mail" });
    fireEvent.change(field, { target: { value: 'bob@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    expect(screen.getByText('Must be a valid e-mail address')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: ' ANNA@partner.ee' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByText('Already a recipient')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'Bob@Partner.ee ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['anna@partner.ee', 'bob@partner.ee']);
    expect(field).toHaveValue('');

    fireEvent.click(screen.getByRole('button', { name: 'Remove anna@partner.ee' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Change took effect' }));
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(2));
    const [url, init] = fetchStub.mock.calls[1]!;
    expect(url).toBe('/fe/customers/7/notifications');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ emails: ['bob@partner.ee'], events: ['pricelist.changed', 'pricelist.effective'] });
    // Saved: the editor closes on the answer, shown as text.
    await waitFor(() => expect(screen.getByRole('group', { name: 'Addresses' })).toHaveTextContent('bob@partner.ee'));
    expect(screen.getByRole('group', { name: 'They are mailed' })).toHaveTextContent('Prices changed, Change took effect');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("show the server's refusal in place", async () => {
    renderEditor('write', (_url, init) =>
      init?.method === 'PUT'
        ? json(422, { code: 'VALIDATION', message: 'Invalid notifications', errors: { emails: 'at most 20 addresses' } })
        : json(200, SAVED),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit recipients' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Change scheduled' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save recipients' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid notifications');
  });

  it('Save adds an address typed but not added yet, and stops on one that is not valid', async () => {
    const fetchStub = renderEditor('write', (_url, init) =>
      init?.method === 'PUT' ? json(200, JSON.parse(String(init.body))) : json(200, SAVED),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit recipients' }));
    const field = screen.getByRole('textbox', { name: "New recipient's e-mail" });
    fireEvent.change(field, { target: { value: 'carl@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save recipients' }));
    expect(screen.getByText('Must be a valid e-mail address')).toBeInTheDocument();
    expect(fetchStub).toHaveBeenCalledTimes(1);
    fireEvent.change(field, { target: { value: 'carl@partner.ee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save recipients' }));
    await waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetchStub.mock.calls[1]![1]?.body)).emails).toEqual(['anna@partner.ee', 'carl@partner.ee']);
  });

  it('Cancel closes the editor and forgets the draft', async () => {
    const fetchStub = renderEditor('write', () => json(200, SAVED));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit recipients' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove anna@partner.ee' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('group', { name: 'Addresses' })).toHaveTextContent('anna@partner.ee');
    fireEvent.click(screen.getByRole('button', { name: 'Edit recipients' }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['anna@partner.ee']);
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('are text for partners read: Edit disabled, no field', async () => {
    renderEditor('read', () =>
      json(200, { emails: ['anna@partner.ee', 'bob@partner.ee'], events: ['pricelist.changed', 'pricelist.scheduled'] }),
    );
    expect(await screen.findByRole('group', { name: 'Addresses' })).toHaveTextContent('anna@partner.ee bob@partner.ee');
    expect(screen.getByRole('group', { name: 'They are mailed' })).toHaveTextContent('Prices changed, Change scheduled');
    expect(screen.getByRole('button', { name: 'Edit recipients' })).toBeDisabled();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText(/Nobody is mailed/)).toBeNull();
  });

  it('say, as text too, that saved addresses with no event ticked mail nobody', async () => {
    renderEditor('write', () => json(200, { emails: ['anna@partner.ee'], events: [] }));
    expect(await screen.findByRole('group', { name: 'Addresses' })).toHaveTextContent('anna@partner.ee');
    expect(screen.getByText('Nobody is mailed until you tick at least one event.')).toBeInTheDocument();
  });
});
