import { randomFillSync } from 'node:crypto';

/**
 * Quote ids are UUIDv7 (RFC 9562): 48 bits of the Unix time in milliseconds, then 74 random bits.
 * The time lets a reader in any process tell a quote that may still sit in another process's
 * buffer (quote-writer.ts) from one that does not exist, and keeps the primary key's index
 * appended to rather than written at random places (decision 8).
 */

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
// Random bytes drawn 256 ids at a time: one system call per 256 quotes, as randomUUID does.
const RANDOM_BYTES_PER_ID = 10;
const pool = Buffer.alloc(256 * RANDOM_BYTES_PER_ID);
let next = pool.length;

/** A new quote id made at `at` (milliseconds since 1970). */
export function newQuoteId(at: number): string {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const r = next;
  next += RANDOM_BYTES_PER_ID;
  const time = at.toString(16).padStart(12, '0');
  const b = (i: number) => HEX[pool[r + i]!]!;
  return (
    `${time.slice(0, 8)}-${time.slice(8, 12)}-7${b(0).slice(1)}${b(1)}-` +
    // The variant: the two high bits 10.
    `${HEX[0x80 | (pool[r + 2]! & 0x3f)]}${b(3)}-${b(4)}${b(5)}${b(6)}${b(7)}${b(8)}${b(9)}`
  );
}

/** When a quote id was made (milliseconds since 1970); null for an id that is no UUIDv7 (quotes before them). */
export function quoteIdTime(id: string): number | null {
  if (id.length !== 36 || id[14] !== '7') return null;
  const time = Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
  return Number.isNaN(time) ? null : time;
}
