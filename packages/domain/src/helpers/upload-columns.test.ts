import { describe, expect, it } from 'vitest';
import {
  LANE_TEMPLATE_COLUMNS,
  MASS_TEMPLATE_COLUMNS,
  missingColumns,
  MASS_REQUIRED,
  PROFILE_TEMPLATE_COLUMNS,
  readHeaderRow,
  uploadColumn,
} from './upload-columns';
import {
  parseTenderLanes,
  parseTenderProfiles,
  readMassTable,
  readNumberWithUnit,
  sheetFor,
  parseShipmentType,
  tenderSheets,
} from './bulk-paste';
import { worksheetRows, type WorksheetLike } from './spreadsheet-text';

/** The shipment a row gives, without the reasons. */
const shipmentOf = (header: string[], row: (string | number)[]) => readMassTable([header, row]).rows[0]!;

describe('readHeaderRow', () => {
  it("reads every template's own titles as their columns", () => {
    for (const columns of [MASS_TEMPLATE_COLUMNS, LANE_TEMPLATE_COLUMNS, PROFILE_TEMPLATE_COLUMNS]) {
      const map = readHeaderRow(columns.map((c) => uploadColumn(c).title))!;
      expect([...map.entries()]).toEqual(columns.map((c, i) => [c, i]));
    }
  });

  it('reads a Finnish header row, in any order, accents and case aside', () => {
    const row = shipmentOf(
      ['PAINO (kg)', 'Määrä', 'Tyyppi', 'Noutomaa', 'Noutopostinumero', 'Toimitusmaa', 'Toimituspostinumero', 'Viite', 'Tilavuus'],
      ['850', '2', 'EUR-lava', 'FI', '00100', 'EE', '10115', 'T-1', '1,5'],
    );
    expect(row.errors).toBe('');
    expect(row.shipment).toEqual({
      reference: 'T-1',
      collection: { country: 'FI', postcode: '00100' },
      delivery: { country: 'EE', postcode: '10115' },
      quantity: 2,
      type: 'eur_pallet',
      weight: 850,
      cbm: 1.5,
    });
  });

  it('reads an Estonian header row, with bare country and postcode columns taken in order', () => {
    const row = shipmentOf(
      ['Viide', 'Riik', 'Sihtnumber', 'Riik', 'Sihtnumber', 'Kogus', 'Tüüp', 'Kaal', 'Kõrgus', 'LDM'],
      ['E-1', 'EE', '10115', 'LV', '1001', '1', 'FIN', '300', '120', '0,4'],
    );
    expect(row.errors).toBe('');
    expect(row.shipment).toMatchObject({
      collection: { country: 'EE', postcode: '10115' },
      delivery: { country: 'LV', postcode: '1001' },
      type: 'fin_pallet',
      height: 120,
      ldm: 0.4,
    });
    // Sided Estonian titles, too.
    expect([...readHeaderRow(['Lähtekoha riik', 'Lähtekoha sihtnumber', 'Sihtriik', 'Sihtkoha sihtnumber'])!.keys()]).toEqual(
      LANE_TEMPLATE_COLUMNS,
    );
  });

  it('reads English variants: From/To whole addresses, units in the title, m³', () => {
    const map = readHeaderRow(['From', 'To', 'Qty', 'Gross weight, kg', 'Volume m³', 'Loading metres', 'Unit']);
    expect(Object.fromEntries(map!)).toEqual({ collection: 0, delivery: 1, quantity: 2, weight: 3, cbm: 4, ldm: 5, type: 6 });
  });

  it('is null for a row of data', () => {
    expect(readHeaderRow(['R1', 'EE 10115', 'LV 1001', '2', 'EUR', '800'])).toBeNull();
  });
});

describe('missingColumns', () => {
  it('names each missing required column once', () => {
    const map = readHeaderRow(['Reference', 'Collection', 'Delivery country', 'Quantity'])!;
    expect(missingColumns(map, MASS_REQUIRED).map((m) => m.message)).toEqual([
      'No Delivery postcode column: name it as the template does (or give one Delivery column with "LV 1001")',
      'No Weight (kg) column: the header row names none of Weight (kg), Weight, Kg, Paino',
    ]);
  });
});

describe('readMassTable', () => {
  it('says once that the Weight column is missing, and no row says "weight must be a number"', () => {
    const table = readMassTable([
      ['Reference', 'Collection', 'Delivery', 'Quantity', 'Type'],
      ['A', 'EE 10115', 'LV 1001', '2', 'EUR'],
      ['B', 'EE 10115', 'LV 1001', '0', 'EUR'],
    ]);
    expect(table.missing).toEqual(['No Weight (kg) column: the header row names none of Weight (kg), Weight, Kg, Paino']);
    expect(table.rows.map((r) => r.errors)).toEqual(['', 'Quantity must be at least 1']);
  });

  it('numbers rows as Excel does: the header and blank rows counted, a title row above the header dropped', () => {
    const table = readMassTable([
      ['Budget March'],
      [],
      ['Reference', 'Collection', 'Delivery', 'Quantity', 'Weight'],
      ['A', 'EE 10115', 'LV 1001', 1, 100],
      [],
      [null, '', null],
      ['B', 'EE 10115', 'LV 1001', 1, 200],
    ]);
    expect(table.missing).toEqual([]);
    expect(table.rows.map((r) => [r.line, r.shipment.reference])).toEqual([
      [4, 'A'],
      [7, 'B'],
    ]);
    // A pasted block counts its blank lines the same way.
    expect(readMassTable('A\tEE 10115\tLV 1001\t1\tEUR\t1\n\nB\tEE 10115\tLV 1001\t1\tEUR\t1').rows.map((r) => r.line)).toEqual([1, 3]);
  });

  it('reads weights with units: 850 kg, 850kg, 1,2 t', () => {
    const weights = ['850 kg', '850kg', '1,2 t', '1 250,5 KG', '0,5t'].map(
      (weight) =>
        readMassTable([
          ['Collection', 'Delivery', 'Quantity', 'Weight'],
          ['EE 10115', 'LV 1001', '1', weight],
        ]).rows[0]!.shipment.weight,
    );
    expect(weights).toEqual([850, 850, 1200, 1250.5, 500]);
    // A unit that is not a weight's stays text, and the row says why.
    const [row] = readMassTable([
      ['Collection', 'Delivery', 'Quantity', 'Weight'],
      ['EE 10115', 'LV 1001', '1', '850 cm'],
    ]).rows;
    expect(row!.shipment.weight).toBe('850 cm');
    expect(row!.errors).toContain('Weight must be a number');
  });
});

describe('readNumberWithUnit', () => {
  it('scales exactly, without floats', () => {
    expect(readNumberWithUnit('1,2 t', 'weight')).toBe('1200');
    expect(readNumberWithUnit('0,0015 t', 'weight')).toBe('1.5');
    expect(readNumberWithUnit('1,2 m', 'length')).toBe('120');
    expect(readNumberWithUnit('2 kpl', 'quantity')).toBe('2');
    expect(readNumberWithUnit('1,5 m³', 'cbm')).toBe('1.5');
    expect(readNumberWithUnit('kg', 'weight')).toBeNull();
    expect(readNumberWithUnit('12 lb', 'weight')).toBeNull();
  });
});

describe('parseShipmentType', () => {
  it('reads names, codes and the Finnish and Estonian words', () => {
    expect(['EUR pallet', 'EUR', 'eur_pallet', 'EUR-lava', 'EUR-lavat', 'Euroalus'].map(parseShipmentType)).toEqual(
      Array(6).fill('eur_pallet'),
    );
    expect(parseShipmentType('Puolilava')).toBe('half_pallet');
    expect(parseShipmentType('Poolalus')).toBe('half_pallet');
    expect(parseShipmentType('crate')).toBeNull();
  });
});

describe('tender readers with a header row', () => {
  it('take lanes and profiles in any column order, units read', () => {
    const lanes = parseTenderLanes([
      ['Toimitusmaa', 'Toimituspostinumero', 'Noutomaa', 'Noutopostinumero'],
      ['LV', '1001', 'EE', '10115'],
      [],
      ['LV', '', 'EE', '10115'],
    ]);
    expect(lanes.items).toEqual([{ collection: { country: 'EE', postcode: '10115' }, delivery: { country: 'LV', postcode: '1001' } }]);
    expect(lanes.warnings).toEqual(['Skipped malformed row: LV\t\tEE\t10115 (row 4)']);
    const profiles = parseTenderProfiles([
      ['Kaal', 'Kogus', 'Tüüp'],
      ['850 kg', 2, 'FIN'],
    ]);
    expect(profiles.items).toEqual([{ quantity: 2, type: 'fin_pallet', weight: 850 }]);
  });

  it('say a missing column once instead of skipping every row', () => {
    const profiles = parseTenderProfiles([
      ['Quantity', 'Type'],
      ['2', 'EUR'],
    ]);
    expect(profiles).toEqual({ items: [], warnings: [], missing: [expect.stringMatching(/^No Weight \(kg\) column/)], problems: [] });
  });
});

describe('worksheetRows and sheetFor', () => {
  /** A worksheet as ExcelJS gives one: only the filled rows, each with its number. */
  function sheet(name: string, rows: Record<number, unknown[]>, state?: string): WorksheetLike {
    return {
      name,
      state,
      eachRow(callback) {
        for (const [n, values] of Object.entries(rows))
          callback({ cellCount: values.length, getCell: (c) => ({ value: values[c - 1] }) }, Number(n));
      },
    };
  }

  it("keeps blank rows so a row's number is Excel's", () => {
    const rows = worksheetRows(
      sheet('S', {
        1: ['Collection', 'Delivery', 'Quantity', 'Weight'],
        2: ['EE 10115', 'LV 1001', 1, 5],
        5: ['EE 10115', 'LV 1001', 2, 7],
      }),
    );
    expect(readMassTable(rows).rows.map((r) => r.line)).toEqual([2, 5]);
  });

  it("preselects the sheet whose header fits: a tender template's Lanes and Shipment profiles, not its Notes", () => {
    const notes = {
      name: 'Notes',
      rows: [
        ['Column', 'Meaning'],
        ['Weight (kg)', 'kg'],
      ],
    };
    const lanes = { name: 'Lanes', rows: [LANE_TEMPLATE_COLUMNS.map((c) => uploadColumn(c).title)] };
    const profiles = { name: 'Profiles', rows: [PROFILE_TEMPLATE_COLUMNS.map((c) => uploadColumn(c).title)] };
    expect(sheetFor('lanes', [notes, lanes, profiles])).toBe(1);
    expect(sheetFor('profiles', [notes, lanes, profiles])).toBe(2);
    expect(sheetFor('mass', [{ name: 'Empty', rows: [] }, notes])).toBe(1);
  });

  it("finds a tender upload's lists: the template's two sheets, or a one-sheet file's one list", () => {
    const notes = {
      name: 'Notes',
      rows: [
        ['Column', 'Required', 'Meaning'],
        ['Weight (kg)', 'Yes', 'kg'],
      ],
    };
    const lanes = { name: 'Lanes', rows: [LANE_TEMPLATE_COLUMNS.map((c) => uploadColumn(c).title), ['EE', '10115', 'LV', '1001']] };
    const profiles = {
      name: 'Shipment profiles',
      rows: [PROFILE_TEMPLATE_COLUMNS.map((c) => uploadColumn(c).title), [2, 'EUR pallet', 850]],
    };
    expect(tenderSheets([lanes, profiles, notes])).toEqual({ lanes: 0, profiles: 1 });
    expect(tenderSheets([{ name: 'x.csv', rows: [['2', 'EUR', '800']] }])).toEqual({ lanes: null, profiles: 0 });
    expect(tenderSheets([{ name: 'x.csv', rows: [['EE 10115', 'LV 1001']] }])).toEqual({ lanes: 0, profiles: null });
    expect(tenderSheets([notes])).toEqual({ lanes: null, profiles: null });
  });
});

describe('the templates in Estonian and Finnish', () => {
  it('reads the header every language’s template writes, and the type names it writes', () => {
    for (const language of ['en', 'et', 'fi'] as const) {
      const titles = MASS_TEMPLATE_COLUMNS.map((column) => uploadColumn(column, language).title);
      const map = readHeaderRow(titles)!;
      expect(
        MASS_TEMPLATE_COLUMNS.map((column) => map.get(column)),
        language,
      ).toEqual(MASS_TEMPLATE_COLUMNS.map((_, i) => i));
    }
    expect(uploadColumn('weight', 'fi')).toMatchObject({ title: 'Paino (kg)', example: 850 });
    expect(uploadColumn('type', 'et').example).toBe('EUR-alus');
    expect(['EUR-lava', 'Puolilava', 'eur-alus', 'Poolalus', 'Täiskoorem', 'Kokokuorma'].map(parseShipmentType)).toEqual([
      'eur_pallet',
      'half_pallet',
      'eur_pallet',
      'half_pallet',
      'full_load',
      'full_load',
    ]);
  });
});
