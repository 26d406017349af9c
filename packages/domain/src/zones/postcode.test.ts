import { describe, expect, it } from 'vitest';
import { boundSpan, normaliseCountry, normalisePostcode, postcodeInRange } from './postcode';

describe('normalisePostcode', () => {
  it('upper-cases and removes spaces and hyphens: UK, NL, PL', () => {
    expect(normalisePostcode('sw1a 1aa')).toBe('SW1A1AA');
    expect(normalisePostcode('1012 ab')).toBe('1012AB');
    expect(normalisePostcode('00-950')).toBe('00950');
    expect(normalisePostcode(' 10 115 ')).toBe('10115');
  });

  it('leaves a clean postcode as it is', () => {
    expect(normalisePostcode('10115')).toBe('10115');
  });
});

describe('normaliseCountry', () => {
  it('upper-cases and trims', () => {
    expect(normaliseCountry(' ee')).toBe('EE');
    expect(normaliseCountry('LV')).toBe('LV');
  });
});

describe('postcodeInRange', () => {
  it('a prefix area 10-19 holds every postcode starting 10..19', () => {
    expect(postcodeInRange('10115', '10', '19')).toBe(true);
    expect(postcodeInRange('19999', '10', '19')).toBe(true);
    expect(postcodeInRange('20000', '10', '19')).toBe(false);
    expect(postcodeInRange('09999', '10', '19')).toBe(false);
  });

  it('a range 10115-10999 holds exactly that range', () => {
    expect(postcodeInRange('10115', '10115', '10999')).toBe(true);
    expect(postcodeInRange('10999', '10115', '10999')).toBe(true);
    expect(postcodeInRange('10114', '10115', '10999')).toBe(false);
    expect(postcodeInRange('11000', '10115', '10999')).toBe(false);
  });

  it('a postcode shorter than the bounds sorts before them: "1" is not in 10-19', () => {
    expect(postcodeInRange('1', '10', '19')).toBe(false);
  });

  it('alphanumeric: SW1A holds SW1A 1AA but not SW1B 1AA', () => {
    expect(postcodeInRange('SW1A1AA', 'SW1A', 'SW1A')).toBe(true);
    expect(postcodeInRange('SW1B1AA', 'SW1A', 'SW1A')).toBe(false);
  });
});

describe('boundSpan', () => {
  it('is to - from for digits, base 36 otherwise', () => {
    expect(boundSpan('10115', '10999')).toBe(884);
    expect(boundSpan('SW1A', 'SW1A')).toBe(0);
    expect(boundSpan('1012AA', '1012AZ')).toBe(25);
  });
});
