/**
 * General rate increases (docs/api.md "Rate increases"): the carrier's list. The preview, the
 * apply, the cancel and a large increase's job each have a file of their own beside this one
 * (rate-increase-preview.service.ts, rate-increase-apply.service.ts, rate-increase-cancel.service.ts,
 * rate-increase-job.ts).
 */
import { describeIncrease, type IncreaseInput, type RateIncreaseListItem } from '@freight/domain';
import type { Seams } from '../../seams';
import { carrierToday } from '../carriers';
import * as repo from './rate-increases.repository';

function statusOf(increase: { cancelled_at: Date | null; effective_from: string }, today: string): RateIncreaseListItem['status'] {
  if (increase.cancelled_at !== null) return 'cancelled';
  return increase.effective_from > today ? 'scheduled' : 'effective';
}

/** GET /fe/rate_increases: the carrier's increases, the scheduled ones first, with their status by the carrier's today. */
export async function listRateIncreases(deps: Pick<Seams, 'db'>, carrierId: number, now = new Date()) {
  const today = await carrierToday(deps.db, carrierId, now);
  const increases = await repo.listIncreases(deps.db, carrierId, today);
  const rows = await repo.increasePricelists(
    deps.db,
    carrierId,
    increases.map((i) => i.id),
  );
  const items = increases.map((i) => {
    const own = rows.filter((r) => r.increase_id === i.id);
    const change = i.change as IncreaseInput['change'];
    return {
      id: i.id,
      effective_from: i.effective_from,
      status: statusOf(i, today),
      change: describeIncrease({ change, rounding: Number(i.rounding) as IncreaseInput['rounding'] }),
      pricelists: own.length,
      successors: own.map((r) => ({
        from_id: r.predecessor_id,
        from_name: r.from_name,
        // A cancelled increase's successors are archived: listed by name, without a link.
        id: r.successor_archived_at === null ? r.successor_id : null,
        name: r.name,
      })),
      created_at: i.created_at,
      created_by: i.created_by,
    };
  });
  return { items, count: items.length };
}
