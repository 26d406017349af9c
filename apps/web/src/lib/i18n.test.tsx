import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageMenu } from '../components/LanguageMenu';
import { staffUser } from '../test/users';
import { chooseLanguage, currentLanguage, t, useT } from './i18n';
import { session } from './session';

const fetchStub = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const languages = vi.spyOn(navigator, 'languages', 'get');

beforeEach(() => {
  vi.stubGlobal('fetch', fetchStub);
  localStorage.clear();
  languages.mockReturnValue(['de-DE', 'fi-FI']);
});
afterEach(() => {
  fetchStub.mockReset();
  vi.unstubAllGlobals();
  act(() => session.setUser(null));
});

function Greeting() {
  const t = useT();
  return <p>{t('shell.logOut')}</p>;
}

describe('the language of the screens', () => {
  it("is the user's, else the one chosen on this browser, else their partner's, else the browser's, else English", () => {
    expect(currentLanguage()).toBe('fi');
    // A partner user who has chosen none reads their partner's, over the browser's.
    session.setUser(staffUser('read', { language: null, partner: { id: 3, name: 'Nordic Trade Oy', language: 'et' } }));
    expect(currentLanguage()).toBe('et');
    session.setUser(null);
    languages.mockReturnValue(['de-DE']);
    expect(currentLanguage()).toBe('en');
    localStorage.setItem('language', 'et');
    expect(currentLanguage()).toBe('et');
    session.setUser(staffUser('read', { language: 'fi' }));
    expect(currentLanguage()).toBe('fi');
    expect(t('shell.logOut')).toBe('Kirjaudu ulos');
    // A user who has chosen none reads this browser's choice.
    session.setUser(staffUser('read', { language: null }));
    expect(currentLanguage()).toBe('et');
  });

  it("a visitor's choice is kept on this browser, sends nothing, and re-renders the screens", async () => {
    render(<Greeting />);
    expect(screen.getByText('Kirjaudu ulos')).toBeTruthy();
    await act(() => chooseLanguage('et'));
    expect(screen.getByText('Logi välja')).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('et');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("a signed-in user's choice goes to PUT /fe/user and the answer is the session's user", async () => {
    session.setUser(staffUser('read', { language: 'en' }));
    fetchStub.mockResolvedValue(
      new Response(JSON.stringify(staffUser('read', { language: 'et' })), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    render(<Greeting />);
    expect(screen.getByText('Log out')).toBeTruthy();
    await act(() => chooseLanguage('et'));
    const [url, init] = fetchStub.mock.calls[0]!;
    expect([url, init.method, init.body]).toEqual(['/fe/user', 'PUT', JSON.stringify({ language: 'et' })]);
    expect(session.get().user?.language).toBe('et');
    expect(screen.getByText('Logi välja')).toBeTruthy();
  });

  it('the language menu lists the three in their own names and switches the page', async () => {
    render(
      <MantineProvider env="test">
        <LanguageMenu />
        <Greeting />
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kieli: Suomi' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['English', 'Eesti', 'Suomi']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Eesti' }));
    expect(screen.getByText('Logi välja')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Keel: Eesti' })).toBeTruthy();
  });
});

describe('the pseudo-locale', () => {
  it("is on after a reload with localStorage language 'pseudo': the English accented, longer, bracketed; a chosen language ends it", async () => {
    localStorage.setItem('language', 'pseudo');
    session.setUser(staffUser('read', { language: 'fi' }));
    vi.resetModules();
    const reloaded = await import('./i18n');
    expect(reloaded.currentLanguage()).toBe('en');
    expect(reloaded.t('shell.logOut')).toBe('[Ļöĝ öûţ···]');
    // The reloaded module reads the reloaded session, which has nobody signed in: no PUT.
    await reloaded.chooseLanguage('et');
    expect(reloaded.t('shell.logOut')).toBe('Logi välja');
  });
});
