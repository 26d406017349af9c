/**
 * A shipment's measures (docs/pricing.md §1), read once per request into scaled integers that every
 * later step (conditions, payable weight, the quantity measure) uses without re-parsing.
 */
import {
  AUTO_CBM_MIN,
  AUTO_LDM_MIN,
  CONTAINER_TYPES,
  FOOTPRINTS,
  LDM_FLOOR_CM2,
  PALLET_TYPES,
  type ShipmentType,
} from '../constants/units';
import { mulDiv, mulSafe } from '../money/arithmetic';
import { MEASURE_DIGITS, MEASURE_SCALE, parseScaledOrNull } from '../money/decimal';

type Decimal = number | string;

/** One shipment row as a request carries it (docs/api.md `shipments[]`). */
export interface ShipmentRowInput {
  /** Pieces, an integer >= 1. */
  quantity: number;
  /** A unit code (eur_pallet, carton, ...). */
  type: ShipmentType | (string & {});
  /** The row's total real weight, kg. */
  weight: Decimal;
  /** One piece's dimensions, cm; length and width fall back to the type's footprint. */
  length?: Decimal | null;
  width?: Decimal | null;
  height?: Decimal | null;
  /** The row's total loading metres; when absent or 0 it is computed from the dimensions. */
  ldm?: Decimal | null;
  /** The row's total cubic metres; when absent or 0 it is computed from the dimensions. */
  cbm?: Decimal | null;
}

/** The request flags that conditions read (all default false). */
export interface ShipmentFlagsInput {
  adr?: boolean | null;
  frigo?: boolean | null;
  tail_lift?: boolean | null;
  private_person?: boolean | null;
  sideloading?: boolean | null;
  time_promise?: boolean | null;
  prenotification?: boolean | null;
  returnable_items?: boolean | null;
}

/** A row with every measure as an integer in thousandths (kg, cm, m, m³). */
export interface MeasuredRow {
  readonly type: string;
  readonly quantity: number;
  readonly weight: number;
  readonly length: number;
  readonly width: number;
  readonly height: number;
  readonly ldm: number;
  readonly cbm: number;
}

/** Everything the engine reads from a shipment; measures in thousandths (MEASURE_SCALE). */
export interface ShipmentFacts {
  readonly rows: readonly MeasuredRow[];
  /** W: total real weight. */
  readonly weight: number;
  readonly ldm: number;
  readonly cbm: number;
  readonly pieces: number;
  readonly largestSide: number;
  readonly largestHeight: number;
  readonly largestPerimeter: number;
  readonly largestLengthWidth: number;
  /** The heaviest piece as a fraction: row weight / row quantity. */
  readonly pieceWeight: number;
  readonly pieceQuantity: number;
  readonly hasPallets: boolean;
  readonly hasContainers: boolean;
  readonly adr: boolean;
  readonly frigo: boolean;
  readonly tailLift: boolean;
  readonly privatePerson: boolean;
  readonly sideloading: boolean;
  readonly timePromise: boolean;
  readonly prenotification: boolean;
  readonly returnableItems: boolean;
}

const AUTO_LDM_MIN_CENTI = Math.round(AUTO_LDM_MIN * 100);
const AUTO_CBM_MIN_MILLI = Math.round(AUTO_CBM_MIN * 1000);

/** Footprint (cm, scaled) of a type, or null. */
function footprint(type: string): readonly [number, number] | null {
  const fp = FOOTPRINTS[type as ShipmentType];
  return fp ? [fp[0] * MEASURE_SCALE, fp[1] * MEASURE_SCALE] : null;
}

function measure(value: Decimal | null | undefined): number {
  const n = parseScaledOrNull(value, MEASURE_DIGITS) ?? 0;
  return n > 0 ? n : 0;
}

/**
 * Row LDM in thousandths of a metre: the given ldm if > 0, else quantity x length x width / 24000
 * rounded to 2 decimals and kept from 0.1 up (docs/pricing.md §1). Length and width are scaled cm.
 */
export function computeRowLdm(quantity: number, length: number, width: number, given: number): number {
  if (given > 0) return given;
  if (length <= 0 || width <= 0) return 0;
  // q * L * W / 24000 in hundredths: the scaled cm carry 10^6, the hundredths 10^2.
  const centi = mulDiv(quantity, length, width, (LDM_FLOOR_CM2 * MEASURE_SCALE * MEASURE_SCALE) / 100, 'half_away');
  return centi >= AUTO_LDM_MIN_CENTI ? centi * 10 : 0;
}

/**
 * Row CBM in thousandths of a m³: the given cbm if > 0, else quantity x l x w x h x 1e-6 rounded
 * UP to 3 decimals and kept from 0.001 up (docs/pricing.md §1).
 */
export function computeRowCbm(quantity: number, length: number, width: number, height: number, given: number): number {
  if (given > 0) return given;
  if (length <= 0 || width <= 0 || height <= 0) return 0;
  // cm³ x 1e-6 = m³; the three scaled sides carry 10^9, thousandths of m³ take 10^3 back.
  const milli = mulDiv(mulSafe(quantity, length), width, height, MEASURE_SCALE ** 3 * 1000, 'ceil');
  return milli >= AUTO_CBM_MIN_MILLI ? milli : 0;
}

/** Reads one row; a missing length or width is taken from the type's footprint (both of them). */
export function measureRow(row: ShipmentRowInput): MeasuredRow {
  const quantity = row.quantity;
  let length = measure(row.length);
  let width = measure(row.width);
  if (length === 0 || width === 0) {
    const fp = footprint(row.type);
    if (fp) [length, width] = fp;
  }
  const height = measure(row.height);
  return {
    type: row.type,
    quantity,
    weight: measure(row.weight),
    length,
    width,
    height,
    ldm: computeRowLdm(quantity, length, width, measure(row.ldm)),
    cbm: computeRowCbm(quantity, length, width, height, measure(row.cbm)),
  };
}

/** Reads a shipment's rows and flags into facts; rows are assumed validated (shipmentRowSchema). */
export function measureShipment(rows: readonly ShipmentRowInput[], flags: ShipmentFlagsInput = {}): ShipmentFacts {
  const measured: MeasuredRow[] = new Array(rows.length);
  let weight = 0;
  let ldm = 0;
  let cbm = 0;
  let pieces = 0;
  let largestSide = 0;
  let largestHeight = 0;
  let largestPerimeter = 0;
  let largestLengthWidth = 0;
  let pieceWeight = 0;
  let pieceQuantity = 1;
  let hasPallets = false;
  let hasContainers = false;
  for (let i = 0; i < rows.length; i++) {
    const r = measureRow(rows[i]!);
    measured[i] = r;
    weight += r.weight;
    ldm += r.ldm;
    cbm += r.cbm;
    pieces += r.quantity;
    const side = r.length > r.width ? r.length : r.width;
    if (side > largestSide) largestSide = side;
    if (r.height > largestHeight) largestHeight = r.height;
    const lw = r.length + r.width;
    if (lw > largestLengthWidth) largestLengthWidth = lw;
    if (2 * lw > largestPerimeter) largestPerimeter = 2 * lw;
    if (r.quantity > 0 && r.weight * pieceQuantity > pieceWeight * r.quantity) {
      pieceWeight = r.weight;
      pieceQuantity = r.quantity;
    }
    if (PALLET_TYPES.has(r.type)) hasPallets = true;
    if (CONTAINER_TYPES.has(r.type)) hasContainers = true;
  }
  return {
    rows: measured,
    weight,
    ldm,
    cbm,
    pieces,
    largestSide,
    largestHeight,
    largestPerimeter,
    largestLengthWidth,
    pieceWeight,
    pieceQuantity,
    hasPallets,
    hasContainers,
    adr: flags.adr === true,
    frigo: flags.frigo === true,
    tailLift: flags.tail_lift === true,
    privatePerson: flags.private_person === true,
    sideloading: flags.sideloading === true,
    timePromise: flags.time_promise === true,
    prenotification: flags.prenotification === true,
    returnableItems: flags.returnable_items === true,
  };
}
