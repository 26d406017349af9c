import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { AddWebhookModal, webhookBody } from './AddWebhookModal';

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('webhookBody', () => {
  it('trims the URL and leaves a blank secret out, so the server makes one', () => {
    expect(webhookBody({ url: ' https://p.example/h ', events: ['pricelist.changed'], secret: '  ' })).toEqual({
      url: 'https://p.example/h',
      events: ['pricelist.changed'],
    });
    expect(webhookBody({ url: 'https://p.example/h', events: ['pricelist.changed'], secret: 'a-secret-of-sixteen' }).secret).toBe(
      'a-secret-of-sixteen',
    );
  });
});

describe('AddWebhookModal', () => {
  function renderModal(answer: () => Response) {
    const fetchStub = vi.fn(async () => answer());
    vi.stubGlobal('fetch', fetchStub);
    const onAdded = vi.fn(async () => {});
    renderRoutes([{ path: '/', element: <AddWebhookModal partnerId={7} opened onClose={() => {}} onAdded={onAdded} /> }], '/');
    return { fetchStub, onAdded };
  }

  it('checks the URL and the events before sending anything', async () => {
    const { fetchStub } = renderModal(() => json(201, { id: 1, secret: 'x' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    fireEvent.change(within(dialog).getByLabelText(/^URL/), { target: { value: 'ftp://p.example' } });
    for (const name of ['Prices changed', 'Change scheduled', 'Change took effect'])
      fireEvent.click(within(dialog).getByRole('checkbox', { name }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText('Must be an http or https URL')).toBeInTheDocument();
    expect(within(dialog).getByText('Pick at least one event')).toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('sends the ticked events and shows the secret the server made, once, with how to check a signature', async () => {
    const { fetchStub, onAdded } = renderModal(() => json(201, { id: 4, secret: 'made-by-the-server-0123456789' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    fireEvent.change(within(dialog).getByLabelText(/^URL/), { target: { value: 'https://partner.example/hooks' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Change scheduled' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    const secretDialog = await screen.findByRole('dialog', { name: 'The webhook secret' });
    expect(secretDialog).toHaveTextContent('made-by-the-server-0123456789');
    expect(secretDialog).toHaveTextContent('it is not shown again');
    expect(secretDialog).toHaveTextContent('<X-Timestamp>.<body>');
    expect(within(secretDialog).getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/fe/customers/7/webhooks');
    expect(JSON.parse(String(init.body))).toEqual({
      url: 'https://partner.example/hooks',
      events: ['pricelist.changed', 'pricelist.effective'],
    });
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
  });

  it("puts the server's refusal under the field it names", async () => {
    renderModal(() =>
      json(422, { code: 'VALIDATION', message: 'Invalid webhook', errors: { url: 'must be reachable from the internet' } }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    fireEvent.change(within(dialog).getByLabelText(/^URL/), { target: { value: 'http://10.0.0.1/h' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText('Must be reachable from the internet')).toBeInTheDocument();
  });
});
