/** Display labels of the pricelist fields' options (docs/product/domain.md §3, §9). */
import {
  GRID_SETTING_FIELDS,
  LDM_ROUNDINGS,
  MIN_MAX_RULE_LABELS,
  MIN_MAX_RULES,
  PAYWEIGHT_ROUNDINGS,
  PRICELIST_STATUSES,
  PRICELIST_UNITS,
  SHIPMENT_TYPE_NAMES,
  termTitle,
  UNIT_CODES,
  type GridSettingField,
  type PricelistStatus,
} from '@freight/domain';
import { formatDate, formatMeasure, formatNumber } from '../../lib/format';
import { isKeyOf, isOneOf, keysOf } from '../../lib/narrow';
import { valueText } from './change-log';

const TYPE_NAMES = SHIPMENT_TYPE_NAMES;

/** A choice of a Select: the stored value and its label. */
interface Option {
  value: string;
  label: string;
}

/** 'payable_weight' -> 'Payable weight'; 'eur_pallet' -> 'EUR pallet (EUR)'. */
export function unitLabel(unit: string | null | undefined): string {
  if (!unit) return '';
  if (unit === 'payable_weight') return termTitle('payableWeight');
  if (unit === 'real_weight') return 'Real weight';
  if (unit === 'any') return 'Any unit (ANY)';
  return isKeyOf(UNIT_CODES, unit) ? `${TYPE_NAMES[unit]} (${UNIT_CODES[unit]})` : unit;
}

/** The pricelist units: payable weight first (the default), then real weight, the unit codes, any. */
export const UNIT_OPTIONS = PRICELIST_UNITS.map((value): Option => ({ value, label: unitLabel(value) }));

export const STATUS_LABELS: Record<PricelistStatus, string> = { prepared: 'Prepared', proposed: 'Proposed', completed: 'Completed' };
export const STATUS_OPTIONS = PRICELIST_STATUSES.map((value): Option => ({ value, label: STATUS_LABELS[value] }));

/** '1 kg', '10 kg', '100 kg': the step a payable weight is rounded up to. */
export const PAYWEIGHT_ROUNDING_OPTIONS = keysOf(PAYWEIGHT_ROUNDINGS).map((value): Option => ({
  value,
  label: formatMeasure(PAYWEIGHT_ROUNDINGS[value], 'kg'),
}));

/** '0,01', '0,10', '1,00': the step LDM is rounded up to (LDM_ROUNDINGS are hundredths of a metre). */
export const LDM_ROUNDING_OPTIONS = keysOf(LDM_ROUNDINGS).map((value): Option => ({
  value,
  label: formatNumber(LDM_ROUNDINGS[value] / 100, 2, 2),
}));

export const MIN_MAX_RULE_OPTIONS = MIN_MAX_RULES.map((value): Option => ({ value, label: MIN_MAX_RULE_LABELS[value] }));

/** How a setting is entered: a pick of options, or a decimal (3 places, not below 0). */
type SettingInput =
  | { kind: 'pick'; label: string; options: readonly { value: string; label: string }[]; searchable?: boolean }
  /** `blankTakesDefault`: where the form allows a blank (the surcharge form), the default is saved. */
  | { kind: 'decimal'; label: string; blankTakesDefault?: boolean };

/** Each grid setting's input; a new setting fails to compile until it has one. */
export const GRID_SETTING_INPUTS: { readonly [K in GridSettingField]: SettingInput } = {
  unit: { kind: 'pick', label: 'Unit', options: UNIT_OPTIONS, searchable: true },
  ldm_multiplier: { kind: 'decimal', label: 'LDM multiplier' },
  cbm_multiplier: { kind: 'decimal', label: 'CBM multiplier', blankTakesDefault: true },
  payweight_rounding: { kind: 'pick', label: 'Payable weight rounding', options: PAYWEIGHT_ROUNDING_OPTIONS },
  ldm_rounding: { kind: 'pick', label: 'LDM rounding', options: LDM_ROUNDING_OPTIONS },
  min_max_rule: { kind: 'pick', label: 'Min/max rule', options: MIN_MAX_RULE_OPTIONS },
};

/** A pricelist's name as lists show it: blank is the General pricelist. */
export function pricelistName(name: string | null | undefined): string {
  return name?.trim() ? name : 'General';
}

function isGridSetting(field: string): field is GridSettingField {
  return isOneOf(GRID_SETTING_FIELDS, field);
}

/**
 * A pricelist field's stored value as the clerk reads it (versions, their differences): a status by
 * its label ('completed' -> 'Completed'), days as dd.mm.yyyy, Active / Disabled, units and roundings
 * by their labels; anything else as `valueText` shows it. Never the stored key or an ISO date.
 */
export function fieldValueText(field: string, value: unknown): string {
  if (typeof value === 'string') {
    if (field === 'status') return isKeyOf(STATUS_LABELS, value) ? STATUS_LABELS[value] : value;
    if (field === 'valid_from' || field === 'valid_to') return formatDate(value) || value;
    const input = isGridSetting(field) ? GRID_SETTING_INPUTS[field] : undefined;
    if (input?.kind === 'pick') return input.options.find((option) => option.value === value)?.label ?? value;
  }
  if (field === 'active' && typeof value === 'boolean') return value ? 'Active' : 'Disabled';
  return valueText(value);
}
