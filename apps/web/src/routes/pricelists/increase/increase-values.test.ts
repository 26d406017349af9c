import { describe, expect, it } from 'vitest';
import { rateIncreaseSchema } from '@freight/domain';
import {
  bodyKey,
  decimalOf,
  emptyRule,
  exampleOf,
  initialIncreaseValues,
  isShownOnForm,
  nextNewYear,
  toIncreaseBody,
  validateIncrease,
  type IncreaseValues,
  type RuleValues,
} from './increase-values';

const TODAY = new Date(2026, 10, 26);

function values(over: Partial<IncreaseValues> = {}): IncreaseValues {
  return { ...initialIncreaseValues(TODAY), percent: '4,5', ...over };
}

function rule(over: Partial<RuleValues>): RuleValues {
  return { ...emptyRule(), ...over };
}

describe('the defaults', () => {
  it('take effect on the first of January after today, active pricelists, 0,01 and 90 days', () => {
    expect(nextNewYear(new Date(2026, 11, 31))).toBe('2027-01-01');
    expect(nextNewYear(new Date(2027, 0, 1))).toBe('2028-01-01');
    expect(initialIncreaseValues(TODAY)).toMatchObject({
      mode: 'filter',
      filter: { active: 'true' },
      effective_from: '2027-01-01',
      rounding: '0.01',
      backtest_days: '90',
    });
  });
});

describe('decimalOf', () => {
  it('reads a decimal comma, a sign and thousands spaces; keeps what is no number for the schema to name', () => {
    expect(decimalOf('4,5')).toBe(4.5);
    expect(decimalOf(' -2.25 ')).toBe(-2.25);
    expect(decimalOf('1 000')).toBe(1000);
    expect(decimalOf('')).toBeUndefined();
    expect(decimalOf('abc')).toBe('abc');
  });
});

describe('the body of POST /fe/rate_increases', () => {
  it('sends a filter with only what is set: General as null, active as a boolean', () => {
    const body = toIncreaseBody(values({ filter: { service: '2', customer: 'general', unit: null, active: 'false' } }));
    expect(body).toEqual({
      pricelists: { service: 2, customer: null, active: false },
      change: { percent: 4.5 },
      include_min_max: false,
      rounding: 0.01,
      effective_from: '2027-01-01',
      backtest_days: 90,
    });
    expect(rateIncreaseSchema.safeParse(body).success).toBe(true);
  });

  it('sends a partner of the filter as its id and every pricelist for an empty filter', () => {
    expect(toIncreaseBody(values({ filter: { service: null, customer: '7', unit: 'eur_pallet', active: null } })).pricelists).toEqual({
      customer: 7,
      unit: 'eur_pallet',
    });
    expect(toIncreaseBody(values({ filter: { service: null, customer: null, unit: null, active: null } })).pricelists).toEqual({});
  });

  it('sends the picked ids when picking one by one, the filter aside', () => {
    const body = toIncreaseBody(
      values({ mode: 'pick', picked: [4, 9], filter: { service: '2', customer: null, unit: null, active: null } }),
    );
    expect(body.pricelists).toEqual([4, 9]);
  });

  it('sends rules with only the sides set, ids and breaks as numbers, and the other settings', () => {
    const body = toIncreaseBody(
      values({
        changeKind: 'rules',
        rules: [
          rule({ zone_from: '1', zone_to: '3', quantity_from: '100', quantity_to: '1 000', percent: '6' }),
          rule({ customer: '5', percent: '-2,5' }),
        ],
        include_min_max: true,
        rounding: '0.05',
        backtest_days: '30',
        effective_from: '2027-02-01',
      }),
    );
    expect(body).toEqual({
      pricelists: { active: true },
      change: {
        rules: [
          { zone_from: 1, zone_to: 3, quantity_from: 100, quantity_to: 1000, percent: 6 },
          { customer: 5, percent: -2.5 },
        ],
      },
      include_min_max: true,
      rounding: 0.05,
      effective_from: '2027-02-01',
      backtest_days: 30,
    });
    expect(rateIncreaseSchema.safeParse(body).success).toBe(true);
  });

  it('changes its key when the body changes, so a preview of another form is not applied', () => {
    expect(bodyKey(values())).toBe(bodyKey(values()));
    expect(bodyKey(values({ percent: '5' }))).not.toBe(bodyKey(values()));
    // The rule rows' React keys are not part of the body.
    expect(bodyKey(values({ changeKind: 'rules', rules: [rule({ percent: '3' })] }))).toBe(
      bodyKey(values({ changeKind: 'rules', rules: [rule({ percent: '3' })] })),
    );
  });
});

describe('validateIncrease', () => {
  it('finds nothing wrong in a complete form', () => {
    expect(validateIncrease(values())).toEqual({});
  });

  it('asks for the percent, and names a percent out of range at its field', () => {
    expect(validateIncrease(values({ percent: ' ' }))).toEqual({ 'change.percent': 'Is required' });
    expect(validateIncrease(values({ percent: '600' }))).toEqual({ 'change.percent': 'Must be at most 500' });
    expect(validateIncrease(values({ percent: '4,555' }))).toEqual({ 'change.percent': 'Must have at most 2 decimals' });
    expect(validateIncrease(values({ percent: 'lots' }))['change.percent']).toBe('Must be a number');
  });

  it("refuses a day not after the carrier's today at its field, as the apply would", () => {
    const day = values().effective_from;
    expect(validateIncrease(values(), day)).toEqual({ effective_from: `Must be after ${day.split('-').reverse().join('.')}` });
    expect(validateIncrease(values({ effective_from: '2020-01-01' }), day).effective_from).toMatch(/^Must be after /);
    const dayBefore = new Date(`${day}T12:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    expect(validateIncrease(values(), dayBefore.toISOString().slice(0, 10))).toEqual({});
  });

  it('asks for at least one picked pricelist', () => {
    expect(validateIncrease(values({ mode: 'pick', picked: [] }))).toEqual({ pricelists: 'Pick at least one pricelist' });
    expect(validateIncrease(values({ mode: 'pick', picked: [3] }))).toEqual({});
  });

  it("names a rule's field by its row: a missing percent, a break range upside down", () => {
    const errors = validateIncrease(
      values({
        changeKind: 'rules',
        rules: [rule({ percent: '3' }), rule({ quantity_from: '500', quantity_to: '100', percent: '' })],
      }),
    );
    expect(errors).toEqual({
      'change.rules.1.percent': 'Is required',
      'change.rules.1.quantity_to': 'Must not be below the break from',
    });
    expect(Object.keys(errors).every(isShownOnForm)).toBe(true);
  });

  it('asks for a day it takes effect, and a real one', () => {
    expect(validateIncrease(values({ effective_from: '' }))).toEqual({ effective_from: 'Is required' });
    expect(Object.keys(validateIncrease(values({ effective_from: '2027-02-30' })))).toEqual(['effective_from']);
  });
});

describe('isShownOnForm', () => {
  it('keeps the keys with a field of their own on the form, the others for the banner', () => {
    expect(
      ['pricelists', 'pricelists.service', 'change.percent', 'change.rules.3.zone_to', 'rounding', 'effective_from'].every(isShownOnForm),
    ).toBe(true);
    expect(isShownOnForm('change')).toBe(false);
    expect(isShownOnForm('version')).toBe(false);
  });
});

describe('exampleOf', () => {
  it('shows what the percent and the rounding make of 100 €, nothing for a percent that is none', () => {
    const text = (percent: string, rounding: string) => exampleOf(percent, rounding)?.replace(/[\u00a0\u202f]/g, ' ');
    expect(text('4,5', '0.01')).toBe('100,00 € becomes 104,50 €');
    expect(text('4,33', '0.5')).toBe('100,00 € becomes 104,50 €');
    expect(text('-2,6', '1')).toBe('100,00 € becomes 97,00 €');
    expect(exampleOf('', '0.01')).toBeNull();
    expect(exampleOf('600', '0.01')).toBeNull();
  });
});
