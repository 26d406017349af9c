/** Display of surcharge types and amounts (list badge, form options). */
import {
  AMOUNT_SOURCES,
  DEFAULT_CURRENCY,
  SURCHARGE_TYPES,
  type AmountSource,
  type MessageKey,
  type SurchargeType,
  type Translate,
} from '@freight/domain';
import { formatCurrency, formatNumber } from '../../lib/format';
import { isKeyOf } from '../../lib/narrow';

/** The types in the words the workbooks use too (one vocabulary, docs/writing.md): message keys. */
export const TYPE_LABELS: Record<SurchargeType, MessageKey> = {
  percentage: 'surcharges.type.percentage',
  constant: 'surcharges.type.constant',
  pricelist: 'surcharges.type.pricelist',
};

/** Where a percentage surcharge's percent comes from, in words: message keys. */
const AMOUNT_SOURCE_LABELS: Record<AmountSource, MessageKey> = {
  fixed: 'surcharges.amountSource.fixed',
  fuel_index: 'surcharges.amountSource.fuelIndex',
};

export const TYPE_COLORS: Record<SurchargeType, string> = { percentage: 'blue', constant: 'teal', pricelist: 'grape' };

/** The type select's options. */
export function typeOptions(t: Translate): { value: SurchargeType; label: string }[] {
  return SURCHARGE_TYPES.map((value) => ({ value, label: t(TYPE_LABELS[value]) }));
}

/** The "Amount from" select's options. */
export function amountSourceOptions(t: Translate): { value: AmountSource; label: string }[] {
  return AMOUNT_SOURCES.map((value) => ({ value, label: t(AMOUNT_SOURCE_LABELS[value]) }));
}

export function typeLabel(type: string, t: Translate): string {
  return isKeyOf(TYPE_LABELS, type) ? t(TYPE_LABELS[type]) : type;
}

/** The amount badge: '12 %', '6,50 €' (the Finnish locale), 'Fuel index' or 'Price grid'. */
export function amountText(s: { type: string; amount_source?: string; amount: number | null; currency: string }, t: Translate): string {
  if (s.type === 'pricelist') return t('surcharges.type.pricelist');
  if (s.amount_source === 'fuel_index') return t('surcharges.fuelIndex');
  if (s.amount === null || s.amount === undefined) return '';
  if (s.type === 'percentage') return `${formatNumber(s.amount, 4)} %`;
  return formatCurrency(s.amount, s.currency || DEFAULT_CURRENCY);
}
