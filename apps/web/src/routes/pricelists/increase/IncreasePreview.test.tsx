import { screen, within } from '@testing-library/react';
import type { RateIncreasePreview } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { breakText, effectHeadline, IncreasePreview } from './IncreasePreview';

const NBSP = /[\u00a0\u202f]/g;

const PREVIEW: RateIncreasePreview = {
  pricelists: [
    {
      id: 4,
      name: 'Groupage Baltics',
      successor_name: 'Groupage Baltics 2027',
      currency: 'EUR',
      cells_changed: 120,
      first: [{ zone_from: 'Tallinn', zone_to: 'Riga', quantity: 100, kind: 'price', before: 19.5, after: 20.4 }],
      largest: [
        { zone_from: 'Tallinn', zone_to: 'Vilnius', quantity: 2500, kind: 'price', before: 1234.5, after: 1290.1 },
        { zone_from: 'Tallinn', zone_to: 'Vilnius', quantity: null, kind: 'minimum', before: 40, after: 41.8 },
      ],
      problem: null,
    },
    {
      id: 9,
      name: '',
      successor_name: 'General 2027',
      currency: 'EUR',
      cells_changed: 0,
      first: [],
      largest: [],
      problem: 'It ends on 31.12.2026, before the increase takes effect',
    },
  ],
  backtest: {
    days: 90,
    requests: 12431,
    repriced: 12400,
    currency: 'EUR',
    total_before: 257083.33,
    total_after: 269423.33,
    change_percent: 4.8,
    by_customer: [
      { name: 'Nordic Trade Oy', requests: 431, before: 10000, after: 10450, change_percent: 4.5 },
      { name: 'General', requests: 12000, before: 247083.33, after: 258973.33, change_percent: 4.81 },
    ],
    by_lane: [{ name: 'Tallinn → Riga', requests: 9000, before: 150000, after: 157200, change_percent: 4.8 }],
    not_priced: [{ reason: 'No price for the lane', count: 31 }],
    truncated: false,
  },
};

function renderPreview(preview: RateIncreasePreview) {
  return renderRoutes([{ path: '/', element: <IncreasePreview preview={preview} /> }], '/');
}

describe('effectHeadline', () => {
  it('says the change, the requests and the money over the period, in the Finnish format', () => {
    expect(effectHeadline(PREVIEW.backtest).replace(NBSP, ' ')).toBe('+4,8 % on 12 431 requests, 12 340,00 € more over 90 days');
  });

  it('says less for a cut, and what an empty period means', () => {
    const cut = { ...PREVIEW.backtest, requests: 1, total_after: 250000, change_percent: -2.76 };
    expect(effectHeadline(cut).replace(NBSP, ' ')).toBe('−2,76 % on 1 request, 7 083,33 € less over 90 days');
    expect(effectHeadline({ ...PREVIEW.backtest, requests: 0, days: 30 })).toBe(
      'No requests of the last 30 days were priced by these pricelists: there is no revenue effect to show.',
    );
  });
});

describe('breakText', () => {
  it("shows a break's quantity, or the zone row's minimum or maximum", () => {
    expect(breakText({ zone_from: 'A', zone_to: 'B', quantity: 2500, kind: 'price', before: 1, after: 2 }).replace(NBSP, ' ')).toBe(
      '2 500',
    );
    expect(breakText({ zone_from: 'A', zone_to: 'B', quantity: null, kind: 'maximum', before: 1, after: 2 })).toBe('Maximum');
  });
});

describe('IncreasePreview', () => {
  it('shows the revenue effect, by partner and by lane, and the requests the new prices cannot answer', async () => {
    renderPreview(PREVIEW);
    expect((await screen.findByTestId('effect-headline')).textContent?.replace(NBSP, ' ')).toBe(
      '+4,8 % on 12 431 requests, 12 340,00 € more over 90 days',
    );
    const partners = screen.getByRole('table', { name: 'By partner' });
    expect(within(partners).getAllByRole('row')).toHaveLength(3);
    expect(within(partners).getAllByRole('row')[1]?.textContent?.replace(NBSP, ' ')).toBe('Nordic Trade Oy43110 000,00 €10 450,00 €+4,5 %');
    expect(within(screen.getByRole('table', { name: 'By lane' })).getByText('Tallinn → Riga')).toBeInTheDocument();
    const unanswered = screen.getByLabelText('Requests the new prices cannot answer');
    expect(unanswered).toHaveTextContent('31 requests the new prices cannot answer');
    expect(unanswered).toHaveTextContent('31 × No price for the lane');
  });

  it('lists each pricelist with its successor, the cells that change before → after, and the problem of one that cannot take it', async () => {
    renderPreview(PREVIEW);
    expect((await screen.findByTestId('changes-summary')).textContent).toBe('2 pricelists, 120 cells change; 1 cannot take the increase.');
    expect(screen.getByText('Groupage Baltics → Groupage Baltics 2027')).toBeInTheDocument();
    const largest = screen.getByRole('table', { name: 'Largest changes of Groupage Baltics' });
    const rows = within(largest).getAllByRole('row');
    expect(rows[1]?.textContent?.replace(NBSP, ' ')).toBe('Tallinn → Vilnius2 5001 234,50 €1 290,10 €+4,5 %');
    expect(rows[2]?.textContent?.replace(NBSP, ' ')).toBe('Tallinn → VilniusMinimum40,00 €41,80 €+4,5 %');
    expect(
      within(screen.getByRole('table', { name: 'First changes of Groupage Baltics' })).getByText('Tallinn → Riga'),
    ).toBeInTheDocument();
    expect(screen.getByText('General → General 2027')).toBeInTheDocument();
    expect(screen.getByText('Cannot take it')).toBeInTheDocument();
    expect(screen.getByText('It ends on 31.12.2026, before the increase takes effect')).toBeInTheDocument();
  });

  it('says an empty period in a sentence, without figures or tables', async () => {
    renderPreview({
      ...PREVIEW,
      backtest: { ...PREVIEW.backtest, requests: 0, repriced: 0, by_customer: [], by_lane: [], not_priced: [] },
    });
    expect(await screen.findByTestId('effect-headline')).toHaveTextContent('No requests of the last 90 days');
    expect(screen.queryByRole('table', { name: 'By partner' })).toBeNull();
    expect(screen.queryByLabelText('Requests repriced')).toBeNull();
  });
});
