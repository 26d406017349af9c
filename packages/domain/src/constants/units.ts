/**
 * Unit codes of shipment rows and pricelists, with the short code shown in lists (docs/product/domain.md §3).
 * `any` is a pricelist unit only.
 */
export const UNIT_CODES = {
  eur_pallet: 'EUR',
  fin_pallet: 'FIN',
  half_pallet: 'HPL',
  quarter_pallet: 'QPL',
  carton: 'CTN',
  envelope: 'ENV',
  document: 'DOC',
  colli: 'CLL',
  roll: 'RLL',
  ibc: 'IBC',
  pallet: 'PLL',
  full_load: 'FTL',
  dc20: 'DC20',
  dc40: 'DC40',
  hc40: 'HC40',
  hcpw45: 'HCPW45',
} as const;

/** The names of the shipment types as people read them (`2 x EUR pallet`). */
export const SHIPMENT_TYPE_NAMES: Readonly<Record<keyof typeof UNIT_CODES, string>> = {
  eur_pallet: 'EUR pallet',
  fin_pallet: 'FIN pallet',
  half_pallet: 'Half pallet',
  quarter_pallet: 'Quarter pallet',
  carton: 'Carton',
  envelope: 'Envelope',
  document: 'Document',
  colli: 'Colli',
  roll: 'Roll',
  ibc: 'IBC',
  pallet: 'Pallet',
  full_load: 'Full load',
  dc20: "20' container",
  dc40: "40' container",
  hc40: "40' high cube",
  hcpw45: "45' pallet-wide high cube",
};

/** The types a shipment row may have. */
export const SHIPMENT_TYPES = [
  'eur_pallet',
  'fin_pallet',
  'half_pallet',
  'quarter_pallet',
  'carton',
  'envelope',
  'document',
  'colli',
  'roll',
  'ibc',
  'pallet',
  'full_load',
  'dc20',
  'dc40',
  'hc40',
  'hcpw45',
] as const satisfies ReadonlyArray<keyof typeof UNIT_CODES>;
export type ShipmentType = (typeof SHIPMENT_TYPES)[number];
/** The type of the calculator's first shipment row. */
export const DEFAULT_SHIPMENT_TYPE: ShipmentType = 'eur_pallet';

/** Footprints in cm (length x width) of the types that have one (docs/pricing.md §1). */
export const FOOTPRINTS: Readonly<Partial<Record<ShipmentType, readonly [number, number]>>> = {
  eur_pallet: [120, 80],
  ibc: [120, 80],
  fin_pallet: [120, 100],
  half_pallet: [80, 60],
  quarter_pallet: [60, 40],
  full_load: [1360, 240],
};

/** Pallet-place units a pricelist may count in; rows convert by footprint area (docs/pricing.md §3). */
export const PALLET_UNITS = ['eur_pallet', 'fin_pallet', 'half_pallet', 'quarter_pallet', 'full_load'] as const;
export type PalletUnit = (typeof PALLET_UNITS)[number];

/** Types that make the `pallets` condition true. */
export const PALLET_TYPES: ReadonlySet<string> = new Set(['eur_pallet', 'fin_pallet', 'half_pallet', 'quarter_pallet', 'pallet', 'ibc']);

/** Types that make the `containers` condition true. */
export const CONTAINER_TYPES: ReadonlySet<string> = new Set(['dc20', 'dc40', 'hc40', 'hcpw45']);

/** What a pricelist's quantity rows count (docs/pricing.md §3). */
export const PRICELIST_UNITS = ['payable_weight', 'real_weight', 'any', ...SHIPMENT_TYPES] as const;
export type PricelistUnit = (typeof PRICELIST_UNITS)[number];
export const DEFAULT_PRICELIST_UNIT: PricelistUnit = 'payable_weight';
/** The unit a new pricelist-type surcharge's grid counts (docs/product/domain.md §4). */
export const DEFAULT_SURCHARGE_UNIT: PricelistUnit = 'eur_pallet';

/** How a quantity row's price is multiplied (docs/pricing.md §5). */
export const PRICING_UNITS = ['per_shipment', 'per_unit', 'per_unit_kg', 'per_100kg', 'per_ldm', 'per_km'] as const;
export type PricingUnit = (typeof PRICING_UNITS)[number];
export const DEFAULT_PRICING_UNIT: PricingUnit = 'per_shipment';

export const PRICING_UNIT_LABELS: Readonly<Record<PricingUnit, string>> = {
  per_shipment: 'Per shipment',
  per_unit: 'Per unit',
  per_unit_kg: 'Per kg',
  per_100kg: 'Per 100 kg',
  per_ldm: 'Per LDM',
  per_km: 'Per km',
};

/** Min/max rule options with their labels (docs/product/domain.md §9). */
export const MIN_MAX_RULES = ['none', 'min', 'max'] as const;
export type MinMaxRule = (typeof MIN_MAX_RULES)[number];
export const MIN_MAX_RULE_LABELS: Readonly<Record<MinMaxRule, string>> = {
  none: 'No check',
  min: 'Check next row',
  max: 'Check previous row',
};
export const DEFAULT_MIN_MAX_RULE: MinMaxRule = 'min';

/** Payable weight rounding: every started step (kg) is paid. */
export const PAYWEIGHT_ROUNDINGS = { ones: 1, tens: 10, hundreds: 100 } as const;
export type PayweightRounding = keyof typeof PAYWEIGHT_ROUNDINGS;
export const DEFAULT_PAYWEIGHT_ROUNDING: PayweightRounding = 'ones';

/** LDM rounding: LDM is rounded up to this step (in hundredths of a metre). */
export const LDM_ROUNDINGS = { hundredths: 1, tenths: 10, ones: 100 } as const;
export type LdmRounding = keyof typeof LDM_ROUNDINGS;
export const DEFAULT_LDM_ROUNDING: LdmRounding = 'tenths';

/** Kilograms per loading metre and per cubic metre unless the pricelist says otherwise. */
export const DEFAULT_LDM_MULTIPLIER = 1850;
export const DEFAULT_CBM_MULTIPLIER = 333;

/** Automatic LDM: cm² of floor per loading metre (a 240 cm wide trailer); kept from this LDM up. */
export const LDM_FLOOR_CM2 = 24000;
export const AUTO_LDM_MIN = 0.1;
/** Automatic CBM is kept from this volume up. */
export const AUTO_CBM_MIN = 0.001;

/** True for the pallet units whose quantity rows count pallet places (docs/pricing.md §3). */
export function isPalletUnit(unit: string): unit is PalletUnit {
  return (PALLET_UNITS as readonly string[]).includes(unit);
}
