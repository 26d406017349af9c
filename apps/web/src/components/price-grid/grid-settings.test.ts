import { describe, expect, it } from 'vitest';
import { DEFAULT_GRID_SETTINGS } from '@freight/domain';
import { fieldValueText } from '../../routes/pricelists/labels';
import { gridSettingsErrors, gridSettingsPayload, type GridSettingsValues } from './GridSettings';

const values = (over: Partial<GridSettingsValues> = {}): GridSettingsValues => ({ ...DEFAULT_GRID_SETTINGS, ...over });

describe('gridSettingsPayload', () => {
  it('sends the multipliers as typed with a decimal point, the picks as they are', () => {
    expect(gridSettingsPayload(values({ ldm_multiplier: ' 1850,5 ', cbm_multiplier: 333, min_max_rule: 'max' }))).toEqual({
      ...DEFAULT_GRID_SETTINGS,
      ldm_multiplier: '1850.5',
      cbm_multiplier: 333,
      min_max_rule: 'max',
    });
  });

  it('sends a blank multiplier as empty for the schema to name, or leaves out the CBM multiplier where a blank takes the default', () => {
    expect(gridSettingsPayload(values({ ldm_multiplier: '', cbm_multiplier: '' }))).toMatchObject({
      ldm_multiplier: '',
      cbm_multiplier: '',
    });
    const surcharge = gridSettingsPayload(values({ ldm_multiplier: '', cbm_multiplier: ' ' }), true);
    expect(surcharge.ldm_multiplier).toBe('');
    expect('cbm_multiplier' in surcharge).toBe(false);
  });
});

describe('gridSettingsErrors', () => {
  it('requires both multipliers on a pricelist and only the LDM one where a blank CBM takes the default', () => {
    expect(gridSettingsErrors(values({ ldm_multiplier: '', cbm_multiplier: '' }))).toEqual({
      ldm_multiplier: 'Is required',
      cbm_multiplier: 'Is required',
    });
    expect(gridSettingsErrors(values({ ldm_multiplier: ' ', cbm_multiplier: '' }), 'pricelist.', true)).toEqual({
      'pricelist.ldm_multiplier': 'Is required',
    });
    expect(gridSettingsErrors(values())).toEqual({});
  });
});

describe('fieldValueText of a grid setting', () => {
  it('shows a picked setting by its option label, an unknown value as it is', () => {
    expect(fieldValueText('min_max_rule', 'min')).toBe('Check next row');
    expect(fieldValueText('unit', 'payable_weight')).toBe('Payable weight');
    expect(fieldValueText('payweight_rounding', 'hundreds')).toMatch(/^100\skg$/u);
    expect(fieldValueText('ldm_rounding', 'mystery')).toBe('mystery');
  });
});
