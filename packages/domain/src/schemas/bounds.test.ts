import { describe, expect, it } from 'vitest';
import { MAX_PRICE } from '../constants/limits';
import { exchangeRatesSchema } from './admin.schema';
import { registrationSchema, userSchema } from './auth.schema';
import { fareGroupSchema } from './fare-groups.schema';
import { isPhoneNumber } from './fields';
import { surchargePercentProblem, surchargeSchema } from './surcharge.schema';

/** Field path -> first message of a failed parse, as the server answers them. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('fareGroupSchema bounds', () => {
  const group = (prices: (number | string | null)[], extra: Record<string, unknown> = {}) => ({
    quantities: prices.map((_, i) => ({ quantity: (i + 1) * 100, unit: 'per_shipment' })),
    zones: [{ zone_from: 1, zone_to: 2, prices, ...extra }],
  });

  it('takes 0 and the ceiling of 10,000,000 per cell', () => {
    expect(fareGroupSchema.safeParse(group([0, MAX_PRICE, '9999999.99'])).success).toBe(true);
  });

  it('refuses a negative price and one past the ceiling, naming the cell', () => {
    const result = fareGroupSchema.safeParse(group([10, -5, 99_999_999_999_999]));
    expect(errorsOf(result)).toEqual({ 'zones.0.prices.1': 'must be at least 0', 'zones.0.prices.2': `must be at most ${MAX_PRICE}` });
  });

  it('bounds the minimum and maximum amounts of a row the same way', () => {
    const result = fareGroupSchema.safeParse(group([10], { minimum_amount: -1, maximum_amount: MAX_PRICE + 0.01 }));
    expect(errorsOf(result)).toMatchObject({
      'zones.0.minimum_amount': 'must be at least 0',
      'zones.0.maximum_amount': `must be at most ${MAX_PRICE}`,
    });
  });
});

describe('surchargePercentProblem', () => {
  it('takes -100 % to 1000 %', () => {
    for (const p of [-100, 0, 5, 100, 500, 1000]) expect(surchargePercentProblem(p), String(p)).toBeNull();
    expect(surchargePercentProblem(1000.01)).toBe('must be at most 1000 %');
    expect(surchargePercentProblem(-101)).toBe('must be at least -100 %');
  });
});

describe('surchargeSchema bounds', () => {
  const base = { name: 'Fuel', currency: 'EUR', blocks: [], dependencies: [] };

  it('refuses a percentage past 1000 % on the surcharge and on a zone condition', () => {
    const result = surchargeSchema.safeParse({
      ...base,
      type: 'percentage',
      amount: 1500,
      zone_conditions: [{ zone_from: 1, zone_to: null, amount: 2000 }],
    });
    expect(errorsOf(result)).toEqual({ amount: 'must be at most 1000 %', 'zone_conditions.0.amount': 'must be at most 1000 %' });
  });

  it('keeps a constant amount to the money ceiling, a negative one being a discount', () => {
    expect(surchargeSchema.safeParse({ ...base, type: 'constant', amount: 1500 }).success).toBe(true);
    expect(surchargeSchema.safeParse({ ...base, type: 'constant', amount: -20 }).success).toBe(true);
    expect(errorsOf(surchargeSchema.safeParse({ ...base, type: 'constant', amount: MAX_PRICE * 10 }))).toEqual({
      amount: `must be at most ${MAX_PRICE}`,
    });
  });
});

describe('exchangeRatesSchema', () => {
  it('takes a positive, finite rate', () => {
    expect(exchangeRatesSchema.parse({ rates: { SEK: 11.2, PLN: '4.3' } }).rates).toEqual({ SEK: 11.2, PLN: 4.3 });
  });

  it('says what is wrong: not positive, too small, too large, not a number', () => {
    const result = exchangeRatesSchema.safeParse({ rates: { SEK: -3, NOK: 0, PLN: 1e-9, USD: 1e20, GBP: 'abc', DKK: Infinity } });
    expect(errorsOf(result)).toEqual({
      'rates.SEK': 'must be above 0',
      'rates.NOK': 'must be above 0',
      'rates.PLN': 'must be at least 0.000001',
      'rates.USD': 'must be at most 1,000,000',
      'rates.GBP': 'must be a number',
      'rates.DKK': expect.stringMatching(/number/),
    });
  });
});

describe('phone numbers', () => {
  it('knows a number with its country code, or a national one of the default country', () => {
    for (const phone of ['+372 5123 4567', '+358 40 123 4567', '+371 2123 4567', '5123 4567'])
      expect(isPhoneNumber(phone), phone).toBe(true);
    for (const phone of ['abc', '+372 1', '123', '+999 123']) expect(isPhoneNumber(phone), phone).toBe(false);
  });

  it('is refused by sign-up and the user form, naming the field; empty stays allowed', () => {
    const signUp = { company: 'NewCo', name: 'Ann', email: 'ann@example.com', country: 'EE' };
    expect(errorsOf(registrationSchema.safeParse({ ...signUp, phone: 'abc' }))).toEqual({
      phone: 'must be a phone number with its country code, e.g. +372 5123 4567',
    });
    expect(registrationSchema.safeParse({ ...signUp, phone: '' }).success).toBe(true);
    expect(userSchema.safeParse({ name: 'A', email: 'a@example.com', phone: '+372 1', role_id: 1 }).success).toBe(false);
    expect(userSchema.parse({ name: 'A', email: 'a@example.com', phone: null, role_id: 1 }).phone).toBe('');
  });
});
