/** A quantity row's pricing unit in the screen's words (PRICING_UNIT_LABELS' English): the help's and the statistics' labels. */
import type { MessageKey, PricingUnit } from '@freight/domain';

export const PRICING_UNIT_WORDS: Record<PricingUnit, MessageKey> = {
  per_shipment: 'pages.pricingUnit.perShipment',
  per_unit: 'pages.pricingUnit.perUnit',
  per_unit_kg: 'pages.pricingUnit.perKg',
  per_100kg: 'pages.pricingUnit.per100kg',
  per_ldm: 'pages.pricingUnit.perLdm',
  per_km: 'pages.pricingUnit.perKm',
};
