/**
 * Condition (block, limit) types as stored (docs/api.md), with their labels (docs/product/domain.md §3).
 * `presence` types read a yes/no from the shipment; the others compare a number with
 * applied_after/applied_until.
 */
export const CONDITION_TYPES = {
  ldm: { label: 'LDM', presence: false },
  cbm: { label: 'CBM', presence: false },
  largest_side: { label: 'Largest container side (cm)', presence: false },
  largest_height: { label: 'Largest container height (cm)', presence: false },
  adr: { label: 'ADR', presence: true },
  frigo: { label: 'Temperature sensitive', presence: true },
  tail_lift: { label: 'Tail lift', presence: true },
  private_person: { label: 'Private person', presence: true },
  total_weight: { label: 'Total real weight (kg)', presence: false },
  weight_per_container: { label: 'Real weight per container (kg)', presence: false },
  largest_perimeter: { label: 'Largest perimeter (cm)', presence: false },
  side_load: { label: 'Sideloading', presence: true },
  time_promise: { label: 'Time promise', presence: true },
  prenotification: { label: 'Prenotification', presence: true },
  label_count: { label: 'Label count', presence: false },
  returnable_items: { label: 'Returnable items', presence: true },
  pallets: { label: 'Pallets', presence: true },
  length_width: { label: 'Length + width', presence: false },
  containers: { label: 'Containers', presence: true },
} as const satisfies Record<string, { label: string; presence: boolean }>;

export type ConditionType = keyof typeof CONDITION_TYPES;
export const CONDITION_TYPE_CODES = Object.keys(CONDITION_TYPES) as ConditionType[];

/** True for a condition type code this engine knows. */
export function isConditionType(type: string): type is ConditionType {
  return Object.hasOwn(CONDITION_TYPES, type);
}

/** Request flags a shipment carries (docs/pricing.md §1); `sideloading` feeds the side_load condition. */
export const SHIPMENT_FLAGS = [
  'adr',
  'frigo',
  'tail_lift',
  'private_person',
  'sideloading',
  'time_promise',
  'prenotification',
  'returnable_items',
] as const;
export type ShipmentFlag = (typeof SHIPMENT_FLAGS)[number];
