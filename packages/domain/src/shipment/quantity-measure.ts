/** The measure a pricelist's quantity rows count (docs/pricing.md §3). */
import {
  DEFAULT_PRICELIST_UNIT,
  FOOTPRINTS,
  isPalletUnit,
  PRICELIST_UNITS,
  type PricelistUnit,
  type ShipmentType,
} from '../constants/units';
import type { ShipmentFacts } from './shipment';

/** A pricelist unit, compiled. Pallet units carry their footprint area (cm²). */
export type MeasureUnit =
  | { readonly kind: 'payable_weight'; readonly code: 'payable_weight' }
  | { readonly kind: 'real_weight'; readonly code: 'real_weight' }
  | { readonly kind: 'pallet'; readonly code: string; readonly area: number }
  | { readonly kind: 'pieces'; readonly code: string }
  | { readonly kind: 'any'; readonly code: 'any' };

/** The measure as an exact fraction num/den (kg, pallet places or pieces). */
export interface Measure {
  readonly num: number;
  readonly den: number;
}

/** True for a unit a pricelist may count in. */
export function isPricelistUnit(unit: string): unit is PricelistUnit {
  return (PRICELIST_UNITS as readonly string[]).includes(unit);
}

function footprintArea(type: string): number | null {
  const fp = FOOTPRINTS[type as ShipmentType];
  return fp ? fp[0] * fp[1] : null;
}

/** Compiles a pricelist unit; null or '' means the default (payable_weight). Throws on an unknown unit. */
export function compileMeasureUnit(unit: string | null | undefined): MeasureUnit {
  const code = unit || DEFAULT_PRICELIST_UNIT;
  if (code === 'payable_weight' || code === 'real_weight' || code === 'any') return { kind: code, code } as MeasureUnit;
  if (!isPricelistUnit(code)) throw new RangeError(`Unknown pricelist unit: ${code}`);
  if (isPalletUnit(code)) return { kind: 'pallet', code, area: footprintArea(code)! };
  return { kind: 'pieces', code };
}

/** `Cannot price <type> in a <unit> pricelist` (docs/pricing.md §3). */
export function unpriceableTypeError(type: string, unit: string): string {
  return `Cannot price ${type} in a ${unit} pricelist`;
}

/**
 * The shipment's measure m for a pallet, pieces or `any` unit, or the errors of rows that
 * cannot be counted in it. Weight units are measured from the payable weight by the caller.
 */
export function measureCount(unit: MeasureUnit, facts: ShipmentFacts): Measure | { errors: string[] } {
  if (unit.kind === 'any') return { num: facts.pieces, den: 1 };
  let num = 0;
  let errors: string[] | null = null;
  for (const row of facts.rows) {
    if (unit.kind === 'pallet') {
      const area = footprintArea(row.type);
      if (area !== null) {
        num += row.quantity * area;
        continue;
      }
    } else if (row.type === unit.code) {
      num += row.quantity;
      continue;
    }
    const error = unpriceableTypeError(row.type, unit.code);
    errors ??= [];
    if (!errors.includes(error)) errors.push(error);
  }
  if (errors) return { errors };
  return { num, den: unit.kind === 'pallet' ? unit.area : 1 };
}
