import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Table } from '@mantine/core';
import type { WebhookDelivery } from '@freight/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { renderRoutes } from '../../../test/render';
import { answerPreview, attemptOutcome, attemptsText, lastAttemptLine, nextAttemptOf, refreshDelay, sayAnswer } from './delivery-row';
import { DeliveryLog } from './DeliveryLog';
import { DeliveryRow } from './DeliveryRow';

const FAILED_TWICE: WebhookDelivery = {
  id: 31,
  channel: 'webhook',
  target: 'https://partner.example/hooks',
  event: { id: 'e1', type: 'pricelist.changed', created_at: '2026-11-26T08:00:00.000Z', pricelist_name: 'Groupage Baltics' },
  status: 'pending',
  attempts: [
    { at: '2026-11-26T08:00:01.000Z', status_code: null, answer: 'connect ECONNREFUSED 127.0.0.1:9', ok: false },
    { at: '2026-11-26T08:01:02.000Z', status_code: 500, answer: 'Internal\n  Server   Error: the database is down', ok: false },
  ],
  next_attempt_at: '2026-11-26T08:06:02.000Z',
};

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  session.setUser(null);
});

describe('the delivery row in words', () => {
  it('counts attempts', () => {
    expect(attemptsText(0)).toBe('Not tried yet');
    expect(attemptsText(1)).toBe('1 attempt');
    expect(attemptsText(12)).toBe('12 attempts');
  });

  it("says an attempt's HTTP status; without one, no answer for a webhook and mailed or not for a mail", () => {
    const attempt = FAILED_TWICE.attempts[0]!;
    expect(attemptOutcome(FAILED_TWICE.attempts[1]!, 'webhook')).toBe('HTTP 500');
    expect(attemptOutcome(attempt, 'webhook')).toBe('No answer');
    expect(attemptOutcome({ ...attempt, ok: true }, 'email')).toBe('Mailed');
    expect(attemptOutcome(attempt, 'email')).toBe('Not mailed');
  });

  it('shows the last attempt on one line: its outcome and the start of the answer', () => {
    expect(lastAttemptLine(FAILED_TWICE)).toBe('HTTP 500 · Internal Server Error: the database is down');
    expect(lastAttemptLine({ ...FAILED_TWICE, attempts: [] })).toBe('');
    const mail = { at: '2026-11-26T08:00:01.000Z', status_code: null, answer: 'sent', ok: true };
    expect(lastAttemptLine({ channel: 'email', attempts: [mail] })).toBe('Mailed');
    expect(lastAttemptLine({ channel: 'email', attempts: [{ ...mail, ok: false, answer: 'The e-mail could not be sent: 550' }] })).toBe(
      'Not mailed · The e-mail could not be sent: 550',
    );
    expect(answerPreview('x'.repeat(100))).toBe(`${'x'.repeat(60)}…`);
    // The server's own words are said in the reader's language; a receiver's answer stays as it came.
    expect(sayAnswer('The webhook was removed', 'fi')).toBe('Webhook on poistettu');
    expect(sayAnswer('The e-mail could not be sent: 550 mailbox full', 'et')).toBe('E-kirja ei õnnestunud saata: 550 mailbox full');
    expect(sayAnswer('Internal Server Error', 'fi')).toBe('Internal Server Error');
  });

  it('has a next attempt only while pending', () => {
    expect(nextAttemptOf(FAILED_TWICE)).toBe('2026-11-26T08:06:02.000Z');
    expect(nextAttemptOf({ ...FAILED_TWICE, status: 'failed' })).toBeNull();
  });
});

describe('refreshDelay', () => {
  const now = Date.parse('2026-11-26T08:00:00.000Z');
  const pending = (inMs: number | null) => ({
    status: 'pending' as const,
    next_attempt_at: inMs === null ? null : new Date(now + inMs).toISOString(),
  });

  it('reads the page again a moment after the earliest pending attempt is due', () => {
    expect(refreshDelay([pending(300_000), pending(60_000)], now)).toBe(65_000);
  });

  it('reads a page with an attempt due now or not yet queued again in 5 s', () => {
    expect(refreshDelay([pending(null)], now)).toBe(5000);
    expect(refreshDelay([pending(-60_000)], now)).toBe(5000);
  });

  it('waits for no attempt further than 10 minutes away, nor for delivered and failed ones', () => {
    expect(refreshDelay([pending(1_800_000)], now)).toBeNull();
    expect(
      refreshDelay(
        [
          { status: 'delivered', next_attempt_at: null },
          { status: 'failed', next_attempt_at: null },
        ],
        now,
      ),
    ).toBeNull();
  });
});

describe('DeliveryRow', () => {
  function renderRow(delivery: WebhookDelivery, opened = false) {
    session.setUser({ id: 1, name: 'Demo User', role: 'user', roles: { partners: 'write' } } as never);
    const onToggle = vi.fn();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <Table>
              <Table.Tbody>
                <DeliveryRow
                  delivery={delivery}
                  timeZone="Europe/Tallinn"
                  opened={opened}
                  onToggle={onToggle}
                  resending={false}
                  onResend={() => {}}
                />
              </Table.Tbody>
            </Table>
          ),
        },
      ],
      '/',
    );
    return onToggle;
  }

  it('says the event, pricelist, target, status, attempts and next try, times in the carrier zone', async () => {
    const onToggle = renderRow(FAILED_TWICE);
    const row = (await screen.findAllByRole('row'))[0]!;
    expect(row).toHaveTextContent('26.11.2026 10:00');
    expect(row).toHaveTextContent('Prices changed');
    expect(row).toHaveTextContent('Groupage Baltics');
    expect(row).toHaveTextContent('Webhookhttps://partner.example/hooks');
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('HTTP 500 · Internal Server Error');
    expect(row).toHaveTextContent('26.11.2026 10:06');
    fireEvent.click(within(row).getByRole('button', { name: '2 attempts' }));
    expect(onToggle).toHaveBeenCalled();
  });

  it('opened, lists every attempt with its whole answer', async () => {
    renderRow({ ...FAILED_TWICE, status: 'failed', next_attempt_at: null }, true);
    const attempts = await screen.findByRole('table', { name: 'Attempts of delivery 31' });
    const rows = within(attempts).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('26.11.2026 10:00No answerconnect ECONNREFUSED 127.0.0.1:9');
    expect(rows[1]).toHaveTextContent('26.11.2026 10:01HTTP 500Internal');
    expect(screen.getAllByRole('row')[0]).toHaveTextContent('Failed');
    expect(screen.getAllByRole('row')[0]).not.toHaveTextContent('10:06');
  });

  it('names a general pricelist General', async () => {
    renderRow({ ...FAILED_TWICE, event: { ...FAILED_TWICE.event, pricelist_name: '' } });
    expect((await screen.findAllByRole('row'))[0]).toHaveTextContent('General');
  });
});

describe('DeliveryLog', () => {
  it('filters by status, resends a delivery and reads the page again', async () => {
    session.setUser({ id: 1, name: 'Demo User', role: 'user', roles: { partners: 'write' }, timezone: 'Europe/Tallinn' } as never);
    const delivered = { ...FAILED_TWICE, status: 'delivered', next_attempt_at: null };
    const fetchStub = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') return json(202, { ...FAILED_TWICE, status: 'pending' });
      return json(200, {
        items: [
          { ...FAILED_TWICE, status: 'failed', next_attempt_at: null },
          { ...delivered, id: 32 },
        ],
        count: 2,
      });
    });
    vi.stubGlobal('fetch', fetchStub);
    renderRoutes([{ path: '/', element: <DeliveryLog partnerId={7} /> }], '/');
    const table = await screen.findByRole('table', { name: 'Deliveries' });
    expect(fetchStub.mock.calls[0]![0]).toBe('/fe/customers/7/webhook_deliveries?page=1');

    const filter = screen.getByRole('group', { name: 'Delivery status' });
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(filter).getByRole('button', { name: 'Failed' }));
    expect(within(filter).getByRole('button', { name: 'Failed' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(fetchStub.mock.calls.at(-1)![0]).toBe('/fe/customers/7/webhook_deliveries?page=1&status=failed'));

    fireEvent.click(within(table).getAllByRole('button', { name: 'Resend Prices changed to https://partner.example/hooks' })[0]!);
    const isResend = ([url, init]: [string, RequestInit?]) =>
      url === '/fe/customers/7/webhook_deliveries/31/resend' && init?.method === 'POST';
    await waitFor(() => expect(fetchStub.mock.calls.some(isResend)).toBe(true));
    // Then the page is read again, with the filter kept.
    await waitFor(() => {
      const after = fetchStub.mock.calls.slice(fetchStub.mock.calls.findIndex(isResend) + 1);
      expect(after.map(([url]) => url)).toContain('/fe/customers/7/webhook_deliveries?page=1&status=failed');
    });
  });
});
