import { describe, expect, it } from 'vitest';
import { GEONAMES_COLUMNS, MAX_GEONAMES_LINE, parseGeoNamesLine } from './geonames';

/** A line of the file from its 12 columns. */
const line = (...columns: string[]) => columns.join('\t');
const riga = (overrides: Partial<Record<'country' | 'postcode' | 'latitude' | 'longitude' | 'accuracy', string>> = {}) =>
  line(
    overrides.country ?? 'LV',
    overrides.postcode ?? 'LV-1050',
    'Rīga',
    'Rīga',
    '',
    '',
    '',
    '',
    '',
    overrides.latitude ?? '56.9496',
    overrides.longitude ?? '24.1052',
    overrides.accuracy ?? '',
  );

const problem = (text: string, lineNumber = 7) => {
  const result = parseGeoNamesLine(text, lineNumber);
  if (result === null || result.ok) throw new Error('expected a problem');
  return result.problem;
};

describe('parseGeoNamesLine', () => {
  it('reads a line: country, postcode and its lookup key, place, latitude, longitude, accuracy', () => {
    const text = line('EE', '10115', 'Tallinn', 'Harju maakond', '37', 'Tallinn', '0784', '', '', '59.4370', '24.7536', '4');
    expect(parseGeoNamesLine(text, 1)).toEqual({
      ok: true,
      point: { country: 'EE', postcode: '10115', key: '10115', place: 'Tallinn', latitude: 59.437, longitude: 24.7536, accuracy: 4 },
    });
  });

  it('keys a postcode written with its country (LV-1050) as a request reads it (1050); an empty accuracy is null', () => {
    expect(parseGeoNamesLine(riga(), 2)).toEqual({
      ok: true,
      point: { country: 'LV', postcode: 'LV-1050', key: '1050', place: 'Rīga', latitude: 56.9496, longitude: 24.1052, accuracy: null },
    });
  });

  it('takes the bounds -90/90 and -180/180, negative degrees, a line ending CR LF and a byte order mark on line 1', () => {
    expect(parseGeoNamesLine(riga({ latitude: '-90', longitude: '180' }), 3)).toMatchObject({
      ok: true,
      point: { latitude: -90, longitude: 180 },
    });
    expect(parseGeoNamesLine(`${riga()}\r`, 4)).toMatchObject({ ok: true, point: { accuracy: null } });
    expect(parseGeoNamesLine(`\uFEFF${riga()}`, 1)).toMatchObject({ ok: true, point: { country: 'LV' } });
  });

  it('gives null for a blank line (the last newline of a file)', () => {
    expect(parseGeoNamesLine('', 9)).toBeNull();
    expect(parseGeoNamesLine('\r', 9)).toBeNull();
    expect(parseGeoNamesLine('   ', 9)).toBeNull();
  });

  it('refuses a line with too few or too many columns, naming the line and the count', () => {
    expect(GEONAMES_COLUMNS).toBe(12);
    expect(problem(riga().split('\t').slice(0, 11).join('\t'))).toEqual({
      line: 7,
      reason: 'too_few_columns',
      message: 'Line 7: 11 columns, expected 12 separated by tabs',
    });
    // Spaces where tabs belong: one column.
    expect(problem(riga().replaceAll('\t', ' '), 12).message).toBe('Line 12: 1 columns, expected 12 separated by tabs');
    expect(problem(`${riga()}\textra`)).toMatchObject({ reason: 'too_many_columns', message: 'Line 7: 13 columns, expected 12' });
  });

  it('refuses a country that is not two capital letters and an empty or overlong postcode', () => {
    expect(problem(riga({ country: 'LVA' }))).toMatchObject({
      reason: 'bad_country',
      message: 'Line 7: country "LVA" is not a two-letter code',
    });
    expect(problem(riga({ country: 'lv' })).reason).toBe('bad_country');
    expect(problem(riga({ postcode: ' ' })).reason).toBe('bad_postcode');
    expect(problem(riga({ postcode: 'X'.repeat(21) })).reason).toBe('bad_postcode');
  });

  it('refuses a latitude or longitude that is not decimal degrees in range', () => {
    expect(problem(riga({ latitude: '91.5' }))).toEqual({
      line: 7,
      reason: 'bad_latitude',
      message: 'Line 7: latitude "91.5" is not a number from -90 to 90',
    });
    for (const latitude of ['', 'abc', '5e1', '56,95', '56.', 'NaN', 'Infinity'])
      expect(problem(riga({ latitude })).reason).toBe('bad_latitude');
    expect(problem(riga({ longitude: '-180.5' }))).toMatchObject({
      reason: 'bad_longitude',
      message: 'Line 7: longitude "-180.5" is not a number from -180 to 180',
    });
  });

  it('refuses an accuracy that is not one digit', () => {
    expect(problem(riga({ accuracy: 'x' }))).toMatchObject({ reason: 'bad_accuracy', message: 'Line 7: accuracy "x" is not a digit' });
    expect(problem(riga({ accuracy: '12' })).reason).toBe('bad_accuracy');
  });

  it('refuses a line longer than the bound before splitting it', () => {
    expect(problem(riga({ postcode: 'X'.repeat(MAX_GEONAMES_LINE) }))).toMatchObject({
      reason: 'line_too_long',
      message: `Line 7: longer than ${MAX_GEONAMES_LINE} characters`,
    });
  });
});
