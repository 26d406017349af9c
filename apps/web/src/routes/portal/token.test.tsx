import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { PortalTokenPage, tokenEnding } from './token';

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const NEW_TOKEN = 'tok_9f8e7d6c5b4a39281706f5e4d3c2b1a0wxyz';
let calls: { method: string; url: string }[] = [];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ method: init.method ?? 'GET', url });
      if (url === '/fe/portal/token' && init.method === 'POST') return json(200, { token: NEW_TOKEN });
      return json(404, { code: 'NOT_FOUND', message: 'Not found' });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(endsWith = 'abcd') {
  return renderRoutes([{ path: '/portal/token', loader: () => ({ ends_with: endsWith }), element: <PortalTokenPage /> }], '/portal/token');
}

describe('tokenEnding', () => {
  it('shows only the last characters after an ellipsis', () => {
    expect(tokenEnding('abcd')).toBe('…abcd');
  });
  it('says there is none when the partner has no token', () => {
    expect(tokenEnding('')).toBe('No token yet');
  });
});

describe('PortalTokenPage', () => {
  it('shows the end of the token only, and the whole new one once after a confirmed rotation', async () => {
    renderPage();
    expect(await screen.findByTestId('token-ending')).toHaveTextContent('…abcd');
    expect(screen.queryByTestId('new-token')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Make a new token' }));
    // Nothing is sent before the confirmation.
    expect(await screen.findByText(/The current token stops working at once/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make a new token' }));

    expect(await screen.findByTestId('new-token')).toHaveTextContent(NEW_TOKEN);
    expect(screen.getByText('It will not be shown again. The old token has stopped working.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy token' })).toBeInTheDocument();
    expect(screen.getByTestId('token-ending')).toHaveTextContent('…wxyz');
    expect(calls).toEqual([{ method: 'POST', url: '/fe/portal/token' }]);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Make a new token' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(/The current token stops working at once/)).toBeNull());
    expect(calls).toHaveLength(0);
    expect(screen.queryByTestId('new-token')).toBeNull();
  });
});
