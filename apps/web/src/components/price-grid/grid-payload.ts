/** A fare group's editing state as the body POST/PUT /fe/pricelists (and pricelist-type surcharges) take. */
import { parseCellNumber } from '@freight/domain';
import type { FareGroupState } from './grid-state';

function payloadNumber(text: string): number | string | null {
  if (text === '') return null;
  const parsed = parseCellNumber(text);
  // A text that is no number goes as it is, for the schema to name.
  return parsed.ok && parsed.value !== null ? Number(parsed.value) : text;
}

/** A fare group as POST/PUT /fe/pricelists take it. */
export function groupPayload(group: FareGroupState) {
  const cols = group.quantities.length;
  return {
    quantities: group.quantities.map((q) => ({ quantity: payloadNumber(q.quantity) ?? '', unit: q.unit })),
    zones: group.rows.map((row, r) => {
      const prices = new Array<number | string | null>(cols);
      for (let q = 0; q < cols; q++) prices[q] = payloadNumber(group.prices[r * cols + q] ?? '');
      return {
        zone_from: row.zone_from.id,
        zone_to: row.zone_to.id,
        transit: row.transit.id,
        minimum_amount: payloadNumber(row.minimum_amount),
        maximum_amount: payloadNumber(row.maximum_amount),
        prices,
      };
    }),
  };
}
