/**
 * The one way a record is updated: in one transaction, lock the stored row (404 when the carrier has
 * no such record), check the body against it (409, 422), write, and answer the record as GET answers
 * it, read in the same transaction. Nothing is read before the transaction or after it, so the answer
 * is what was written and a record deleted meanwhile is a 404, never a stale answer. A versioned
 * record (a pricelist, a surcharge) has its own steps in the same order (versions/versioned-save.ts).
 */
import type { Db } from '../db/carrier-scope';
import { AppError } from '../errors';

/** Runs `work` in one transaction: the pricing write (`changePricing`), the staff lock, or a plain one. */
export type InTransaction = <T>(work: (tx: Db) => Promise<T>) => Promise<T>;

/** The steps of an update, each given the transaction and the row `lock` read. */
export interface RecordUpdate<Stored, Answer> {
  /** The stored record with its row locked until the transaction ends; undefined: the carrier has none (404). */
  lock(tx: Db): Promise<Stored | undefined>;
  /** Refuses the body given the stored record (409 or 422), before anything is written. */
  check?(tx: Db, stored: Stored): Promise<void> | void;
  /** Writes the body (and what goes with it: links, a security event). */
  write(tx: Db, stored: Stored): Promise<unknown>;
  /** The record as GET answers it, read through `tx` after the write. */
  answer(tx: Db, stored: Stored): Promise<Answer>;
}

/** Updates a record by its steps in one transaction (see the file's comment); answers it as GET does. */
export function updateRecord<Stored, Answer>(inTransaction: InTransaction, update: RecordUpdate<Stored, Answer>): Promise<Answer> {
  return inTransaction(async (tx) => {
    const stored = await update.lock(tx);
    if (stored === undefined) throw AppError.notFound();
    await update.check?.(tx, stored);
    await update.write(tx, stored);
    return update.answer(tx, stored);
  });
}
