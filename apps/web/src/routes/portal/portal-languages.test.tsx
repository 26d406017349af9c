import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import { renderRoutes } from '../../test/render';
import { staffUser } from '../../test/users';
import { EMPTY_QUOTE_SEARCH, searchProblems } from './quote-search';
import { QuoteSearchForm } from './quotes';
import { PortalTokenPage, tokenEnding } from './token';

const PARTNER = { id: 7, name: 'Nordic Parts OÜ', language: 'en' as const };

afterEach(() => {
  cleanup();
  act(() => session.setUser(null));
});

describe('the portal in the partner user’s language', () => {
  it('the API token page in Finnish, the header and the docs link inside the sentence', async () => {
    act(() => session.setUser(staffUser('read', { language: 'fi', partner: PARTNER })));
    renderRoutes([{ path: '/portal/token', loader: () => ({ ends_with: '' }), element: <PortalTokenPage /> }], '/portal/token');
    expect(await screen.findByRole('heading', { name: 'API-avain' })).toBeInTheDocument();
    expect(screen.getByTestId('token-ending')).toHaveTextContent('Avainta ei ole vielä luotu');
    const usage = screen.getByText(/^Järjestelmäsi hakevat hinnat/);
    expect(usage).toHaveTextContent(
      'Järjestelmäsi hakevat hinnat ja tekevät varaukset kumppani-API:n kautta tällä avaimella (otsake Authorization: Bearer <token>). API on kuvattu osoitteessa /api/docs.',
    );
    expect(screen.getByRole('link', { name: '/api/docs' })).toHaveAttribute('href', '/api/docs');
    fireEvent.click(screen.getByRole('button', { name: 'Luo uusi avain' }));
    expect(await screen.findByText(/Nykyinen avain lakkaa toimimasta heti/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Peruuta' })).toBeInTheDocument();
  });

  it('the quote search in Estonian, a range that ends before it starts refused in it', async () => {
    act(() => session.setUser(staffUser('read', { language: 'et', partner: PARTNER })));
    renderRoutes([{ path: '/portal/quotes', element: <QuoteSearchForm /> }], '/portal/quotes');
    expect(await screen.findByRole('form', { name: 'Otsi hinnapakkumisi' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Laadimiskoht' })).toHaveAttribute('placeholder', 'EE või EE 101');
    expect(screen.getByRole('textbox', { name: 'Tarnekoht' })).toHaveAttribute('placeholder', 'FI või FI 00');
    expect(screen.getByRole('button', { name: 'Otsi' })).toBeInTheDocument();
    expect(searchProblems({ ...EMPTY_QUOTE_SEARCH, from: '2026-11-10', to: '2026-11-09' }).to).toBe(
      'Ei tohi olla varasem kui alguskuupäev',
    );
    expect(tokenEnding('')).toBe('Võtit veel pole');
  });
});
