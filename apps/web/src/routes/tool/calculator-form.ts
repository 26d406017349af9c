/**
 * The calculator's form model: values, the shipment row rules of docs/product/domain.md §9 (automatic LDM and CBM,
 * footprints prefilled by type, a new row extrapolated from the previous two), the request body
 * and the client-side checks (the shared priceRequestSchema; the partner is optional: none asks
 * for the general prices), the order of the results and the footprint note.
 * Everything here is pure; the page only wires it to Mantine.
 */
import {
  automaticCbm,
  automaticLdm,
  comparePrices,
  DEFAULT_SHIPMENT_TYPE,
  extrapolateRow,
  FOOTPRINTS,
  MAX_YEAR,
  MIN_YEAR,
  priceRequestSchema,
  SHIPMENT_TYPE_NAMES,
  type ShipmentType,
} from '@freight/domain';
import { formatNumber } from '../../lib/format';
import { DEFAULT_COUNTRY } from '../../lib/countries';
import { dateProblemText } from '../../components/DateField';
import { reasonText, schemaValidator } from '../../lib/forms';
import { t } from '../../lib/i18n';
import type { CalculatorRequest, PriceResult } from './price-api';

/** A NumberInput value: a number, or '' when empty. */
export type NumberValue = number | string;

export interface ShipmentRowValues {
  /** A stable React key; not sent. */
  key: string;
  quantity: NumberValue;
  type: ShipmentType;
  weight: NumberValue;
  length: NumberValue;
  width: NumberValue;
  height: NumberValue;
  ldm: NumberValue;
  cbm: NumberValue;
  /** True once the user typed an LDM or CBM of their own: the dimensions no longer overwrite it. */
  ldm_manual: boolean;
  cbm_manual: boolean;
}

/** The shipment's yes/no options, in the order the form shows them (their words: calculator-words' FLAG_LABELS). */
export const FLAGS = ['adr', 'frigo', 'tail_lift', 'private_person', 'sideloading'] as const;
export type FlagKey = (typeof FLAGS)[number];

/** The service select's value for every service. */
export const ALL_SERVICES = 'all';

export type CalculatorValues = {
  shipments: ShipmentRowValues[];
  /** A partner id as text, or null. */
  customer: string | null;
  /** A service id as text, or ALL_SERVICES. */
  service: string;
  collection: { country: string; postcode: string };
  delivery: { country: string; postcode: string };
  /** Masked yyyy-mm-dd; empty is today. */
  date: string;
  /** The shipment's reference in the partner's system (optional); sent when filled. */
  reference: string;
  explain: boolean;
} & Record<FlagKey, boolean>;

let nextKey = 0;
function rowKey(): string {
  nextKey += 1;
  return `row-${nextKey}`;
}

// ---- numbers -------------------------------------------------------------------------------------

/** A finite number from a field value, or null when empty or not a number. */
export function numberOf(value: NumberValue | null | undefined): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

function positiveOrNull(value: NumberValue): number | null {
  const n = numberOf(value);
  return n !== null && n > 0 ? n : null;
}

// ---- the row rules -------------------------------------------------------------------------------

/**
 * The automatic LDM and CBM of a row from its quantity, type and dimensions (domain helpers,
 * docs/product/domain.md §9); a measure the user typed is kept.
 */
export function withAutoMeasures(row: ShipmentRowValues): ShipmentRowValues {
  const quantity = numberOf(row.quantity);
  const valid = quantity !== null && Number.isInteger(quantity) && quantity >= 1;
  const dims = {
    quantity: valid ? quantity : 0,
    type: row.type,
    length: positiveOrNull(row.length),
    width: positiveOrNull(row.width),
    height: positiveOrNull(row.height),
  };
  const safe = (compute: () => number | null): NumberValue => {
    if (!valid) return '';
    try {
      return compute() ?? '';
    } catch {
      return '';
    }
  };
  return {
    ...row,
    ldm: row.ldm_manual ? row.ldm : safe(() => automaticLdm(dims)),
    cbm: row.cbm_manual ? row.cbm : safe(() => automaticCbm(dims)),
  };
}

/** The number fields of a shipment row. */
export type RowNumberField = 'quantity' | 'weight' | 'length' | 'width' | 'height' | 'ldm' | 'cbm';

/** A row after one of its number fields changed: an LDM or CBM typed is the user's own, the measures follow the rest. */
export function changeRowNumber(row: ShipmentRowValues, field: RowNumberField, value: NumberValue): ShipmentRowValues {
  if (field === 'ldm' || field === 'cbm') {
    // Clearing the field hands it back to the automatic value.
    const manual = value !== '' && value !== null && value !== undefined;
    return withAutoMeasures({ ...row, [field]: manual ? value : '', [`${field}_manual`]: manual });
  }
  return withAutoMeasures({ ...row, [field]: value });
}

/** A row after its type changed: footprints follow the type, the measures follow the rest. */
export function changeRowType(row: ShipmentRowValues, type: ShipmentType): ShipmentRowValues {
  const next: ShipmentRowValues = { ...row, type };
  const footprint = FOOTPRINTS[type];
  const previous = FOOTPRINTS[row.type];
  if (footprint) {
    [next.length, next.width] = footprint;
  } else if (previous && numberOf(row.length) === previous[0] && numberOf(row.width) === previous[1]) {
    // The old type's footprint was prefilled, not measured: it does not fit the new type.
    next.length = '';
    next.width = '';
  }
  return withAutoMeasures(next);
}

/** The first row: one EUR pallet on its footprint. */
export function firstRow(): ShipmentRowValues {
  return changeRowType(
    {
      key: rowKey(),
      quantity: 1,
      type: DEFAULT_SHIPMENT_TYPE,
      weight: '',
      length: '',
      width: '',
      height: '',
      ldm: '',
      cbm: '',
      ldm_manual: false,
      cbm_manual: false,
    },
    DEFAULT_SHIPMENT_TYPE,
  );
}

const EXTRAPOLATED = ['quantity', 'weight', 'length', 'width', 'height'] as const;

/**
 * 'Add row': each number extrapolated linearly from the previous two rows (copied from a single
 * one) with the domain helper; the type follows the last row; LDM and CBM are worked out again.
 * A quantity stays a whole number of at least 1; a measure that would fall to zero or below is left
 * empty for the user to fill.
 */
export function nextRow(rows: readonly ShipmentRowValues[]): ShipmentRowValues {
  const last = rows[rows.length - 1];
  if (!last) return firstRow();
  const cells = rows.slice(-2).map((row) => EXTRAPOLATED.map((field) => numberOf(row[field])));
  const [quantity, weight, length, width, height] = extrapolateRow(cells);
  const measure = (n: number | null | undefined): NumberValue => (n !== null && n !== undefined && n > 0 ? n : '');
  return withAutoMeasures({
    key: rowKey(),
    quantity: quantity === null || quantity === undefined ? 1 : Math.max(1, Math.round(quantity)),
    type: last.type,
    weight: measure(weight),
    length: measure(length),
    width: measure(width),
    height: measure(height),
    ldm: '',
    cbm: '',
    ldm_manual: false,
    cbm_manual: false,
  });
}

// ---- the form ------------------------------------------------------------------------------------

export function initialValues(): CalculatorValues {
  return {
    shipments: [firstRow()],
    customer: null,
    service: ALL_SERVICES,
    collection: { country: DEFAULT_COUNTRY, postcode: '' },
    delivery: { country: DEFAULT_COUNTRY, postcode: '' },
    date: '',
    reference: '',
    adr: false,
    frigo: false,
    tail_lift: false,
    private_person: false,
    sideloading: false,
    explain: false,
  };
}

/** The body of POST /api/v1/service_price from the form. */
export function toRequest(values: CalculatorValues): CalculatorRequest {
  const service = values.service && values.service !== ALL_SERVICES ? Number(values.service) : null;
  return {
    service,
    customer: values.customer ? Number(values.customer) : null,
    date: values.date.trim() || null,
    // Sent only when filled: an empty field is no reference.
    ...(values.reference.trim() ? { reference: values.reference.trim() } : {}),
    collection: { country: values.collection.country, postcode: values.collection.postcode.trim() },
    delivery: { country: values.delivery.country, postcode: values.delivery.postcode.trim() },
    shipments: values.shipments.map((row) => ({
      quantity: numberOf(row.quantity),
      type: row.type,
      weight: numberOf(row.weight),
      length: numberOf(row.length),
      width: numberOf(row.width),
      height: numberOf(row.height),
      ldm: numberOf(row.ldm),
      cbm: numberOf(row.cbm),
    })),
    adr: values.adr,
    frigo: values.frigo,
    tail_lift: values.tail_lift,
    private_person: values.private_person,
    sideloading: values.sideloading,
    explain: values.explain,
  };
}

const checkRequest = schemaValidator<unknown>(priceRequestSchema);

/**
 * Client checks (docs/product/domain.md §5 "Calculator (single)"): the shared request schema on the body,
 * errors keyed like the form ('shipments.0.weight'). The partner those rules require is optional:
 * without one the calculator answers the general prices, as the price API does.
 */
export function validateCalculator(values: CalculatorValues): Record<string, string> {
  const body = toRequest(values);
  // An empty number reads as null in the body; the schema's "expected number" becomes 'Is required'.
  const errors = checkRequest(body);
  // What is no date stays as typed in the field; its reason beats the schema's. Both in the reader's language.
  const problem = dateProblemText(values.date, { minYear: MIN_YEAR, maxYear: MAX_YEAR }, t);
  if (problem) errors.date = problem;
  values.shipments.forEach((row, i) => {
    if (numberOf(row.quantity) === null) errors[`shipments.${i}.quantity`] = reasonText('is required');
    if (numberOf(row.weight) === null) errors[`shipments.${i}.weight`] = reasonText('is required');
  });
  return errors;
}

// ---- the answer ----------------------------------------------------------------------------------

/** True when the service was priced (no error lines, a total). */
export function isPriced(result: PriceResult): boolean {
  return !result.errors && result.total !== null;
}

/**
 * Priced results first, cheapest first; the unpriced after them in the order the API gave. Totals
 * in different currencies are grouped by currency (the default one first), cheapest first in each:
 * the page has no rates to compare them.
 */
export function sortResults(results: readonly PriceResult[]): PriceResult[] {
  // The domain's order, the one a budget's Prices sheet picks its row by.
  const priced = results.filter(isPriced).sort(comparePrices);
  return [...priced, ...results.filter((result) => !isPriced(result))];
}

/**
 * 'EUR pallet footprint (120 × 80 cm) sets 0,4 LDM' when a row's LDM is the automatic one worked
 * out from its type's prefilled footprint; null when the clerk typed the LDM or measured the
 * pieces. The LDM weighs (docs/pricing.md §2), so it may outweigh the kilograms typed.
 */
export function footprintLdmNote(row: ShipmentRowValues): string | null {
  const footprint = FOOTPRINTS[row.type];
  const ldm = numberOf(row.ldm);
  if (!footprint || row.ldm_manual || !ldm) return null;
  if (numberOf(row.length) !== footprint[0] || numberOf(row.width) !== footprint[1]) return null;
  const quantity = numberOf(row.quantity) ?? 1;
  const name = SHIPMENT_TYPE_NAMES[row.type] ?? row.type;
  return `${quantity > 1 ? `${quantity} × ` : ''}${name} footprint (${footprint[0]} × ${footprint[1]} cm) sets ${formatNumber(ldm, 3)} LDM`;
}
