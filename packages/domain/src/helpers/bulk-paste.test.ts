import { describe, expect, it } from 'vitest';
import {
  formatAddress,
  parseAddressCell,
  parseMassRows,
  parseTenderLanes,
  parseTenderProfiles,
  profileLabel,
  readMassTable,
} from './bulk-paste';
import { massPriceRequestSchema, tenderPriceSchema } from '../schemas/bulk.schema';
import { BULK_LIMITS } from '../constants/limits';

describe('parseAddressCell', () => {
  it('reads a country code and a postcode however they are joined', () => {
    expect(parseAddressCell('EE 10115')).toEqual({ country: 'EE', postcode: '10115' });
    expect(parseAddressCell('lv-1001')).toEqual({ country: 'LV', postcode: '1001' });
    expect(parseAddressCell('EE10115')).toEqual({ country: 'EE', postcode: '10115' });
    expect(parseAddressCell('GB SW1A 1AA')).toEqual({ country: 'GB', postcode: 'SW1A 1AA' });
    expect(parseAddressCell('10115')).toBeNull();
    expect(formatAddress({ country: 'EE', postcode: '10115' })).toBe('EE 10115');
  });
});

describe('profileLabel', () => {
  it('heads a tender column like 2 x EUR pallet, 800 kg', () => {
    expect(profileLabel({ quantity: 2, type: 'eur_pallet', weight: 800 })).toBe('2 x EUR pallet, 800 kg');
    expect(profileLabel({ quantity: 1, type: 'colli', weight: 12.5 })).toBe('1 x Colli, 12,5 kg');
  });
});

describe('parseMassRows', () => {
  it('skips a header row, reads decimal commas and thousands separators, and keeps the reference', () => {
    const rows = parseMassRows(
      'Reference\tCollection\tDelivery\tQuantity\tType\tWeight\tLDM\tCBM\n' +
        'A-1\tEE 10115\tLV 1001\t2\tEUR\t1 234,5\t0,8\t\n' +
        'A-2\tEE 11415\tLV-1002\t1\tcolli\t12.5\t\t0,25\n',
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      line: 2,
      errors: '',
      shipment: {
        reference: 'A-1',
        collection: { country: 'EE', postcode: '10115' },
        delivery: { country: 'LV', postcode: '1001' },
        quantity: 2,
        type: 'eur_pallet',
        weight: 1234.5,
        ldm: 0.8,
      },
    });
    expect(rows[1]!.shipment).toMatchObject({ type: 'colli', weight: 12.5, cbm: 0.25 });
  });

  it('reads rows without a header, with country and postcode in their own columns', () => {
    const [row] = parseMassRows('R1\tEE\t10115\tLV\t1001\t1\teur_pallet\t500');
    expect(row!.shipment).toMatchObject({
      collection: { country: 'EE', postcode: '10115' },
      delivery: { country: 'LV', postcode: '1001' },
    });
    expect(row!.errors).toBe('');
  });

  it('refuses an ambiguous weight ("1,200", "1.200 kg") with the cell named and reads "1,2", "1 200", "1200", "1.5"', () => {
    const rows = parseMassRows(
      ['1,200', '1.200 kg', '1,2', '1 200', '1200', '1.5'].map((weight) => ['R', 'EE 10115', 'LV 1001', 1, 'EUR', weight]),
    );
    expect(rows.map((row) => row.errors)).toEqual([
      'Weight: 1,200 could be 1,2 kg or 1\u00a0200 kg; write 1200 or 1,2',
      'Weight: 1.200 could be 1,2 kg or 1\u00a0200 kg; write 1200 or 1,2',
      '',
      '',
      '',
      '',
    ]);
    expect(rows.slice(2).map((row) => row.shipment.weight)).toEqual([1.2, 1200, 1200, 1.5]);
    expect(rows.map((row) => row.line)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('names a postcode read from a number cell in words, not by its key', () => {
    const [row] = parseMassRows([
      ['Reference', 'Collection country', 'Collection postcode', 'Delivery country', 'Delivery postcode', 'Quantity', 'Weight'],
      ['R', 'EE', '10115', 'FI', 100, 1, 10],
    ]);
    expect(row!.warnings).toBe('Delivery postcode 100 read as 00100: the workbook cell held a number, which drops leading zeros');
  });

  it('gives the reasons of a bad row, worded as the server words them', () => {
    const [row] = parseMassRows('R1\tEE 10115\tXX 1\t0\tbox\tabc');
    expect(row!.errors).toContain('Delivery country must be a country code');
    expect(row!.errors).toContain('Quantity must be at least 1');
    expect(row!.errors).toContain('Type must be a shipment type (EUR pallet, Carton, Colli ...)');
    expect(row!.errors).toContain('Weight must be a number');
  });

  it('takes columns in the order a header names them', () => {
    const [row] = parseMassRows([
      ['Weight', 'Qty', 'From', 'To', 'Ref'],
      ['800', '2', 'EE 10115', 'LV 1001', 'X'],
    ]);
    expect(row!.shipment).toMatchObject({ weight: 800, quantity: 2, reference: 'X', type: 'eur_pallet' });
    expect(row!.errors).toBe('');
  });

  it("reads a reference typed over two lines in its cell as one line, and still refuses a cell's other control characters", () => {
    const [wrapped, bell] = parseMassRows([
      ['Ref', 'From', 'To', 'Qty', 'Weight'],
      ['PO-77\r\n  Ramp 3\t(back)', 'EE 10115', 'LV 1001', '1', '120'],
      ['PO-78\u0007', 'EE 10115', 'LV 1001', '1', '120'],
    ]);
    expect([wrapped!.shipment.reference, wrapped!.errors]).toEqual(['PO-77 Ramp 3 (back)', '']);
    expect(bell!.errors).toContain('Reference must be one line, without control characters');
  });
});

describe('parseTenderLanes', () => {
  it('skips the header and warns of each malformed row', () => {
    const { items, warnings } = parseTenderLanes('Collection\tDelivery\nEE 10115\tLV 1001\nEE 10115\nEE\t10115\tLV\t1001\n');
    expect(items).toEqual([
      { collection: { country: 'EE', postcode: '10115' }, delivery: { country: 'LV', postcode: '1001' } },
      { collection: { country: 'EE', postcode: '10115' }, delivery: { country: 'LV', postcode: '1001' } },
    ]);
    expect(warnings).toEqual(['Skipped malformed row: EE 10115 (row 3)']);
  });
});

describe('parseTenderProfiles', () => {
  it('turns decimal commas into dots, reads an empty type as an EUR pallet and refuses an unknown type with its cell named', () => {
    const { items, warnings, problems } = parseTenderProfiles('Quantity\tType\tWeight\n2\tEUR\t800\n1\t\t12,5\n1\tcrate\t5\nx\tEUR\t5\n');
    expect(items).toMatchObject([
      { quantity: 2, type: 'eur_pallet', weight: 800 },
      { quantity: 1, type: 'eur_pallet', weight: 12.5 },
    ]);
    expect(problems).toEqual(['Row 4, type: crate is not a shipment type (EUR pallet, Carton, Colli ...)']);
    expect(warnings).toEqual(['Skipped malformed row: x\tEUR\t5 (row 5)']);
  });

  it('refuses "1,200" and "1.200" in a weight cell with the cell named, never 1.2', () => {
    const { items, problems } = parseTenderProfiles(
      'Quantity\tType\tWeight\tLDM\n1\tEUR\t1,200\t\n1\tEUR\t1.200 kg\t\n1\tEUR\t1 200\t0,400\n',
    );
    expect(items).toMatchObject([{ weight: 1200, ldm: 0.4 }]);
    expect(problems).toEqual([
      'Row 2, weight: 1,200 could be 1,2 kg or 1\u00a0200 kg; write 1200 or 1,2',
      'Row 3, weight: 1.200 could be 1,2 kg or 1\u00a0200 kg; write 1200 or 1,2',
    ]);
  });
});

describe("in the reader's language", () => {
  it("says a budget's row reasons, its warnings and a missing column in the language asked (English by default)", () => {
    const { rows } = readMassTable(
      [
        ['Reference', 'Collection country', 'Collection postcode', 'Delivery country', 'Delivery postcode', 'Quantity', 'Weight'],
        ['R', 'EE', '10115', 'FI', 100, 0, 'abc'],
      ],
      'fi',
    );
    expect(rows[0]!.errors.split('\n')).toEqual(['Määrä on oltava vähintään 1', 'Paino on oltava luku']);
    expect(rows[0]!.warnings).toBe(
      'Toimitus, postinumero 100 luettiin muodossa 00100: työkirjan solussa oli luku, josta etunollat putoavat pois',
    );
    expect(readMassTable('Reference\tCollection\tDelivery\tQuantity\n1\tEE 10115\tEE 11415\t1', 'et').missing).toEqual([
      'Veergu Kaal (kg) ei ole: päiserida ei nimeta ühtegi neist: Kaal (kg), Weight, Kg, Paino',
    ]);
    expect(readMassTable('Reference\tDelivery\tQuantity\tWeight\n1\tEE 11415\t1\t1').missing).toEqual([
      'No Collection country and Collection postcode column: name them as the template does (or give one Collection column with "EE 10115")',
    ]);
  });

  it("says a tender's refused cells and skipped rows in the language asked", () => {
    const { problems, warnings } = parseTenderProfiles('Quantity\tType\tWeight\n1\tcrate\t5\n1\tEUR\t1,200\nx\tEUR\t5\n', 'fi');
    expect(problems[0]).toBe('Rivi 2, tyyppi: crate ei ole lähetystyyppi (EUR-lava, Laatikko, Kolli ...)');
    // The ambiguous number's reason is the schemas' own, said by its catalog pattern.
    expect(problems[1]).toMatch(/^Rivi 3, paino: 1,200 /);
    expect(problems[1]).not.toMatch(/could be|write/);
    expect(warnings).toEqual(['Virheellinen rivi ohitettiin: x\tEUR\t5 (rivi 4)']);
    expect(parseTenderLanes('Collection\tDelivery\nEE 10115\n', 'et').warnings).toEqual(['Vigane rida jäeti vahele: EE 10115 (rida 2)']);
  });
});

describe('bulk request schemas', () => {
  it('take bad shipments as rows to report, but refuse a malformed body and the limits', () => {
    const row = { collection: { country: 'EE', postcode: '1' }, delivery: { country: 'EE', postcode: '2' }, quantity: 'x' };
    expect(massPriceRequestSchema.safeParse({ shipments: [row] }).success).toBe(true);
    expect(massPriceRequestSchema.safeParse({ shipments: [1] }).error?.issues[0]?.path).toEqual(['shipments', 0]);
    expect(massPriceRequestSchema.safeParse({ shipments: {} }).success).toBe(false);
    expect(massPriceRequestSchema.safeParse({ shipments: Array(BULK_LIMITS.massShipments + 1).fill(row) }).success).toBe(false);
    expect(massPriceRequestSchema.safeParse({ shipments: [row], email: 'nope' }).error?.issues[0]?.path).toEqual(['email']);
    const lane = { collection: { country: 'EE', postcode: '1' }, delivery: { country: 'EE', postcode: '2' } };
    const profile = { quantity: 1, type: 'eur_pallet', weight: 1 };
    expect(tenderPriceSchema.safeParse({ service: 'GRP', zones: [lane], shipments: [profile] }).success).toBe(true);
    expect(tenderPriceSchema.safeParse({ zones: [lane], shipments: [profile] }).success).toBe(false);
    expect(
      tenderPriceSchema.safeParse({ service: 1, zones: [lane], shipments: Array(BULK_LIMITS.tenderProfiles + 1).fill(profile) }).success,
    ).toBe(false);
  });
});
