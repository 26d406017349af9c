/**
 * Cancelling a general rate increase before its date (docs/api.md "Rate increases"): its
 * successors archived and the predecessors given their valid_to back, in one transaction.
 */
import { displayDay } from '@freight/domain';
import type { AuthContext } from '../../http/context';
import { AppError, english } from '../../errors';
import type { Seams } from '../../seams';
import { carrierToday } from '../carriers';
import { PRICELIST_RECORD, archivePricelist, findPricelistRow } from '../pricelists';
import { insertHistoryEntry, writeVersioned } from '../versions';
import { bodyOf } from './rate-increase-bodies';
import * as repo from './rate-increases.repository';

/**
 * DELETE /fe/rate_increases/{id}: before its date, archives its successors (logged as archived)
 * and gives each predecessor its former valid_to back (a version through the one versioned save),
 * in one transaction; from its date on 409 (restore the versions instead); cancelled already: 409.
 */
export async function cancelRateIncrease(
  deps: Pick<Seams, 'db' | 'changePricing'>,
  auth: AuthContext,
  carrierId: number,
  id: number,
  now = new Date(),
) {
  const author = { id: auth.user.id, name: auth.user.name };
  await deps.changePricing(carrierId, async (tx) => {
    const increase = await repo.lockIncrease(tx, carrierId, id);
    if (!increase) throw AppError.notFound(english('errors.rateIncreases.noSuchIncrease'));
    if (increase.cancelled_at !== null) throw AppError.conflict(english('errors.rateIncreases.cancelledAlready'));
    const today = await carrierToday(tx, carrierId, now);
    if (increase.effective_from <= today)
      throw AppError.conflict(english('errors.rateIncreases.tookEffect', { day: displayDay(increase.effective_from) }));
    for (const row of await repo.increasePricelists(tx, carrierId, [id])) {
      if (row.successor_archived_at === null) {
        await archivePricelist(tx, carrierId, row.successor_id);
        await insertHistoryEntry(tx, { carrierId, type: 'pricelist', recordId: row.successor_id, author, updates: { archived: true } });
      }
      // A predecessor archived since keeps its validity: it prices nothing either way.
      if (!(await findPricelistRow(tx, carrierId, row.predecessor_id))) continue;
      await writeVersioned(tx, PRICELIST_RECORD, {
        carrierId,
        author,
        id: row.predecessor_id,
        callerChecksVersion: true,
        content: (stored) => ({ body: bodyOf(stored, { valid_to: row.former_valid_to }) }),
      });
    }
    await repo.markCancelled(tx, carrierId, id);
  });
}
