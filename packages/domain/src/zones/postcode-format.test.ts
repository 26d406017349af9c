import { POSTCODE_REGEXES } from 'postcode-validator/lib/cjs/postcode-regexes.js';
import { describe, expect, it } from 'vitest';
import { addressSchema } from '../schemas/shipment.schema';
import { compileFormat, hasPostcodeFormat, readPostcode } from './postcode-format';

const ok = (postcode: string) => ({ ok: true, postcode });
const refused = (reason: string) => ({ ok: false, reason });

describe('readPostcode', () => {
  it.each([
    ['LV', 'LV-1001', '1001'],
    ['LV', 'lv1001', '1001'],
    ['LV', '1001', '1001'],
    ['FI', 'FI-00100', '00100'],
    ['FI', ' 00100 ', '00100'],
    ['FI', 'AX-22100', '22100'],
    ['SE', 'SE 111 22', '11122'],
    ['SE', '111 22', '11122'],
    ['EE', '10115', '10115'],
    ['LT', 'LT-01100', '01100'],
    ['PL', '00-950', '00950'],
    ['PL', '00950', '00950'],
    ['DE', '10115', '10115'],
    ['GB', 'sw1a 1aa', 'SW1A1AA'],
    ['NL', '1234 ab', '1234AB'],
    ['IE', 'D02 AF30', 'D02AF30'],
    ['LU', 'L-1234', '1234'],
    // A postcode that starts with the country's letters keeps them (Mtarfa, Malta).
    ['MT', 'MTF 1010', 'MTF1010'],
  ])('%s %s is %s', (country, written, postcode) => {
    expect(readPostcode(country, written)).toEqual(ok(postcode));
  });

  it.each([
    ['FI', 'FI 2100', 'FI postcodes have 5 digits'],
    ['FI', '2100', 'FI postcodes have 5 digits'],
    ['FI', '001000', 'FI postcodes have 5 digits'],
    ['LV', 'LV-10011', 'LV postcodes have 4 digits'],
    ['SE', 'SE 111 2', 'SE postcodes have 5 digits'],
    ['EE', 'ABCDE', 'EE postcodes have 5 digits'],
    ['PL', '00-95', 'PL postcodes have 5 digits'],
    ['GB', '12345', 'is not a valid GB postcode'],
    ['NL', '1234', 'is not a valid NL postcode'],
  ])('%s %s is refused: %s', (country, written, reason) => {
    expect(readPostcode(country, written)).toEqual(refused(reason));
  });

  it('pads a number from a workbook cell to the fixed length, with a warning; typed text is never padded', () => {
    const read = readPostcode('FI', '2100', { fromNumber: true });
    expect(read).toMatchObject({ ok: true, postcode: '02100' });
    expect(read.ok && read.warning).toMatch(/2100 read as 02100/);
    expect(readPostcode('FI', '2100')).toEqual(refused('FI postcodes have 5 digits'));
    expect(readPostcode('EE', '10115', { fromNumber: true })).toEqual(ok('10115'));
    expect(readPostcode('LV', '1001', { fromNumber: true })).toEqual(ok('1001'));
    // Too long is not repaired, and a country without a fixed length is not padded.
    expect(readPostcode('FI', '123456', { fromNumber: true })).toEqual(refused('FI postcodes have 5 digits'));
    expect(readPostcode('GB', '12', { fromNumber: true }).ok).toBe(false);
  });

  it('accepts any postcode of a country the library has no format for, dropping only a prefix written apart', () => {
    expect(hasPostcodeFormat('AO')).toBe(false);
    expect(readPostcode('AO', 'AO-12 34')).toEqual(ok('1234'));
    expect(readPostcode('AO', 'AO1234')).toEqual(ok('AO1234'));
  });

  it("compiles every country's format to a valid expression for the normalised form", () => {
    for (const [country, regex] of POSTCODE_REGEXES) {
      const format = compileFormat(country, regex);
      expect(format.test.source, country).not.toMatch(/(?<!\\)[ ]|\\s/);
    }
    // A hyphen inside a class is a range, kept.
    expect(compileFormat('IE', POSTCODE_REGEXES.get('IE')!).test.test('D02AF30')).toBe(true);
  });
});

describe('addressSchema', () => {
  it('answers the normalised postcode and names the postcode when it cannot be the country', () => {
    expect(addressSchema.parse({ country: 'lv', postcode: 'LV-1001' })).toEqual({ country: 'LV', postcode: '1001' });
    const failed = addressSchema.safeParse({ country: 'FI', postcode: 'FI 2100' });
    expect(failed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['postcode', 'FI postcodes have 5 digits']]);
    // A bad country is named alone, with no format message.
    expect(addressSchema.safeParse({ country: 'XX', postcode: '1' }).error?.issues.map((i) => i.path.join('.'))).toEqual(['country']);
  });
});
