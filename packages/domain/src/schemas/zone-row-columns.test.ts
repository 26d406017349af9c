import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CBM_MULTIPLIER,
  DEFAULT_LDM_MULTIPLIER,
  DEFAULT_LDM_ROUNDING,
  DEFAULT_MIN_MAX_RULE,
  DEFAULT_PAYWEIGHT_ROUNDING,
  DEFAULT_PRICELIST_UNIT,
} from '../constants/units';
import { EXCEL_LAYOUT } from '../pricelist-files/excel-grid';
import {
  DEFAULT_GRID_SETTINGS,
  GRID_SETTING_FIELDS,
  gridSettingsAnswerSchema,
  pickGridSettings,
  priceGridSchema,
  settingsOrDefaults,
  zoneRowAnswerSchema,
  zoneRowSchema,
} from './fare-groups.schema';
import { defaultGridSettings, pricelistDefaults } from './pricelist.schema';
import { ZONE_ROW_COLUMNS, ZONE_ROW_FIELDS, zoneRowCellValue, zoneRowSheetColumn } from './zone-row-columns';

describe('ZONE_ROW_COLUMNS', () => {
  it('names every field of a zone row body but its prices, in the grid order the Excel sheet has', () => {
    expect(ZONE_ROW_FIELDS).toEqual(['zone_from', 'zone_to', 'transit', 'minimum_amount', 'maximum_amount']);
    expect(new Set([...ZONE_ROW_FIELDS, 'prices'])).toEqual(new Set(Object.keys(zoneRowSchema.shape)));
    expect(EXCEL_LAYOUT.fixedHeaders).toEqual(['Zone from', 'Zone to', 'Transit', 'Minimum', 'Maximum']);
    expect(EXCEL_LAYOUT.firstPriceColumn).toBe(6);
    expect(zoneRowSheetColumn('transit')).toBe(3);
  });

  it('has each column in the answer, and the name of each zone and transit beside it', () => {
    const answerFields = Object.keys(zoneRowAnswerSchema.shape);
    for (const column of ZONE_ROW_COLUMNS) {
      expect(answerFields).toContain(column.field);
      if (column.nameField) expect(answerFields).toContain(column.nameField);
      expect(column.nameField === null).toBe(column.kind === 'money');
    }
  });

  it('shows a stored row cell as a sheet does: records by name, amounts as they are', () => {
    const row = {
      zone_from: 1,
      zone_from_name: 'Tallinn',
      zone_to: 2,
      zone_to_name: 'Riga',
      transit: null,
      transit_name: null,
      minimum_amount: 12.5,
      maximum_amount: null,
      prices: [1, 2],
    };
    expect(ZONE_ROW_COLUMNS.map((c) => zoneRowCellValue(row, c))).toEqual(['Tallinn', 'Riga', null, 12.5, null]);
  });
});

describe('grid settings', () => {
  it('lists the settings of the body and the answer alike, without the fare groups', () => {
    expect(GRID_SETTING_FIELDS).toEqual(['unit', 'ldm_multiplier', 'cbm_multiplier', 'payweight_rounding', 'ldm_rounding', 'min_max_rule']);
    expect(Object.keys(priceGridSchema.shape)).toEqual([...GRID_SETTING_FIELDS, 'fare_groups']);
  });

  it('defaults to what a body without settings is saved with', () => {
    expect(DEFAULT_GRID_SETTINGS).toEqual({
      unit: DEFAULT_PRICELIST_UNIT,
      ldm_multiplier: DEFAULT_LDM_MULTIPLIER,
      cbm_multiplier: DEFAULT_CBM_MULTIPLIER,
      payweight_rounding: DEFAULT_PAYWEIGHT_ROUNDING,
      ldm_rounding: DEFAULT_LDM_ROUNDING,
      min_max_rule: DEFAULT_MIN_MAX_RULE,
    });
    expect(gridSettingsAnswerSchema.parse(DEFAULT_GRID_SETTINGS)).toEqual(DEFAULT_GRID_SETTINGS);
    expect(pickGridSettings(priceGridSchema.parse({ fare_groups: [] }))).toEqual(DEFAULT_GRID_SETTINGS);
    expect(defaultGridSettings(pricelistDefaults('2026-03-01'))).toEqual(DEFAULT_GRID_SETTINGS);
  });

  it('takes a record’s settings over the defaults, and a default for each it lacks (null or missing)', () => {
    const settings = settingsOrDefaults({ unit: 'real_weight', ldm_multiplier: null, min_max_rule: 'max' }, DEFAULT_GRID_SETTINGS);
    expect(settings).toEqual({ ...DEFAULT_GRID_SETTINGS, unit: 'real_weight', min_max_rule: 'max' });
    expect(settingsOrDefaults(undefined, DEFAULT_GRID_SETTINGS)).toEqual(DEFAULT_GRID_SETTINGS);
  });
});
