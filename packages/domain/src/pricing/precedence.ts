/**
 * Which of two pricelists prices a day both are valid on (docs/pricing.md §9): the later valid_from
 * wins, then the higher id. The price API's selection, the health check's overlap findings and the
 * takeover warning of a save all read this one rule.
 */

/** What the rule reads of a pricelist: its id and first valid day (a day number; null: open-ended). */
export interface Ranked {
  readonly id: number;
  readonly validFrom: number | null;
}

/** Negative when `a` is chosen over `b`, positive when `b` is; a sort comparator (the chosen first). */
export function comparePrecedence(a: Ranked, b: Ranked): number {
  return (b.validFrom ?? -Infinity) - (a.validFrom ?? -Infinity) || b.id - a.id;
}
