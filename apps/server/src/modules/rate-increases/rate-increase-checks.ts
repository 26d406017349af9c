/**
 * What a rate increase checks before it writes anything (docs/api.md "Rate increases"): the chosen
 * pricelists are the carrier's and live, the day is after the carrier's today, and no pricelist
 * has a problem taking it (domain `increaseProblem`). The apply checks them again, locked.
 */
import { displayDay, effectiveDayProblem, increaseProblemOf, type MessageKey, type RateIncreaseRequest } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { AppError, english } from '../../errors';
import * as repo from './rate-increases.repository';

/** The chosen pricelists, resolved: live ones of the carrier, in the order given (a filter: by id). */
export async function choosePricelists(db: Db, carrierId: number, chosen: RateIncreaseRequest['pricelists']) {
  if (!Array.isArray(chosen)) {
    const found = await repo.pricelistsMatching(db, carrierId, chosen);
    if (found.length === 0)
      throw AppError.invalid(english('errors.rateIncreases.noMatch'), { pricelists: english('errors.rateIncreases.matchesNone') });
    return found;
  }
  const ids = [...new Set(chosen)];
  const found = new Map((await repo.pricelistsByIds(db, carrierId, ids)).map((p) => [p.id, p]));
  const errors: Record<string, string> = {};
  // The first refused one names the message: "Pricelist 2 is archived (Baltic)".
  let message: string | undefined;
  chosen.forEach((id, i) => {
    const p = found.get(id);
    const index = String(i);
    if (!p) {
      errors[`pricelists.${i}`] = english('errors.pricelists.notOwned');
      message ??= english('errors.rateIncreases.notOwnedAt', { index });
    } else if (p.archived_at !== null) {
      errors[`pricelists.${i}`] = p.name
        ? english('errors.rateIncreases.archived', { name: p.name })
        : english('errors.rateIncreases.archivedGeneral');
      message ??= p.name
        ? english('errors.rateIncreases.archivedAt', { index, name: p.name })
        : english('errors.rateIncreases.archivedGeneralAt', { index });
    }
  });
  if (message) throw AppError.invalid(message, errors);
  return ids.map((id) => found.get(id)!);
}

/** 422 unless the increase starts after the carrier's today: a price answered today never changes under it. */
export function assertInFuture(effectiveFrom: string, today: string) {
  const problem = effectiveDayProblem(effectiveFrom, today);
  if (problem)
    throw AppError.invalid(english('errors.rateIncreases.notInFuture', { day: displayDay(today) }), {
      effective_from: problem,
    });
}

/** 422 naming the pricelist when it cannot take an increase from `effectiveFrom` (domain `increaseProblem`). */
export function assertNoProblem(p: { id: number; name: string; valid_from: string; valid_to: string }, effectiveFrom: string) {
  const problem = increaseProblemOf(p, effectiveFrom);
  if (!problem) return;
  const [id, day] = [String(p.id), problem.day];
  const said = english(problem.key, { day });
  const ends = problem.key === 'errors.rateIncreases.endsOn';
  const reason: MessageKey = p.name
    ? ends
      ? 'errors.rateIncreases.endsOnAt'
      : 'errors.rateIncreases.startsOnAt'
    : ends
      ? 'errors.rateIncreases.endsOnGeneral'
      : 'errors.rateIncreases.startsOnGeneral';
  throw AppError.invalid(
    p.name
      ? english('errors.rateIncreases.problem', { name: p.name, id, problem: said })
      : english('errors.rateIncreases.problemGeneral', { id, problem: said }),
    { pricelists: english(reason, { name: p.name, day }) },
  );
}
