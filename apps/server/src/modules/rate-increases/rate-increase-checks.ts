/**
 * What a rate increase checks before it writes anything (docs/api.md "Rate increases"): the chosen
 * pricelists are the carrier's and live, the day is after the carrier's today, and no pricelist
 * has a problem taking it (domain `increaseProblem`). The apply checks them again, locked.
 */
import { displayDay, effectiveDayProblem, increaseProblem, type RateIncreaseRequest } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { AppError } from '../../errors';
import * as repo from './rate-increases.repository';

/** The chosen pricelists, resolved: live ones of the carrier, in the order given (a filter: by id). */
export async function choosePricelists(db: Db, carrierId: number, chosen: RateIncreaseRequest['pricelists']) {
  if (!Array.isArray(chosen)) {
    const found = await repo.pricelistsMatching(db, carrierId, chosen);
    if (found.length === 0) throw AppError.invalid('No pricelist matches the filter', { pricelists: 'matches no pricelist' });
    return found;
  }
  const ids = [...new Set(chosen)];
  const found = new Map((await repo.pricelistsByIds(db, carrierId, ids)).map((p) => [p.id, p]));
  const errors: Record<string, string> = {};
  chosen.forEach((id, i) => {
    const p = found.get(id);
    if (!p) errors[`pricelists.${i}`] = 'is not a pricelist of this carrier';
    else if (p.archived_at !== null) errors[`pricelists.${i}`] = `is archived (${p.name || 'General'})`;
  });
  const [first] = Object.entries(errors);
  if (first) throw AppError.invalid(`Pricelist ${first[0].split('.')[1]!} ${first[1]}`, errors);
  return ids.map((id) => found.get(id)!);
}

/** 422 unless the increase starts after the carrier's today: a price answered today never changes under it. */
export function assertInFuture(effectiveFrom: string, today: string) {
  const problem = effectiveDayProblem(effectiveFrom, today);
  if (problem)
    throw AppError.invalid(`The increase must take effect after today (${displayDay(today)} in the carrier's time zone)`, {
      effective_from: problem,
    });
}

/** 422 naming the pricelist when it cannot take an increase from `effectiveFrom` (domain `increaseProblem`). */
export function assertNoProblem(p: { id: number; name: string; valid_from: string; valid_to: string }, effectiveFrom: string) {
  const problem = increaseProblem(p, effectiveFrom);
  if (problem)
    throw AppError.invalid(`Pricelist ${p.name || 'General'} (${p.id}): ${problem}`, { pricelists: `${p.name || 'General'}: ${problem}` });
}
