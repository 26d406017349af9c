import { describe, expect, it } from 'vitest';
import {
  changeLogLines,
  excelImportSummary,
  gridChangeLines,
  localizeChangeLogLine,
  loggedGridChanges,
  loggedValueText,
  quantityBoundText,
} from './change-log-lines';
import { diffVersions, type DiffGrid } from './diff';

const row = (from: string, to: string, prices: (number | null)[], extra = {}) => ({
  zone_from: from.charCodeAt(0) * 100 + Number(from.slice(-1)),
  zone_from_name: from,
  zone_to: to.charCodeAt(0) * 100 + Number(to.slice(-1)),
  zone_to_name: to,
  prices,
  ...extra,
});
const grid = (zones: ReturnType<typeof row>[]): DiffGrid => ({
  unit: 'payable_weight',
  fare_groups: [
    {
      quantities: [
        { quantity: 100, unit: 'per_shipment' },
        { quantity: 500, unit: 'per_100kg' },
      ],
      zones,
    },
  ],
});

describe('gridChangeLines', () => {
  it('names the changed cells by fare group, route and quantity, old → new with the decimal comma', () => {
    const before = grid([row('EE1', 'LV1', [12, 20]), row('EE2', 'LV1', [14, 22])]);
    const after = grid([row('EE1', 'LV1', [13, 20]), row('EE2', 'LV1', [14, 22.5])]);
    const diff = diffVersions({ fields: {}, grid: before }, { fields: {}, grid: after });
    expect(gridChangeLines(loggedGridChanges(diff, 'payable_weight'))).toEqual([
      'Fare group 1, zone EE1 → LV1, up to 100 kg: 12,00 → 13,00',
      'Fare group 1, zone EE2 → LV1, up to 500 kg: 22,00 → 22,50',
    ]);
  });

  it('shows the first three cells and "and N more"', () => {
    const before = grid(Array.from({ length: 8 }, (_, i) => row(`A${i}`, 'B1', [10, 10])));
    const after = grid(Array.from({ length: 8 }, (_, i) => row(`A${i}`, 'B1', [11, 12])));
    const lines = gridChangeLines(
      loggedGridChanges(diffVersions({ fields: {}, grid: before }, { fields: {}, grid: after }), 'payable_weight'),
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('and 13 more changed cells');
  });

  it('names zone rows added and removed, an emptied cell as empty, a transit by name', () => {
    const before = grid([row('EE1', 'LV1', [12, null]), row('EE2', 'LV2', [1, 2])]);
    const after = grid([row('EE1', 'LV1', [null, 5], { transit: 7 }), row('EE3', 'LV3', [1, 2])]);
    const logged = loggedGridChanges(
      diffVersions({ fields: {}, grid: before }, { fields: {}, grid: after }),
      'payable_weight',
      () => '1 day',
    );
    expect(gridChangeLines(logged)).toEqual([
      'Fare group 1, zone EE1 → LV1, transit time: empty → 1 day',
      'Fare group 1, zone EE1 → LV1, up to 100 kg: 12,00 → empty',
      'Fare group 1, zone EE1 → LV1, up to 500 kg: empty → 5,00',
      'Zone row added: fare group 1, zone EE3 → LV3',
      'Zone row removed: fare group 1, zone EE2 → LV2',
    ]);
  });

  it('keeps at most 20 cells but the whole count', () => {
    const before = grid(Array.from({ length: 30 }, (_, i) => row(`A${i % 10}`, `B${Math.floor(i / 10)}`, [1, 1])));
    const after = grid(Array.from({ length: 30 }, (_, i) => row(`A${i % 10}`, `B${Math.floor(i / 10)}`, [2, 2])));
    const logged = loggedGridChanges(diffVersions({ fields: {}, grid: before }, { fields: {}, grid: after }), null);
    expect(logged.cells).toHaveLength(20);
    expect(logged.cells_total).toBe(60);
    expect(gridChangeLines(logged).at(-1)).toBe('and 57 more changed cells');
  });
});

describe('quantityBoundText', () => {
  it('says what the rows count', () => {
    expect(quantityBoundText(100, 'payable_weight')).toBe('up to 100 kg');
    expect(quantityBoundText(1, 'eur_pallet')).toBe('up to 1 EUR pallet');
    expect(quantityBoundText(2.5, 'eur_pallet')).toBe('up to 2,5 EUR pallets');
    expect(quantityBoundText(3, null)).toBe('up to 3');
  });
});

describe('loggedValueText', () => {
  it('writes dates as dd.mm.yyyy, keys by label, amounts with two decimals, nothing as a dash', () => {
    expect(loggedValueText('valid_to', '2026-12-31')).toBe('31.12.2026');
    expect(loggedValueText('status', 'completed')).toBe('Completed');
    expect(loggedValueText('unit', 'eur_pallet')).toBe('EUR pallet');
    expect(loggedValueText('unit', 'payable_weight')).toBe('Payable weight');
    expect(loggedValueText('min_max_rule', 'min')).toBe('Check next row');
    expect(loggedValueText('minimum_amount', 12)).toBe('12,00');
    expect(loggedValueText('ldm_multiplier', 1850.5)).toMatch(/^1\s850,5$/);
    expect(loggedValueText('comment', '')).toBe('—');
    expect(loggedValueText('active', false)).toBe('No');
    expect(loggedValueText('surcharges', ['Fuel', 'ADR'])).toBe('Fuel, ADR');
  });
});

describe('changeLogLines', () => {
  it('says created', () => {
    expect(changeLogLines({ created: true })).toEqual(['Created']);
  });

  it('names each field by its label, old → new where the old value was logged, in the form’s order', () => {
    expect(changeLogLines({ updates: { valid_to: '2027-06-30', name: 'Baltic' }, before: { valid_to: '2026-12-31' } })).toEqual([
      'Name: Baltic',
      'Valid to: 31.12.2026 → 30.06.2027',
    ]);
  });

  it('names the restored version first, and an archive', () => {
    expect(changeLogLines({ updates: { restored: 3, name: 'Old' }, before: { name: 'New' } })).toEqual([
      'Restored version 3',
      'Name: New → Old',
    ]);
    expect(changeLogLines({ updates: { archived: true } })).toEqual(['Archived']);
  });

  it('reads an older entry’s grid summary as well as it can', () => {
    expect(changeLogLines({ updates: { fare_groups: '1 fare group(s), 7 zone row(s)' } })).toEqual([
      'Prices changed (1 fare group, 7 zone rows after the change)',
    ]);
    expect(changeLogLines({ updates: { pricelist: 'price grid changed' } })).toEqual(['Prices changed']);
    expect(changeLogLines({ updates: { fare_groups: 'Excel import: 2 cell(s) changed, 0 row(s) added, 0 removed' } })).toEqual([
      'Excel import: 2 cell(s) changed, 0 row(s) added, 0 removed',
    ]);
  });
});

describe('localizeChangeLogLine', () => {
  it('says a grid line by its pattern in the language, values and names carried over', () => {
    const before = grid([row('EE1', 'LV1', [12, null]), row('EE2', 'LV2', [1, 2])]);
    const after = grid([row('EE1', 'LV1', [null, 5], { transit: 7 }), row('EE3', 'LV3', [1, 2])]);
    const logged = loggedGridChanges(
      diffVersions({ fields: {}, grid: before }, { fields: {}, grid: after }),
      'payable_weight',
      () => '1 day',
    );
    expect(gridChangeLines(logged).map((line) => localizeChangeLogLine('fi', line))).toEqual([
      'Hintataulukko 1, vyöhyke EE1 → LV1, kuljetusaika: tyhjä → 1 day',
      'Hintataulukko 1, vyöhyke EE1 → LV1, enintään 100 kg: 12,00 → tyhjä',
      'Hintataulukko 1, vyöhyke EE1 → LV1, enintään 500 kg: tyhjä → 5,00',
      'Vyöhykerivi lisätty: hintataulukko 1, vyöhyke EE3 → LV3',
      'Vyöhykerivi poistettu: hintataulukko 1, vyöhyke EE2 → LV2',
    ]);
    expect(localizeChangeLogLine('et', 'and 13 more changed cells')).toBe('ja veel 13 muudetud lahtrit');
    expect(localizeChangeLogLine('fi', `Fare group 2, zone A → B, ${quantityBoundText(2, 'eur_pallet')}: 1,00 → 2,00`)).toBe(
      'Hintataulukko 2, vyöhyke A → B, enintään 2 EUR-lavaa: 1,00 → 2,00',
    );
  });

  it('says a field line by the field’s label and its values in the language', () => {
    const lines = changeLogLines({
      updates: { valid_to: '2027-06-30', active: false, status: 'completed', name: 'Baltic' },
      before: { valid_to: '2026-12-31', active: true, status: 'prepared' },
    });
    expect(lines.map((line) => localizeChangeLogLine('fi', line))).toEqual([
      'Nimi: Baltic',
      'Tila: Valmisteilla → Valmis',
      'Voimassa asti: 31.12.2026 → 30.06.2027',
      'Käytössä: Kyllä → Ei',
    ]);
    expect(localizeChangeLogLine('en', lines[0]!)).toBe(lines[0]);
    // A shipment type by its name in the language (words.type.*).
    const unit = changeLogLines({ updates: { unit: 'pallet' }, before: { unit: 'eur_pallet' } });
    expect(unit).toEqual(['Unit: EUR pallet → Pallet']);
    expect(localizeChangeLogLine('fi', unit[0]!)).toBe('Yksikkö: EUR-lava → Lava');
    expect(localizeChangeLogLine('et', unit[0]!)).toBe('Ühik: EUR-alus → Alus');
  });

  it('says the fixed lines, an older summary and an Excel import', () => {
    expect(changeLogLines({ updates: { restored: 3 } }).map((line) => localizeChangeLogLine('et', line))).toEqual(['Taastatud versioon 3']);
    const old = changeLogLines({ updates: { fare_groups: '1 fare group(s), 7 zone row(s)' } });
    expect(localizeChangeLogLine('fi', old[0]!)).toBe('Hinnat muuttuivat (1 hintataulukko, 7 vyöhykeriviä muutoksen jälkeen)');
    const excel = excelImportSummary({ cells: 2, added: 1, removed: 0 }, { based_on_version: 3, current_version: 5 });
    expect(excel).toBe('Excel import from version 3 over version 5: 2 cell(s) changed, 1 row(s) added, 0 removed');
    expect(localizeChangeLogLine('fi', changeLogLines({ updates: { fare_groups: excel } })[0]!)).toBe(
      'Excel-tuonti versiosta 3 version 5 päälle: muutettuja soluja 2, lisättyjä rivejä 1, poistettuja 0',
    );
  });
});
