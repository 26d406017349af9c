/**
 * Units and surcharge types in a clerk's words, for what the product writes (workbooks, file
 * names): "2 EUR pallets", "up to 100 kg", "Percent of freight"; never the stored keys
 * (eur_pallet, per_100kg, percentage).
 */
import type { SurchargeType } from './pricing';
import { SHIPMENT_TYPE_NAMES, UNIT_CODES } from './units';

/** The surcharge types in words (a percentage surcharge is a percent of the freight, docs/pricing.md §8). */
export const SURCHARGE_TYPE_LABELS: Readonly<Record<SurchargeType, string>> = {
  percentage: 'Percent of freight',
  constant: 'Fixed amount',
  pricelist: 'Price grid',
};

/** A surcharge type in words; an unknown key is not shown. */
export function surchargeTypeLabel(type: string): string {
  return SURCHARGE_TYPE_LABELS[type as SurchargeType] ?? '';
}

/** Names that read the same in the plural. */
const SAME_IN_PLURAL = new Set(['colli']);

/** A shipment type's name for `count` pieces of it: "EUR pallet" (1), "EUR pallets" (2). */
export function shipmentTypeName(type: string, count = 1): string {
  const name = SHIPMENT_TYPE_NAMES[type as keyof typeof UNIT_CODES] ?? '';
  if (count === 1 || SAME_IN_PLURAL.has(type) || !name) return name;
  return `${name}s`;
}

/** "1 EUR pallet", "3 EUR pallets". */
export function countOfType(type: string, count: number): string {
  return `${count} ${shipmentTypeName(type, count)}`;
}

/**
 * What a pricelist's quantity rows count, as a heading: "Payable weight (kg)", "Real weight (kg)",
 * "EUR pallets", "Pieces of any type".
 */
export function pricelistUnitLabel(unit: string): string {
  if (unit === 'payable_weight') return 'Payable weight (kg)';
  if (unit === 'real_weight') return 'Real weight (kg)';
  if (unit === 'any') return 'Pieces of any type';
  return shipmentTypeName(unit, 2);
}

/**
 * The word after a quantity of a pricelist unit, singular and plural: kg for weights, the type's
 * name for pieces ("up to 100 kg", "up to 1 EUR pallet", "up to 4 EUR pallets").
 */
export function quantityWords(unit: string): { one: string; many: string } {
  if (unit === 'payable_weight' || unit === 'real_weight') return { one: 'kg', many: 'kg' };
  if (unit === 'any') return { one: 'piece', many: 'pieces' };
  return { one: shipmentTypeName(unit, 1), many: shipmentTypeName(unit, 2) };
}
