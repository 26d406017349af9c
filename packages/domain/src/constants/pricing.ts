/** The carrier's time zone when none is set. */
export const DEFAULT_TIMEZONE = 'Europe/Tallinn';
/** Transit defaults (docs/product/domain.md §3). */
export const DEFAULT_CUTOFF_TIME = '12:00';
/** Surcharge types. */
export const SURCHARGE_TYPES = ['percentage', 'constant', 'pricelist'] as const;
export type SurchargeType = (typeof SURCHARGE_TYPES)[number];
/** The type a new surcharge starts with. */
export const DEFAULT_SURCHARGE_TYPE: SurchargeType = 'percentage';
/**
 * Where a percentage surcharge's percent comes from: its own `amount` (fixed), or the band of the
 * carrier's fuel index for the collection month. Other types are always fixed.
 */
export const AMOUNT_SOURCES = ['fixed', 'fuel_index'] as const;
export type AmountSource = (typeof AMOUNT_SOURCES)[number];
/** How the surcharge form and the change log name them. */
export const AMOUNT_SOURCE_LABELS: Record<AmountSource, string> = { fixed: 'Fixed percentage', fuel_index: 'Fuel index (diesel)' };
/** Pricelist statuses as stored. */
export const PRICELIST_STATUSES = ['prepared', 'proposed', 'completed'] as const;
export type PricelistStatus = (typeof PRICELIST_STATUSES)[number];
/** The status a new pricelist starts with. */
export const DEFAULT_PRICELIST_STATUS: PricelistStatus = 'prepared';
