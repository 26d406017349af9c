import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../lib/i18n';
import { renderRoutes } from '../test/render';
import { IssuesBanner } from './IssuesBanner';

const REFUSAL = {
  message: 'The request is not valid',
  errors: { valid_to: 'is required', 'fare_groups.0.zones.2.prices.1': 'must be a number' },
};

function renderBanner() {
  renderRoutes([{ path: '/', element: <IssuesBanner error={REFUSAL} /> }], '/');
}

afterEach(() => {
  localStorage.clear();
});

describe('IssuesBanner', () => {
  it('names the refused fields as before in English', async () => {
    renderBanner();
    expect(await screen.findByText('Valid to: Is required')).toBeInTheDocument();
    expect(screen.getByText('Fare group 1, zone row 3, price 2: Must be a number')).toBeInTheDocument();
  });

  it("says a 422's message made of its first field in the reader's language", async () => {
    localStorage.setItem('language', 'fi');
    const error = { message: 'Valid to is required', errors: { valid_to: 'is required' } };
    renderRoutes([{ path: '/', element: <IssuesBanner error={error} /> }], '/');
    expect(await screen.findByText('Voimassa asti on pakollinen')).toBeInTheDocument();
  });

  it("names them in the reader's language, and again when it changes", async () => {
    localStorage.setItem('language', 'fi');
    renderBanner();
    expect(await screen.findByText('Voimassa asti: On pakollinen')).toBeInTheDocument();
    expect(screen.getByText(/^Hintataulukko 1, vyöhykerivi 3, hinta 2: /)).toBeInTheDocument();
    await act(() => chooseLanguage('et'));
    expect(await screen.findByText(/^Kehtib kuni: /)).toBeInTheDocument();
    expect(screen.getByText(/^Hinnatabel 1, tsoonirida 3, hind 2: /)).toBeInTheDocument();
  });
});
