import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PartnerUser, RevokedPartnerUser } from '@freight/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { renderRoutes } from '../../test/render';
import { staffUser } from '../../test/users';
import { PartnerPeople } from './PartnerPeople';

const PEKKA: PartnerUser = {
  id: 7,
  name: 'Pekka Virtanen',
  email: 'pekka@nordic.example',
  invited_at: '2026-11-20T08:00:00.000Z',
  invited_by: 'Mari Tamm',
  accepted_at: '2026-11-20T09:00:00.000Z',
  signed_in_at: '2026-11-25T12:30:00.000Z',
  two_factor: true,
};
const LIISA: PartnerUser = {
  ...PEKKA,
  id: 8,
  name: 'Liisa Korhonen',
  email: 'liisa@nordic.example',
  accepted_at: null,
  signed_in_at: null,
  two_factor: false,
};

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let people: PartnerUser[] = [];
let revoked: RevokedPartnerUser[] = [];
let calls: { method: string; url: string; body: unknown }[] = [];

beforeEach(() => {
  people = [PEKKA, LIISA];
  revoked = [];
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      const method = init.method ?? 'GET';
      calls.push({ method, url, body });
      if (method === 'GET' && url === '/fe/customers/3/users') return json(200, people);
      if (method === 'GET' && url === '/fe/customers/3/users/revoked') return json(200, revoked);
      if (method === 'POST' && url === '/fe/customers/3/invitations') {
        if (body.email === 'taken@nordic.example') {
          return json(422, { code: 'VALIDATION', message: 'email is already in use', errors: { email: 'is already in use' } });
        }
        people = [...people, { ...LIISA, id: 9, name: body.name, email: body.email }];
        return json(201, { id: 9 });
      }
      if (method === 'DELETE' && url === '/fe/customers/3/users/7') {
        people = people.filter((p) => p.id !== 7);
        revoked = [
          { id: 41, name: PEKKA.name, email: PEKKA.email, revoked_at: '2026-11-28T07:15:00.000Z', revoked_by: 'Mari Tamm' },
          ...revoked,
        ];
        return json(204);
      }
      return json(404, { code: 'NOT_FOUND', message: 'Not found' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.setUser(null);
});

function renderPeople(level: 'read' | 'write' = 'write') {
  session.setUser(staffUser(level));
  return renderRoutes([{ path: '/customers/3', element: <PartnerPeople partnerId={3} /> }], '/customers/3');
}

describe('PartnerPeople', () => {
  it("lists the partner's users with when they were invited, accepted and last signed in, in the carrier's time zone", async () => {
    renderPeople();
    const pekka = (await screen.findByText('Pekka Virtanen')).closest('tr')!;
    expect(pekka).toHaveTextContent('20.11.2026 10:00'); // invited, Europe/Tallinn
    expect(pekka).toHaveTextContent('by Mari Tamm');
    expect(within(pekka).getByTestId('signed-in-at')).toHaveTextContent('25.11.2026 14:30');
    expect(pekka).toHaveTextContent('On');
    const liisa = screen.getByText('Liisa Korhonen').closest('tr')!;
    expect(liisa).toHaveTextContent('Not yet');
    expect(within(liisa).getByTestId('signed-in-at')).toHaveTextContent('Never');
    // Only one not signed up yet can be sent the link again.
    expect(within(liisa).getByRole('button', { name: 'Send again' })).toBeInTheDocument();
    expect(within(pekka).queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it('invites by name and e-mail, and lists the new person', async () => {
    renderPeople();
    fireEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Anna Berg' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'E-mail' }), { target: { value: 'anna@nordic.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Anna Berg')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'Anna Berg', email: 'anna@nordic.example' });
  });

  it('opens the dialog with the focus in Name, so typing starts there and Enter sends the form, not the close button', async () => {
    renderPeople();
    fireEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus());
  });

  it("checks the form before sending, and shows the server's refusal under its field", async () => {
    renderPeople();
    fireEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'E-mail' }), { target: { value: 'not an address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Someone' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'E-mail' }), { target: { value: 'taken@nordic.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Is already in use')).toBeInTheDocument();
  });

  it('revokes only after the confirmation', async () => {
    renderPeople();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Pekka Virtanen' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'People' })).queryByText('Pekka Virtanen')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/fe/customers/3/users/7']);
    // Not a vanished row: listed as revoked, with when (the carrier's time zone) and by whom.
    const trace = within(await screen.findByRole('table', { name: 'Revoked' })).getByTestId('revoked-pekka@nordic.example');
    expect(trace).toHaveTextContent('Pekka Virtanen');
    expect(trace).toHaveTextContent('28.11.2026 09:15');
    expect(trace).toHaveTextContent('Mari Tamm');
  });

  it('lists the people revoked before, a revoker nobody knows as Unknown', async () => {
    revoked = [{ id: 40, name: 'Old Person', email: 'old@nordic.example', revoked_at: '2026-01-05T10:00:00.000Z', revoked_by: null }];
    renderPeople('read');
    const table = await screen.findByRole('table', { name: 'Revoked' });
    expect(within(table).getByRole('columnheader', { name: 'Revoked (Europe/Tallinn)' })).toBeInTheDocument();
    expect(within(table).getByTestId('revoked-old@nordic.example')).toHaveTextContent('05.01.2026 12:00');
    expect(within(table).getByTestId('revoked-old@nordic.example')).toHaveTextContent('Unknown');
  });

  it('shows no Revoked table when nobody was revoked', async () => {
    renderPeople();
    expect(await screen.findByText('Pekka Virtanen')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Revoked' })).toBeNull();
  });

  it('shows the list without write on partners, its buttons disabled', async () => {
    renderPeople('read');
    expect(await screen.findByText('Pekka Virtanen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Revoke Pekka Virtanen' })).toBeDisabled();
  });
});
