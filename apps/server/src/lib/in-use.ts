/**
 * The refusal of a delete while other records use the record (areas set the pattern: "Used by 2
 * zones, so it cannot be deleted"), naming those records as the clerk knows them.
 */
import { displayDay, displayNumber, type MessageKey } from '@freight/domain';
import { AppError, english } from '../errors';

/** The kinds of record a delete is refused for while others use it. */
export type UsedKind = 'zone' | 'transit' | 'service' | 'condition';

/**
 * The records of one kind that use the record: pricelists, surcharges, services by their labels
 * ("Express", pricelistLabel), or quotes counted (a quote is not named).
 */
export type RecordUsers = { kind: 'pricelist' | 'surcharge' | 'service'; names: string[] } | { kind: 'quote'; count: number };

/** A record's name as a sentence quotes it: "Express". */
export function quoted(name: string): string {
  return `"${name}"`;
}

/** A pricelist as the clerk knows it: "P2", or an unnamed one by its validity; "(archived)" after an archived one. */
export function pricelistLabel(row: { name: string; valid_from: string; valid_to: string; archived_at: unknown }): string {
  const label = row.name
    ? `"${row.name}"`
    : english('errors.records.generalPricelist', { from: displayDay(row.valid_from), to: displayDay(row.valid_to) });
  return row.archived_at ? english('errors.records.archived', { label }) : label;
}

/** How many of a kind, and how many were named: a quote is counted. */
function countOf(users: RecordUsers): number {
  return users.kind === 'quote' ? users.count : users.names.length;
}

/**
 * "Used by 2 pricelists ("P1", "P2") and 1 service ("Express")": the users of each kind counted and
 * named (at most 5 names a kind, then "and 3 more"). Each part is a message of the catalogs whose
 * `{count}` holds all before its own number, so the caller's language finds the list part by part
 * from its end (errors.records.users.*).
 */
function usersText(parts: readonly RecordUsers[]): string {
  const numberOf = (users: RecordUsers) => displayNumber(countOf(users), 3);
  let said = numberOf(parts[0]!);
  parts.forEach((users, i) => {
    const next = parts[i + 1];
    const form = countOf(users) === 1 ? 'one' : 'other';
    const joined = next === undefined ? '' : i + 2 === parts.length ? 'And' : 'Comma';
    const key: MessageKey = `errors.records.users.${users.kind}.${form}${joined}`;
    const names = users.kind === 'quote' ? {} : { names: namesText(users.names) };
    said = english(key, { count: said, ...names, ...(next ? { next: numberOf(next) } : {}) });
  });
  return said;
}

/** At most five names, then "and 3 more". */
function namesText(names: readonly string[]): string {
  const shown = names.slice(0, 5).join(', ');
  const more = names.length - 5;
  return more > 0 ? english('errors.records.andMore', { names: shown, more: String(more) }) : shown;
}

/** The users that are any, in their order. */
function inUse(users: readonly RecordUsers[]): RecordUsers[] {
  return users.filter((u) => countOf(u) > 0);
}

/** The refusal of each kind: what is to be removed from the users. */
const IN_USE: Record<UsedKind, MessageKey> = {
  zone: 'errors.records.inUse.zone',
  transit: 'errors.records.inUse.transit',
  service: 'errors.records.inUse.service',
  condition: 'errors.records.inUse.condition',
};

const PUT_TO_USE: Record<UsedKind, MessageKey> = {
  zone: 'errors.records.putToUse.zone',
  transit: 'errors.records.putToUse.transit',
  service: 'errors.records.putToUse.service',
  condition: 'errors.records.putToUse.condition',
};

/**
 * 409 naming the users while any record uses it; nothing when none does. The advice after it is
 * "Remove the zone from them first.", or for a service quotes name that a quote keeps it (a quote
 * is not edited).
 */
export function assertUnused(what: UsedKind, users: readonly RecordUsers[]): void {
  const parts = inUse(users);
  if (!parts.length) return;
  const quotes = parts.some((u) => u.kind === 'quote');
  throw AppError.conflict(english(quotes ? 'errors.records.inUseQuotes' : IN_USE[what], { users: usersText(parts) }));
}

/**
 * Runs a delete whose "in use" check passed, in the same transaction: a record that put it to use
 * meanwhile (a pricelist saved in the same moment) makes the database refuse the delete with a
 * foreign-key violation, answered as the same 409 in words rather than a 500.
 */
export async function deleteUnlessUsed<T>(what: UsedKind, remove: () => Promise<T>): Promise<T> {
  try {
    return await remove();
  } catch (error) {
    if ((error as { code?: unknown }).code === '23503') throw AppError.conflict(english(PUT_TO_USE[what]));
    throw error;
  }
}
