import { describe, expect, it } from 'vitest';
import { displayDay, displayDecimal, displayNumber, withUnit } from './display';
import { capitalise, GLOSSARY, GLOSSARY_KEYS, numbered, term, termNoun, termTitle } from './glossary';

const NBSP = '\u00a0';

describe('term', () => {
  it('alone is the mid-sentence singular', () => {
    expect(term('fareGroup')).toBe('fare group');
    expect(term('ldm')).toBe('LDM');
  });
  it('counts: 1 takes the singular, 0 and 7 the plural', () => {
    expect(term('fareGroup', 1)).toBe('1 fare group');
    expect(term('fareGroup', 7)).toBe('7 fare groups');
    expect(term('zoneRow', 0)).toBe('0 zone rows');
    expect(term('partner', 2)).toBe('2 partners');
  });
  it('writes a large count in the product number format', () => {
    expect(term('zoneRow', 1250)).toBe(`1${NBSP}250 zone rows`);
  });
});

describe('termTitle and termNoun', () => {
  it('capitalises the first letter only, for headings and buttons', () => {
    expect(termTitle('fareGroup')).toBe('Fare group');
    expect(termTitle('fareGroup', true)).toBe('Fare groups');
    expect(termTitle('area', true)).toBe('Postcode areas');
    expect(termTitle('exchangeRate')).toBe('Exchange rate');
  });
  it('keeps acronyms', () => {
    expect(termTitle('cbm')).toBe('CBM');
    expect(capitalise('LDM multiplier')).toBe('LDM multiplier');
  });
  it('gives the bare noun', () => {
    expect(termNoun('zoneRow', true)).toBe('zone rows');
    expect(termNoun('transit')).toBe('transit time');
  });
  it('numbers an item from 1', () => {
    expect(numbered('fareGroup', 0)).toBe('Fare group 1');
    expect(numbered('zoneRow', 12)).toBe('Zone row 13');
  });
});

describe('GLOSSARY', () => {
  it('has one line of definition for every term, and the words the issue named', () => {
    for (const key of GLOSSARY_KEYS) {
      const t = GLOSSARY[key];
      expect(t.definition.length, key).toBeGreaterThan(10);
      expect(t.definition, key).not.toContain('\n');
      // Mid-sentence form: lower case unless an acronym.
      expect(t.singular === t.singular.toLowerCase() || /^[A-Z]{2,}/.test(t.singular), key).toBe(true);
    }
    expect(GLOSSARY_KEYS).toEqual(expect.arrayContaining(['pricelist', 'partner', 'fareGroup', 'zone', 'zoneRow', 'break', 'transit']));
  });
  it('says the old word for a fare group is traffic, so the screens need not', () => {
    expect(GLOSSARY.fareGroup.notCalled).toContain('traffic');
    expect(GLOSSARY.partner.notCalled).toContain('customer');
  });
});

describe('display formats', () => {
  it('numbers: comma decimals, a non-breaking space between thousands', () => {
    expect(displayNumber(0.1, 2, 2)).toBe('0,10');
    expect(displayNumber(1250.5)).toBe(`1${NBSP}250,5`);
    expect(displayNumber(null)).toBe('');
  });
  it('decimal texts from the API', () => {
    expect(displayDecimal('0.4')).toBe('0,4');
    expect(displayDecimal('1000.000')).toBe(`1${NBSP}000`);
    expect(displayDecimal('x')).toBe('x');
  });
  it('a measure with a space before its unit', () => {
    expect(withUnit(1, 'kg')).toBe(`1${NBSP}kg`);
    expect(withUnit(2.5, 'LDM')).toBe(`2,5${NBSP}LDM`);
  });
  it('days as dd.mm.yyyy from a day number or an ISO date', () => {
    expect(displayDay('2026-11-03')).toBe('03.11.2026');
    expect(displayDay(0)).toBe('01.01.1970');
    expect(displayDay('')).toBe('');
    expect(displayDay('soon')).toBe('soon');
  });
});
