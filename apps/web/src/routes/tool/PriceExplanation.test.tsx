import { MantineProvider } from '@mantine/core';
import type { PriceTrace } from '@freight/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PriceExplanation } from './PriceExplanation';

const area = (name: string, country: string, from: string, to: string) => ({ id: 1, name, country, postcode_from: from, postcode_to: to });

/** One EUR pallet of 480 kg, Tallinn -> Riga, priced by break 2 of fare group 1; one surcharge with no rate. */
const TRACE: PriceTrace = {
  date: '2026-11-23',
  pricelist: { id: 1, general: true },
  failed_limits: [],
  weight: {
    basis: 'ldm',
    payable_weight: 740,
    real_weight: 480,
    ldm: 0.4,
    ldm_rounded: 0.4,
    ldm_counts: true,
    ldm_weight: 740,
    cbm: 0,
    cbm_weight: 0,
  },
  zone: {
    fare_group: 0,
    row: 2,
    zone_from: { id: 1, name: 'Tallinn' },
    zone_to: { id: 2, name: 'Riga' },
    collection_area: area('Tallinn', 'EE', '10000', '10999'),
    delivery_area: area('Riga', 'LV', '1001', '1099'),
    bound_length: 9,
    span: 1098,
    candidates: 3,
    decided_by: 'bound_length',
  },
  measure: { unit: 'eur_pallet', value: 2.5 },
  quantity: { row: 1, quantity: 3, pricing_unit: 'per_unit', price: 40 },
  rule: {
    rule: 'none',
    outcome: 'row',
    row_amount: 100,
    compared_row: null,
    compared_amount: null,
    minimum: null,
    maximum: null,
    minimum_applied: false,
    maximum_applied: false,
    amount: 100,
  },
  hidden_amount: 0,
  surcharges: [
    {
      id: 7,
      name: 'Toll',
      type: 'constant',
      applied: false,
      reason: 'no_rate',
      hidden: false,
      currency: 'SEK',
      zone_condition: null,
      rate: 50,
      base: null,
      dependencies: [],
      minimum_applied: false,
      maximum_applied: false,
      grid: null,
      fuel: null,
      amount: null,
    },
  ],
  dates: null,
};

function renderExplanation(language: 'en' | 'et' | 'fi') {
  localStorage.setItem('language', language);
  render(
    <MantineProvider env="test">
      <PriceExplanation trace={TRACE} currency="EUR" collectionDate="2026-11-24" deliveryDate="2026-11-25" />
    </MantineProvider>,
  );
}

/** The text of the paragraph or line that matches: sentences with bold values are several nodes. */
function line(pattern: RegExp): string {
  const found = [...document.querySelectorAll('p, span')].map((element) => element.textContent ?? '').find((text) => pattern.test(text));
  if (found === undefined) throw new Error(`No line matches ${pattern}`);
  return found;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('PriceExplanation', () => {
  it('says why in English, the values it stresses in bold', () => {
    renderExplanation('en');
    expect(screen.getByRole('heading', { name: 'Why this price' })).toBeTruthy();
    expect(line(/^Weight basis:/)).toBe('Weight basis: LDM is the heaviest, so the payable weight is 740\u00a0kg.');
    const bold = [...document.querySelectorAll('strong')].map((b) => b.textContent);
    expect(bold).toEqual(['LDM', '740\u00a0kg', 'Tallinn → Riga', '2,5 EUR pallet (EUR) places', '40,00\u00a0€ per unit', '100,00\u00a0€']);
    expect(line(/^Zone row 3 of fare group 1: /)).toBe(
      'Zone row 3 of fare group 1: Tallinn → Riga. Collection in Tallinn (EE 10000–10999), delivery in Riga (LV 1001–1099). ' +
        '3 zone rows match this route; this one has the longest postcode bounds (9 characters together), so it is the most specific.',
    );
    expect(line(/^Measured in/)).toBe(
      'Measured in pieces of EUR pallet (EUR): 2,5 EUR pallet (EUR) places. Break 2: up to 3 EUR pallet (EUR) places, priced 40,00\u00a0€ per unit.',
    );
    expect(line(/^: Not applied/)).toBe(': Not applied: there is no exchange rate for SEK.');
  });

  it('says it in Estonian and Finnish with the glossary’s words and the counts’ partitive', () => {
    renderExplanation('et');
    expect(screen.getByRole('heading', { name: 'Miks selline hind' })).toBeTruthy();
    expect(line(/^Kaalu alus:/)).toBe('Kaalu alus: LDM on suurim, seega on arvestuslik kaal 740\u00a0kg.');
    expect(line(/^Mõõdetud/)).toContain('2,5 alusekohta (EUR-alus, EUR)');
    expect(line(/^Mõõdetud/)).toContain('Kaalugrupp 2: kuni 3 alusekohta (EUR-alus, EUR), hind 40,00\u00a0€ ühiku kohta.');
    cleanup();
    renderExplanation('fi');
    expect(line(/^Painon peruste:/)).toBe('Painon peruste: lvm on suurin, joten rahdituspaino on 740\u00a0kg.');
    expect(line(/^Hintataulukon 1 vyöhykerivi 3:/)).toContain('Tätä reittiä vastaa 3 vyöhykeriviä');
    expect(line(/^: Ei sovellettu/)).toBe(': Ei sovellettu: valuutalle SEK ei ole valuuttakurssia.');
  });
});
