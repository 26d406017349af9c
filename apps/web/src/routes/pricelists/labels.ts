/** Display labels of the pricelist fields' options (seeds §3, §9). */
import {
  LDM_ROUNDINGS,
  MIN_MAX_RULE_LABELS,
  MIN_MAX_RULES,
  PAYWEIGHT_ROUNDINGS,
  PRICELIST_STATUSES,
  PRICELIST_UNITS,
  SHIPMENT_TYPE_NAMES,
  UNIT_CODES,
  type LdmRounding,
  type PayweightRounding,
  type PricelistStatus,
  type PricelistUnit,
} from '@freight/domain';

const TYPE_NAMES = SHIPMENT_TYPE_NAMES;

/** 'payable_weight' -> 'Payable weight'; 'eur_pallet' -> 'EUR pallet (EUR)'. */
export function unitLabel(unit: string | null | undefined): string {
  if (!unit) return '';
  if (unit === 'payable_weight') return 'Payable weight';
  if (unit === 'real_weight') return 'Real weight';
  if (unit === 'any') return 'Any unit (ANY)';
  const code = UNIT_CODES[unit as keyof typeof UNIT_CODES];
  return code ? `${TYPE_NAMES[unit as keyof typeof UNIT_CODES]} (${code})` : unit;
}

/** The pricelist units: payable weight first (the default), then real weight, the unit codes, any. */
export const UNIT_OPTIONS = PRICELIST_UNITS.map((value: PricelistUnit) => ({ value: value as string, label: unitLabel(value) }));

export const STATUS_LABELS: Record<PricelistStatus, string> = { prepared: 'Prepared', proposed: 'Proposed', completed: 'Completed' };
export const STATUS_OPTIONS = PRICELIST_STATUSES.map((value) => ({ value: value as string, label: STATUS_LABELS[value] }));

export const PAYWEIGHT_ROUNDING_LABELS: Record<PayweightRounding, string> = { ones: '1kg', tens: '10kg', hundreds: '100kg' };
export const PAYWEIGHT_ROUNDING_OPTIONS = (Object.keys(PAYWEIGHT_ROUNDINGS) as PayweightRounding[]).map((value) => ({
  value: value as string,
  label: PAYWEIGHT_ROUNDING_LABELS[value],
}));

export const LDM_ROUNDING_LABELS: Record<LdmRounding, string> = { hundredths: '0.01', tenths: '0.10', ones: '1.00' };
export const LDM_ROUNDING_OPTIONS = (Object.keys(LDM_ROUNDINGS) as LdmRounding[]).map((value) => ({
  value: value as string,
  label: LDM_ROUNDING_LABELS[value],
}));

export const MIN_MAX_RULE_OPTIONS = MIN_MAX_RULES.map((value) => ({ value: value as string, label: MIN_MAX_RULE_LABELS[value] }));

/** A pricelist's name as lists show it: blank is the General pricelist. */
export function pricelistName(name: string | null | undefined): string {
  return name?.trim() ? name : 'General';
}
