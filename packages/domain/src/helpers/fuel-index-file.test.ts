import { describe, expect, it } from 'vitest';
import { localizeReason } from '../i18n/reasons';
import { readFuelIndexRows } from './fuel-index-file';

describe('readFuelIndexRows', () => {
  it('reads months in several ways, skips the header, sorts the months', () => {
    expect(
      readFuelIndexRows([
        ['Month', 'Price'],
        ['12/2026', '1,64'],
        ['2026-11-01', 1.62],
        [46023, '1.7'], // an Excel date serial: 2026-01-01
        ['2026-10-01T00:00:00.000Z', 1.6], // a date cell written as ISO text
      ]),
    ).toEqual({
      ok: true,
      values: [
        { month: '2026-01', price: 1.7 },
        { month: '2026-10', price: 1.6 },
        { month: '2026-11', price: 1.62 },
        { month: '2026-12', price: 1.64 },
      ],
    });
  });
  it('reads a date serial in the date system of its workbook: 46023 is 2026-01-01 from 1900, 2030-01-02 from 1904', () => {
    expect(readFuelIndexRows([[46023, 1.7]], { date1904: false })).toEqual({ ok: true, values: [{ month: '2026-01', price: 1.7 }] });
    expect(readFuelIndexRows([[46023, 1.7]], { date1904: true })).toEqual({ ok: true, values: [{ month: '2030-01', price: 1.7 }] });
    // The same day, 2026-01-01, as a 1904 workbook stores it.
    expect(readFuelIndexRows([[46023 - 1462, 1.7]], { date1904: true })).toEqual({ ok: true, values: [{ month: '2026-01', price: 1.7 }] });
  });
  it('names the rows that are not a month and a price, and a month given twice', () => {
    expect(
      readFuelIndexRows([
        ['2026-11', '1,62'],
        ['November', '1,6'],
        ['2026-12', '0'],
        ['2026-11', '1,5'],
      ]),
    ).toEqual({
      ok: false,
      errors: ['Row 2: month must be a month yyyy-mm', 'Row 3: price must be above 0', 'Row 4: month 2026-11 is already in row 1'],
    });
  });
  it('refuses a file without months', () => {
    expect(readFuelIndexRows([['month', 'price']])).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/^The file holds no months/)],
    });
  });

  it("names its rows in the catalog's English, which the server says in its caller's language", () => {
    const read = readFuelIndexRows([
      ['last month', 1.6],
      ['2026-01', 'cheap'],
      ['2026-01', 1],
      ['2026-01', 2],
    ]);
    expect(read).toEqual({
      ok: false,
      errors: ['Row 1: month must be a month yyyy-mm', 'Row 2: price must be a number', 'Row 4: month 2026-01 is already in row 3'],
    });
    if (read.ok) return;
    expect(read.errors.map((error) => localizeReason('fi', error))).toEqual([
      'Rivi 1: kuukausi on oltava kuukausi muodossa vvvv-kk',
      'Rivi 2: hinta on oltava luku',
      'Rivi 4: kuukausi 2026-01 on jo rivillä 3',
    ]);
    const empty = readFuelIndexRows([]);
    expect(empty.ok ? [] : empty.errors.map((error) => localizeReason('et', error))).toEqual([
      'Failis ei ole ühtegi kuud: kirjutage kuu veergu A ja hind veergu B',
    ]);
  });
});
