/**
 * Form helpers of the calculator (docs/product/domain.md §9): automatic LDM and CBM of a row, the same arithmetic
 * the engine prices with.
 */
import { MEASURE_DIGITS, parseScaledOrNull, scaledToNumber } from '../money/decimal';
import { computeRowCbm, computeRowLdm, measureRow, type ShipmentRowInput } from '../shipment/shipment';

type Decimal = number | string;
type RowDimensions = Pick<ShipmentRowInput, 'quantity' | 'type' | 'length' | 'width' | 'height'>;

function positive(value: Decimal | null | undefined): number {
  const n = parseScaledOrNull(value, MEASURE_DIGITS) ?? 0;
  return n > 0 ? n : 0;
}

/**
 * quantity x length x width / 24000 to 2 decimals (the type's footprint when length or width is
 * missing); null below 0.1.
 */
export function automaticLdm(row: RowDimensions): number | null {
  const r = measureRow({ ...row, weight: 0, ldm: null, cbm: null });
  const ldm = computeRowLdm(r.quantity, r.length, r.width, 0);
  return ldm > 0 ? scaledToNumber(ldm, MEASURE_DIGITS) : null;
}

/** quantity x length x width x height x 1e-6 rounded up to 3 decimals; null below 0.001. */
export function automaticCbm(row: Omit<RowDimensions, 'type'> & { type?: string }): number | null {
  const cbm = computeRowCbm(row.quantity, positive(row.length), positive(row.width), positive(row.height), 0);
  return cbm > 0 ? scaledToNumber(cbm, MEASURE_DIGITS) : null;
}
