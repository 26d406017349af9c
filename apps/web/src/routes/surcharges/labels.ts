/** Display of surcharge types and amounts (list badge, form options). */
import { DEFAULT_CURRENCY, SURCHARGE_TYPE_LABELS, SURCHARGE_TYPES, type SurchargeType } from '@freight/domain';
import { formatCurrency, formatNumber } from '../../lib/format';
import { isKeyOf } from '../../lib/narrow';

/** The types in the words the workbooks use too (one vocabulary, docs/writing.md). */
export const TYPE_LABELS = SURCHARGE_TYPE_LABELS;

export const TYPE_COLORS: Record<SurchargeType, string> = { percentage: 'blue', constant: 'teal', pricelist: 'grape' };

export const TYPE_OPTIONS = SURCHARGE_TYPES.map((value): { value: string; label: string } => ({ value, label: TYPE_LABELS[value] }));

export function typeLabel(type: string): string {
  return isKeyOf(TYPE_LABELS, type) ? TYPE_LABELS[type] : type;
}

/** The amount badge: '12 %', '6,50 €' (the Finnish locale), 'Fuel index' or 'Price grid'. */
export function amountText(s: { type: string; amount_source?: string; amount: number | null; currency: string }): string {
  if (s.type === 'pricelist') return 'Price grid';
  if (s.amount_source === 'fuel_index') return 'Fuel index';
  if (s.amount === null || s.amount === undefined) return '';
  if (s.type === 'percentage') return `${formatNumber(s.amount, 4)} %`;
  return formatCurrency(s.amount, s.currency || DEFAULT_CURRENCY);
}
