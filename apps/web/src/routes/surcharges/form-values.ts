/** The surcharge form's values: from the record, to the request body, and their validation. */
import type { UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import {
  DEFAULT_CURRENCY,
  DEFAULT_SURCHARGE_TYPE,
  pruneSurchargeForType,
  settingsOrDefaults,
  SURCHARGE_PERCENT_CONFIRM,
  surchargeSchema,
  type AmountSource,
  type SurchargeAnswer,
  type SurchargeType,
} from '@freight/domain';
import type { GridStore } from '../../components/price-grid/FareGroupsEditor';
import { gridSettingsErrors, gridSettingsPayload, type GridSettingsValues } from '../../components/price-grid/GridSettings';
import { groupPayload } from '../../components/price-grid/grid-payload';
import { groupErrors } from '../../components/price-grid/grid-validation';
import { decimalText } from '../../lib/format';
import { schemaValidator } from '../../lib/forms';
import { t } from '../../lib/i18n';
import type { GridDefaults } from './loaders';

/** One zone condition row of the form. */
export interface ZoneConditionValues {
  /** A React key. */
  key: string;
  /** A zone id, or null for any. */
  zone_from: string | null;
  zone_to: string | null;
  amount: string;
  minimum_amount: string;
  maximum_amount: string;
}

/** The values of the surcharge form (every type's fields; the payload drops those the type does not use). */
export interface SurchargeValues extends Record<string, unknown> {
  name: string;
  type: SurchargeType;
  /** percentage: its own amount (fixed) or the fuel index's band (fuel_index). */
  amount_source: AmountSource;
  currency: string;
  hidden: boolean;
  amount: string;
  minimum_amount: string;
  maximum_amount: string;
  all_conditions_needed: boolean;
  blocks: string[];
  ldm_blocks: string[];
  dependencies: string[];
  zone_conditions: ZoneConditionValues[];
  /** The grid settings (the fare groups live in the grid store). */
  pricelist: GridSettingsValues;
}

/** The surcharge form as Mantine holds it. */
export type SurchargeForm = UseFormReturnType<SurchargeValues>;

function text(value: number | string | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A new, empty zone condition row. */
export function emptyZoneCondition(): ZoneConditionValues {
  return { key: randomId(), zone_from: null, zone_to: null, amount: '', minimum_amount: '', maximum_amount: '' };
}

/** The form's values for a record (empty for a new one); a grid without settings takes `defaults`. */
export function initialValues(record: Partial<SurchargeAnswer>, defaults: GridDefaults): SurchargeValues {
  const grid = record.pricelist;
  return {
    name: record.name ?? '',
    type: record.type ?? DEFAULT_SURCHARGE_TYPE,
    amount_source: record.amount_source ?? 'fixed',
    currency: record.currency ?? DEFAULT_CURRENCY,
    hidden: record.hidden ?? false,
    amount: text(record.amount),
    minimum_amount: text(record.minimum_amount),
    maximum_amount: text(record.maximum_amount),
    all_conditions_needed: record.all_conditions_needed ?? false,
    blocks: (record.blocks ?? []).map(String),
    ldm_blocks: (record.ldm_blocks ?? []).map(String),
    dependencies: (record.dependencies ?? []).map((d) => String(d.id)),
    zone_conditions: (record.zone_conditions ?? []).map((zc) => ({
      key: randomId(),
      zone_from: zc.zone_from === null ? null : String(zc.zone_from),
      zone_to: zc.zone_to === null ? null : String(zc.zone_to),
      amount: text(zc.amount),
      minimum_amount: text(zc.minimum_amount),
      maximum_amount: text(zc.maximum_amount),
    })),
    pricelist: settingsOrDefaults(grid, defaults),
  };
}

/** A number field's value for the body: null when empty, decimal commas as dots. */
function decimal(value: number | string): number | string | null {
  const text = decimalText(value);
  return text === '' ? null : text;
}

/** The body of the form's values; the fields the type does not use are emptied as the server does. */
export function toPayload(v: SurchargeValues, store: GridStore) {
  return pruneSurchargeForType({
    name: v.name.trim(),
    type: v.type,
    // Only a percentage follows the fuel index; the other types are always fixed.
    amount_source: v.type === 'percentage' ? v.amount_source : 'fixed',
    currency: v.currency,
    hidden: v.hidden,
    amount: decimal(v.amount),
    minimum_amount: decimal(v.minimum_amount),
    maximum_amount: decimal(v.maximum_amount),
    all_conditions_needed: v.all_conditions_needed,
    blocks: v.blocks.map(Number),
    ldm_blocks: v.ldm_blocks.map(Number),
    dependencies: v.dependencies.map(Number),
    zone_conditions: v.zone_conditions.map((zc) => ({
      zone_from: zc.zone_from ? Number(zc.zone_from) : null,
      zone_to: zc.zone_to ? Number(zc.zone_to) : null,
      amount: decimal(zc.amount),
      minimum_amount: decimal(zc.minimum_amount),
      maximum_amount: decimal(zc.maximum_amount),
    })),
    // A blank CBM multiplier takes the default.
    pricelist: { ...gridSettingsPayload(v.pricelist, true), fare_groups: store.current.map(groupPayload) },
  });
}

const checkSurcharge = schemaValidator(surchargeSchema);

/** The schema's errors, then the grid's own (unknown zones, duplicate routes) and required fields over them. */
export function validateSurcharge(v: SurchargeValues, store: GridStore): Record<string, string> {
  const errors = checkSurcharge(toPayload(v, store));
  if (v.type === 'pricelist') {
    store.current.forEach((group, index) => {
      for (const [path, message] of Object.entries(groupErrors(group, index))) errors[`pricelist.${path}`] = message;
    });
    Object.assign(errors, gridSettingsErrors(v.pricelist, 'pricelist.', true));
  }
  if (!v.name.trim()) errors.name = t('surcharges.required');
  return errors;
}

/** The first error of a list field ('blocks.0'), shown on the field. */
export function listError(form: SurchargeForm, field: string): string | undefined {
  const own = form.errors[field];
  if (own) return String(own);
  const item = Object.entries(form.errors).find(([key]) => key.startsWith(`${field}.`));
  return item ? String(item[1]) : undefined;
}

/**
 * The percents of a percentage surcharge above SURCHARGE_PERCENT_CONFIRM (its amount and its zone
 * conditions' amounts), which the form asks about before saving (a 500 % fuel surcharge is more
 * likely 5,00 %). Empty for other types.
 */
export function highPercents(v: SurchargeValues): number[] {
  if (v.type !== 'percentage' || v.amount_source === 'fuel_index') return [];
  const percents = [v.amount, ...v.zone_conditions.map((zc) => zc.amount)].map((value) => Number(String(value).replace(',', '.')));
  return percents.filter((p) => Number.isFinite(p) && p > SURCHARGE_PERCENT_CONFIRM);
}
