/**
 * Display labels of the pricelist fields' options (docs/product/domain.md §3, §9), in the current
 * language (docs/decisions/0021-languages.md). Each function takes the screen's `t` (from `useT`);
 * without one it reads the language now (the plain `t`), as a loader or a helper outside a component does.
 */
import {
  GRID_SETTING_FIELDS,
  LDM_ROUNDINGS,
  MIN_MAX_RULES,
  PAYWEIGHT_ROUNDINGS,
  PRICELIST_STATUSES,
  PRICELIST_UNITS,
  SHIPMENT_TYPE_WORDS,
  UNIT_CODES,
  type GridSettingField,
  type MessageKey,
  type MinMaxRule,
  type PricelistStatus,
  type Translate,
} from '@freight/domain';
import { formatDate, formatMeasure, formatNumber } from '../../lib/format';
import { t as now } from '../../lib/i18n';
import { isKeyOf, isOneOf, keysOf } from '../../lib/narrow';
import { valueText } from './change-log';

/** A choice of a Select: the stored value and its label. */
interface Option {
  value: string;
  label: string;
}

/** 'payable_weight' -> 'Payable weight'; 'eur_pallet' -> 'EUR pallet (EUR)'. */
export function unitLabel(unit: string | null | undefined, t: Translate = now): string {
  if (!unit) return '';
  if (unit === 'payable_weight') return t('pricelists.unit.payableWeight');
  if (unit === 'real_weight') return t('pricelists.unit.realWeight');
  if (unit === 'any') return t('pricelists.unit.any');
  return isKeyOf(UNIT_CODES, unit) ? `${t(SHIPMENT_TYPE_WORDS[unit], { form: 'name' })} (${UNIT_CODES[unit]})` : unit;
}

/** The pricelist units: payable weight first (the default), then real weight, the unit codes, any. */
export function unitOptions(t: Translate = now): Option[] {
  return PRICELIST_UNITS.map((value) => ({ value, label: unitLabel(value, t) }));
}

/**
 * The units as a list to hand a Select as it is: each label is read in the language of the moment
 * it is shown. A screen with `t` at hand takes `unitOptions(t)`.
 */
export const UNIT_OPTIONS: readonly Option[] = PRICELIST_UNITS.map((value) => ({
  value,
  get label() {
    return unitLabel(value);
  },
}));

/** The statuses by their message keys: 'completed' -> 'Completed'. */
export const STATUS_LABELS: Record<PricelistStatus, MessageKey> = {
  prepared: 'pricelists.status.prepared',
  proposed: 'pricelists.status.proposed',
  completed: 'pricelists.status.completed',
};

export function statusOptions(t: Translate = now): Option[] {
  return PRICELIST_STATUSES.map((value) => ({ value, label: t(STATUS_LABELS[value]) }));
}

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

const MIN_MAX_RULE_LABELS: Record<MinMaxRule, MessageKey> = {
  none: 'pricelists.minMax.none',
  min: 'pricelists.minMax.min',
  max: 'pricelists.minMax.max',
};

export function minMaxRuleOptions(t: Translate = now): Option[] {
  return MIN_MAX_RULES.map((value) => ({ value, label: t(MIN_MAX_RULE_LABELS[value]) }));
}

/** How a setting is entered: a pick of options, or a decimal (3 places, not below 0). */
type SettingInput =
  | { kind: 'pick'; label: string; options: readonly { value: string; label: string }[]; searchable?: boolean }
  /** `blankTakesDefault`: where the form allows a blank (the surcharge form), the default is saved. */
  | { kind: 'decimal'; label: string; blankTakesDefault?: boolean };

type SettingInputs = { readonly [K in GridSettingField]: SettingInput };

/** Each grid setting's input, its label and options in the language of `t`; a new setting fails to compile until it has one. */
export function gridSettingInputs(t: Translate = now): SettingInputs {
  return {
    unit: { kind: 'pick', label: t('common.unit'), options: unitOptions(t), searchable: true },
    ldm_multiplier: { kind: 'decimal', label: t('pricelists.setting.ldmMultiplier') },
    cbm_multiplier: { kind: 'decimal', label: t('pricelists.setting.cbmMultiplier'), blankTakesDefault: true },
    payweight_rounding: { kind: 'pick', label: t('pricelists.setting.payweightRounding'), options: PAYWEIGHT_ROUNDING_OPTIONS },
    ldm_rounding: { kind: 'pick', label: t('pricelists.setting.ldmRounding'), options: LDM_ROUNDING_OPTIONS },
    min_max_rule: { kind: 'pick', label: t('pricelists.setting.minMaxRule'), options: minMaxRuleOptions(t) },
  };
}

/**
 * Each grid setting's input, read in the language of the moment (each field when it is read): for
 * code that holds no `t`. A screen with `t` at hand takes `gridSettingInputs(t)`.
 */
export const GRID_SETTING_INPUTS: SettingInputs = {
  get unit() {
    return gridSettingInputs().unit;
  },
  get ldm_multiplier() {
    return gridSettingInputs().ldm_multiplier;
  },
  get cbm_multiplier() {
    return gridSettingInputs().cbm_multiplier;
  },
  get payweight_rounding() {
    return gridSettingInputs().payweight_rounding;
  },
  get ldm_rounding() {
    return gridSettingInputs().ldm_rounding;
  },
  get min_max_rule() {
    return gridSettingInputs().min_max_rule;
  },
};

/** A pricelist's name as lists show it: blank is the General pricelist. */
export function pricelistName(name: string | null | undefined, t: Translate = now): string {
  return name?.trim() ? name : t('pricelists.general');
}

function isGridSetting(field: string): field is GridSettingField {
  return isOneOf(GRID_SETTING_FIELDS, field);
}

/**
 * A pricelist field's stored value as the clerk reads it (versions, their differences): a status by
 * its label ('completed' -> 'Completed'), days as dd.mm.yyyy, Active / Disabled, units and roundings
 * by their labels; anything else as `valueText` shows it. Never the stored key or an ISO date.
 */
export function fieldValueText(field: string, value: unknown, t: Translate = now): string {
  if (typeof value === 'string') {
    if (field === 'status') return isKeyOf(STATUS_LABELS, value) ? t(STATUS_LABELS[value]) : value;
    if (field === 'valid_from' || field === 'valid_to') return formatDate(value) || value;
    const input = isGridSetting(field) ? gridSettingInputs(t)[field] : undefined;
    if (input?.kind === 'pick') return input.options.find((option) => option.value === value)?.label ?? value;
  }
  if (field === 'active' && typeof value === 'boolean') return value ? t('common.active') : t('common.disabled');
  return valueText(value, t);
}
