import { randomUUID } from 'node:crypto';

/**
 * Quote ids are UUIDv7 (RFC 9562): 48 bits of the Unix time in milliseconds, then 74 random bits.
 * The time lets a reader in any process tell a quote that may still sit in another process's
 * buffer (quote-writer.ts) from one that does not exist, and keeps the primary key's index
 * appended to rather than written at random places (decision 8).
 */

// The time's part of the id, kept for the millisecond: the quotes of one moment share it.
let prefixAt = -1;
let prefix = '';

/** A new quote id made at `at` (milliseconds since 1970): a random UUID (v4) given the time and version 7. */
export function newQuoteId(at: number): string {
  if (at !== prefixAt) {
    const time = at.toString(16).padStart(12, '0');
    prefix = `${time.slice(0, 8)}-${time.slice(8, 12)}-7`;
    prefixAt = at;
  }
  // randomUUID's first 48 bits and its version give way to the time and 7; its 74 random bits
  // after the version (and its RFC variant) stay. It draws from a cache of random bytes: cheap.
  return prefix + randomUUID().slice(15);
}

/** When a quote id was made (milliseconds since 1970); null for an id that is no UUIDv7 (quotes before them). */
export function quoteIdTime(id: string): number | null {
  if (id.length !== 36 || id[14] !== '7') return null;
  const time = Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
  return Number.isNaN(time) ? null : time;
}
