/**
 * The refusal of a delete while other records use the record (areas set the pattern: "Used by 2
 * zones, so it cannot be deleted"), naming those records as the clerk knows them.
 */
import { displayDay, term, type TermKey } from '@freight/domain';
import { AppError } from '../errors';

/** The records of one kind that use the record: pricelists, surcharges... by their labels ("Express", pricelistLabel). */
export interface RecordUsers {
  kind: TermKey;
  names: string[];
  /** How many there are when they are counted, not named (quotes). */
  count?: number;
}

/** A record's name as a sentence quotes it: "Express". */
export function quoted(name: string): string {
  return `"${name}"`;
}

/** A pricelist as the clerk knows it: "P2", or an unnamed one by its validity; "(archived)" after an archived one. */
export function pricelistLabel(row: { name: string; valid_from: string; valid_to: string; archived_at: unknown }): string {
  const label = row.name ? `"${row.name}"` : `the general pricelist valid ${displayDay(row.valid_from)}–${displayDay(row.valid_to)}`;
  return row.archived_at ? `${label} (archived)` : label;
}

/**
 * "Used by 2 pricelists ("P1", "P2") and 1 service ("Express"), so it cannot be deleted": the
 * users of each kind counted and named (at most 5 names a kind, then "and 3 more"); '' when none.
 */
export function usedByText(users: readonly RecordUsers[]): string {
  const parts = users
    .filter((u) => u.names.length > 0 || (u.count ?? 0) > 0)
    .map((u) => {
      if (!u.names.length) return term(u.kind, u.count ?? 0);
      const shown = u.names.slice(0, 5);
      const more = u.names.length - shown.length;
      return `${term(u.kind, u.names.length)} (${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''})`;
    });
  if (!parts.length) return '';
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `Used by ${list}, so it cannot be deleted`;
}

/**
 * 409 naming the users while any record uses it; nothing when none does. The advice after it is
 * "Remove the zone from them first.", or `advice` when that cannot be done (a quote is not edited).
 */
export function assertUnused(what: TermKey, users: readonly RecordUsers[], advice?: string): void {
  const text = usedByText(users);
  if (text) throw AppError.conflict(`${text}. ${advice ?? `Remove the ${term(what)} from them first.`}`);
}

/**
 * Runs a delete whose "in use" check passed, in the same transaction: a record that put it to use
 * meanwhile (a pricelist saved in the same moment) makes the database refuse the delete with a
 * foreign-key violation, answered as the same 409 in words rather than a 500.
 */
export async function deleteUnlessUsed<T>(what: TermKey, remove: () => Promise<T>): Promise<T> {
  try {
    return await remove();
  } catch (error) {
    if ((error as { code?: unknown }).code === '23503')
      throw AppError.conflict(
        `Put to use while it was being deleted, so the ${term(what)} cannot be deleted. Open it again to see what uses it.`,
      );
    throw error;
  }
}
