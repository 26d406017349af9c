import { describe, expect, it } from 'vitest';
import {
  breakColumnLabel,
  departureDayWords,
  gridCountsWeight,
  rateCardNumber,
  transitWords,
  weightRuleSentences,
  zonePostcodeWords,
  pricelistConditionSentences,
  pricingUnitWords,
  surchargeSentence,
  type SurchargeWordsInput,
} from './rate-card-words';
import type { FuelPick } from './fuel-index';

const base: SurchargeWordsInput = {
  name: 'Fuel',
  type: 'percentage',
  amount: 12,
  amount_source: 'fixed',
  currency: 'EUR',
  minimum_amount: null,
  maximum_amount: null,
  dependencies: [],
  conditions: [],
  all_conditions_needed: false,
  zone_conditions: [],
};

describe('surchargeSentence', () => {
  it('says a percent of the freight and of the surcharges it adds, lower-casing their names', () => {
    expect(surchargeSentence({ ...base, dependencies: ['Road toll'] })).toBe('Fuel 12\u00a0% of freight and road toll');
    expect(surchargeSentence({ ...base, amount: 12.5, dependencies: ['Road toll', 'ADR'] })).toBe(
      'Fuel 12,5\u00a0% of freight, road toll and ADR',
    );
  });

  it('names the minimum and maximum in money with a decimal comma', () => {
    expect(surchargeSentence({ ...base, minimum_amount: 5, maximum_amount: 1250.5 })).toBe(
      'Fuel 12\u00a0% of freight, at least 5,00\u00a0EUR, at most 1\u00a0250,50\u00a0EUR',
    );
  });

  it('says a fixed amount per shipment, a grid of its own, and when it applies', () => {
    expect(surchargeSentence({ ...base, name: 'Road toll', type: 'constant', amount: 4.5 })).toBe('Road toll 4,50\u00a0EUR per shipment');
    expect(surchargeSentence({ ...base, name: 'Tail lift', type: 'pricelist', amount: null })).toBe(
      'Tail lift priced by its own grid on the same route',
    );
    expect(surchargeSentence({ ...base, conditions: ['ADR: yes', 'Tail lift: yes'], all_conditions_needed: true })).toBe(
      'Fuel 12\u00a0% of freight when ADR: yes and Tail lift: yes',
    );
    expect(surchargeSentence({ ...base, conditions: ['ADR: yes', 'Tail lift: yes'] })).toBe(
      'Fuel 12\u00a0% of freight when ADR: yes or Tail lift: yes',
    );
  });

  it('adds each zone condition’s amount by zone names', () => {
    const text = surchargeSentence({ ...base, zone_conditions: [{ from: 'Tõrva', to: null, amount: 15 }] });
    expect(text).toBe('Fuel 12\u00a0% of freight; from Tõrva to any zone 15\u00a0%');
  });

  it("gives a fuel-indexed percent this month's band, or says where it comes from", () => {
    const pick: FuelPick = {
      ok: true,
      month: 2026 * 12 + 10,
      valueMonth: 2026 * 12 + 10,
      price: 1.62,
      band: { from: 1.6, to: 1.7 },
      percent: 14.5,
      scaledPercent: 145000,
    };
    const indexed = { ...base, amount: null, amount_source: 'fuel_index' };
    expect(surchargeSentence(indexed, pick)).toBe(
      'Fuel 14,5\u00a0% of freight (fuel index: diesel price of the collection month; 11/2026)',
    );
    expect(surchargeSentence(indexed)).toBe('Fuel a percent of freight from the fuel index (diesel price of the collection month)');
  });
});

describe('pricelistConditionSentences', () => {
  it('says the limits and when loading metres count; nothing without conditions', () => {
    expect(pricelistConditionSentences(['ADR: no', 'Total real weight (kg) <= 2\u00a0500'], ['LDM > 2'])).toEqual([
      'Prices only: ADR: no and Total real weight (kg) <= 2\u00a0500',
      'Loading metres count in the payable weight only when: LDM > 2',
    ]);
    expect(pricelistConditionSentences([], [])).toEqual([]);
  });
});

describe('breakColumnLabel', () => {
  it('heads a weight break with the range from the break before', () => {
    expect(breakColumnLabel('payable_weight', null, 100)).toBe('0–100\u00a0kg');
    expect(breakColumnLabel('real_weight', 500, 2500)).toBe('500–2\u00a0500\u00a0kg');
  });

  it('heads a piece break with whole counts', () => {
    expect(breakColumnLabel('eur_pallet', null, 1)).toBe('1\u00a0EUR pallet');
    expect(breakColumnLabel('eur_pallet', 1, 4)).toBe('2–4\u00a0EUR pallets');
    expect(breakColumnLabel('eur_pallet', 4, 5)).toBe('5\u00a0EUR pallets');
  });
});

describe('pricingUnitWords', () => {
  it('says what a price is per', () => {
    expect(pricingUnitWords('per_100kg')).toBe('per 100 kg');
    expect(pricingUnitWords('per_shipment')).toBe('per shipment');
    expect(pricingUnitWords('nonsense')).toBe('');
  });
});

describe('departureDayWords', () => {
  it('lists separate days and joins runs of three or more', () => {
    expect(departureDayWords([true, false, true, false, true, false, false])).toBe('Mon, Wed, Fri');
    expect(departureDayWords([true, true, true, true, true, false, false])).toBe('Mon–Fri');
    expect(departureDayWords([true, true, false, true, true, true, false])).toBe('Mon, Tue, Thu–Sat');
    expect(departureDayWords([true, true, true, true, true, true, true])).toBe('daily');
    expect(departureDayWords([false, false, false, false, false, false, false])).toBe('no departures');
  });

  it('writes a transit with its days first', () => {
    expect(transitWords(3, [true, false, true, false, true, false, false])).toBe('3\u00a0days, Mon, Wed, Fri');
    expect(transitWords(1, [true, true, true, true, true, false, false])).toBe('1\u00a0day, Mon–Fri');
  });
});

describe('zonePostcodeWords', () => {
  it('groups the ranges by country in the order they come; a one-postcode area once', () => {
    const area = (country: string, from: string, to: string) => ({ country, postcode_from: from, postcode_to: to });
    expect(zonePostcodeWords([area('FI', '00100', '00990'), area('EE', '10', '10'), area('FI', '02100', '02990')])).toBe(
      'FI 00100-00990, 02100-02990; EE 10',
    );
    expect(zonePostcodeWords([])).toBe('');
  });
});

describe('weightRuleSentences', () => {
  const settings = { ldm_multiplier: 1850, cbm_multiplier: 333, payweight_rounding: 'tens', ldm_rounding: 'tenths', min_max_rule: 'min' };

  it('writes the multipliers, the roundings and the min/max rule from the grid’s own settings', () => {
    const [factors, rounding, rule] = weightRuleSentences(settings);
    expect(factors).toContain('1\u00a0LDM = 1\u00a0850\u00a0kg');
    expect(factors).toContain('1\u00a0m³ = 333\u00a0kg');
    expect(rounding).toBe(
      'Loading metres are rounded up to the next 0,1\u00a0LDM; the chargeable weight is rounded up to the next 10\u00a0kg (every started 10\u00a0kg is paid).',
    );
    expect(rule).toContain('next break');
  });

  it('follows other settings: 1 650 kg per LDM, whole kilograms, the previous-row rule', () => {
    const [factors, rounding, rule] = weightRuleSentences({
      ...settings,
      ldm_multiplier: 1650,
      payweight_rounding: 'ones',
      min_max_rule: 'max',
    });
    expect(factors).toContain('1\u00a0LDM = 1\u00a0650\u00a0kg');
    expect(rounding).toMatch(/up to the next whole kilogram\.$/);
    expect(rule).toContain('break before it');
  });
});

describe('rateCardNumber', () => {
  it('joins the service code, the pricelist, its version and the issue day', () => {
    expect(rateCardNumber('GRP', 12, 3, '2026-11-29')).toBe('GRP-12-v3-20261129');
    expect(rateCardNumber('', 12, 1, '2026-01-02')).toBe('12-v1-20260102');
  });
});

describe('gridCountsWeight', () => {
  const group = (...units: string[]) => ({ quantities: units.map((unit) => ({ unit })) });
  it('is true for a weight grid or a break priced by weight or LDM, false for pallets priced per shipment or unit', () => {
    expect(gridCountsWeight({ unit: 'payable_weight', fare_groups: [] })).toBe(true);
    expect(gridCountsWeight({ unit: 'eur_pallet', fare_groups: [group('per_shipment', 'per_100kg')] })).toBe(true);
    expect(gridCountsWeight({ unit: 'eur_pallet', fare_groups: [group('per_shipment', 'per_unit')] })).toBe(false);
  });
});

describe('in Estonian and Finnish (the partner’s language)', () => {
  it('says a surcharge, its bounds, conditions and zone conditions in one sentence of the language', () => {
    const full: SurchargeWordsInput = {
      ...base,
      dependencies: ['Road toll'],
      minimum_amount: 5,
      maximum_amount: 90,
      conditions: ['ADR: kyllä', 'Takalaitanostin: kyllä'],
      zone_conditions: [{ from: 'Helsinki', to: null, amount: 15 }],
    };
    expect(surchargeSentence(full, null, 'fi')).toBe(
      'Fuel 12\u00a0%, laskentaperuste: rahti ja road toll, vähintään 5,00\u00a0EUR, enintään 90,00\u00a0EUR, kun ADR: kyllä tai Takalaitanostin: kyllä; reitillä Helsinki – mikä tahansa vyöhyke: 15\u00a0%',
    );
    expect(surchargeSentence({ ...base, type: 'constant', amount: 4.5, name: 'Teemaks' }, null, 'et')).toBe(
      'Teemaks 4,50\u00a0EUR saadetise kohta',
    );
    expect(surchargeSentence({ ...base, type: 'pricelist', name: 'Tagaluuk' }, null, 'et')).toBe(
      'Tagaluuk: hind oma hinnatabeli järgi samal marsruudil',
    );
  });

  it('heads the breaks with the partitive after a count, the units and transits in the language, the numbers in the Finnish format', () => {
    expect(breakColumnLabel('eur_pallet', 1, 4, 'fi')).toBe('2–4\u00a0EUR-lavaa');
    expect(breakColumnLabel('eur_pallet', null, 1, 'et')).toBe('1\u00a0EUR-alus');
    expect(breakColumnLabel('any', 1, 3, 'et')).toBe('2–3\u00a0tükki');
    expect(breakColumnLabel('payable_weight', 500, 2500, 'fi')).toBe('500–2\u00a0500\u00a0kg');
    expect(pricingUnitWords('per_100kg', 'fi')).toBe('100 kg:lta');
    expect(pricingUnitWords('per_ldm', 'et')).toBe('LDM kohta');
    expect(transitWords(1, [true, true, true, true, true, false, false], 'et')).toBe('1\u00a0päev, E–R');
    expect(transitWords(3, [true, false, true, false, true, false, false], 'fi')).toBe('3\u00a0päivää, ma, ke, pe');
    expect(departureDayWords([true, true, true, true, true, true, true], 'fi')).toBe('päivittäin');
  });

  it('writes the conditions and the weight rules in the language', () => {
    expect(pricelistConditionSentences(['a', 'b'], ['c'], 'fi')).toEqual([
      'Hinnat ovat voimassa vain, kun: a ja b',
      'Lavametrit lasketaan rahdituspainoon vain, kun: c',
    ]);
    const rules = weightRuleSentences(
      { ldm_multiplier: 1850, cbm_multiplier: 333, payweight_rounding: 'tens', ldm_rounding: 'tenths', min_max_rule: 'min' },
      'et',
    );
    expect(rules[0]).toBe(
      'Arvestuslik kaal on suurim järgmistest: tegelik kaal, laadimismeetrid arvestusega 1\u00a0LDM = 1\u00a0850\u00a0kg ja maht arvestusega 1\u00a0m³ = 333\u00a0kg.',
    );
    expect(rules[1]).toContain('10\u00a0kg täpsusega');
  });
});
