import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translate, type UserSession } from '@freight/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { renderRoutes } from '../../test/render';
import { staffUser } from '../../test/users';
import { AccountPage } from '.';

const fetchStub = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

const SESSIONS: UserSession[] = [
  {
    id: '0b7e6f9a-4a8e-4f57-9d4e-2b1c3d4e5f60',
    created_at: '2026-11-23T08:00:00Z',
    last_seen_at: '2026-11-23T09:00:00Z',
    ip: '192.0.2.1',
    user_agent: 'Mozilla/5.0',
    device: 'Firefox on Linux',
    current: true,
    two_factor_pending: false,
  },
];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchStub);
  localStorage.clear();
});
afterEach(() => {
  // The page leaves before its user does.
  cleanup();
  fetchStub.mockReset();
  vi.unstubAllGlobals();
  act(() => session.setUser(null));
});

function renderPage() {
  return renderRoutes(
    [{ path: '/account', loader: () => SESSIONS, element: <AccountPage twoFactorPath="/users/two_factor" /> }],
    '/account',
  );
}

describe('AccountPage', () => {
  it('chooses the language of the screens: saved on the user, the page at once in it', async () => {
    act(() => session.setUser(staffUser('read', { language: 'en' })));
    fetchStub.mockResolvedValue(
      new Response(JSON.stringify(staffUser('read', { language: 'fi' })), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByText('This browser')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Language' });
    expect(field).toHaveValue('English');

    fireEvent.click(field);
    await userEvent.click(await screen.findByRole('option', { name: 'Suomi' }));

    await waitFor(() => expect(screen.getByRole('heading', { name: 'Oma tili' })).toBeInTheDocument());
    expect(screen.getByText('Tämä selain')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kirjaa muut istunnot ulos' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Kieli' })).toHaveValue('Suomi');
    const [url, init] = fetchStub.mock.calls[0]!;
    expect([url, init.method, init.body]).toEqual(['/fe/user', 'PUT', JSON.stringify({ language: 'fi' })]);
  });

  it('says a partner user is a partner of the carrier, in their language', async () => {
    act(() => session.setUser(staffUser('read', { language: 'et', partner: { id: 7, name: 'Nordic Parts OÜ', language: 'et' } })));
    renderPage();
    expect(await screen.findByText('Nordic Parts OÜ, ettevõtte Demo Carrier partner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Minu konto' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Muudatused/ })).toBeNull();
  });

  it('leads whoever reads approvals to the Changes, which the top bar may have no room for', async () => {
    fetchStub.mockResolvedValue(new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    act(() => session.setUser(staffUser('read', { language: 'en' })));
    const { unmount } = renderPage();
    const link = await screen.findByRole('link', { name: 'Changes that wait for a second person' });
    expect(link).toHaveAttribute('href', '/changes');
    unmount();
    act(() => session.setUser(staffUser('write', { roles: { ...staffUser('write').roles, approvals: 'none' } })));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Changes that wait for a second person' })).toBeNull();
  });
});

describe('the account messages', () => {
  it('count the other sessions signed out in each language’s plural, the partitive after other numbers than 1', () => {
    expect(translate('en', 'account.signOut.othersDone', { count: 1 })).toBe('Signed out 1 other session');
    expect(translate('en', 'account.signOut.othersDone', { count: 3 })).toBe('Signed out 3 other sessions');
    expect(translate('et', 'account.signOut.othersDone', { count: 1 })).toBe('1 teine seanss logiti välja');
    expect(translate('et', 'account.signOut.othersDone', { count: 3 })).toBe('3 teist seanssi logiti välja');
    expect(translate('fi', 'account.signOut.othersDone', { count: 1 })).toBe('1 muu istunto kirjattiin ulos');
    expect(translate('fi', 'account.signOut.othersDone', { count: 3 })).toBe('3 muuta istuntoa kirjattiin ulos');
  });
});
