/**
 * Applying a general rate increase (docs/api.md "Rate increases"): in ONE pricing transaction, for
 * each chosen pricelist a successor through the one versioned save (the new prices, valid from the
 * date) and the pricelist ended the day before (a version of it too, keeping its grid: no copy),
 * then the increase recorded. Pricing needs nothing new: it already takes the pricelist valid on
 * the shipment's date. More than JOB_THRESHOLD pricelists are applied by a job on the pg-boss
 * queue instead (rate-increase-job.ts, staged: decision 19).
 */
import { randomUUID } from 'node:crypto';
import { dayBefore, describeIncrease, displayDay, translate, type PricelistBody, type RateIncreaseRequest } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import type { AuthContext } from '../../http/context';
import type { Seams } from '../../seams';
import type { JobsSeam } from '../bulk';
import { carrierToday } from '../carriers';
import { PRICELIST_RECORD } from '../pricelists';
import { approvalsHold, insertProposal, type Proposed, type VersionAuthor, writeVersioned } from '../versions';
import { bodyOf, namesOfSuccessors, successorBody } from './rate-increase-bodies';
import { assertInFuture, assertNoProblem, choosePricelists } from './rate-increase-checks';
import * as repo from './rate-increases.repository';

/** More pricelists than this are applied by a job (202), fewer inside the request (201). */
export const JOB_THRESHOLD = 20;
/** The pg-boss queue of large increases. */
export const RATE_INCREASE_QUEUE = 'rate-increases';

/** What an applied increase answers (201, or a job's result). */
export interface AppliedIncrease {
  id: number;
  effective_from: string;
  successors: { from_id: number; id: number }[];
}

/** The request a job keeps: the body with its pricelists resolved to ids, and who asked. */
export interface StoredIncrease {
  body: RateIncreaseRequest & { pricelists: number[] };
  author: VersionAuthor;
}

/**
 * POST /fe/rate_increases: checks the choice and the date, then applies it in one transaction
 * (201) or, past JOB_THRESHOLD pricelists, queues a job doing the same (202 {job_id}).
 */
export async function applyRateIncrease(
  deps: Pick<Seams, 'db' | 'changePricing'> & JobsSeam,
  auth: AuthContext,
  carrierId: number,
  body: RateIncreaseRequest,
  now = new Date(),
): Promise<{ applied: AppliedIncrease } | { job_id: string } | Proposed> {
  const chosen = await choosePricelists(deps.db, carrierId, body.pricelists);
  assertInFuture(body.effective_from, await carrierToday(deps.db, carrierId, now));
  // The problems known now, before anything is written (the transaction checks them again, locked).
  for (const p of chosen) assertNoProblem(p, body.effective_from);
  const stored: StoredIncrease = {
    body: { ...body, pricelists: chosen.map((p) => p.id) },
    author: { id: auth.user.id, name: auth.user.name },
  };
  // With approvals on, the increase waits as one change for a second person (docs/api.md "Changes a second person approves").
  if (await approvalsHold(deps.db, carrierId, 'rate_increase'))
    return deps.db.transaction().execute((tx) => proposeIncrease(tx, carrierId, stored));
  if (chosen.length > JOB_THRESHOLD) {
    const jobId = randomUUID();
    await deps.db.transaction().execute(async (tx) => {
      await repo.insertJob(tx, { id: jobId, carrier_id: carrierId, user_id: auth.user.id, request: stored });
      await deps.jobs.sendWork(tx, RATE_INCREASE_QUEUE, jobId);
    });
    deps.jobs.wakeWork(RATE_INCREASE_QUEUE);
    return { job_id: jobId };
  }
  const applied = await deps.changePricing(carrierId, (tx) => applyInTransaction(tx, carrierId, stored, now));
  return { applied };
}

/** Keeps the increase as a pending change: its request with the pricelists resolved, and who asked. */
async function proposeIncrease(tx: Db, carrierId: number, stored: StoredIncrease): Promise<Proposed> {
  const name = translate('en', 'approvals.increaseName', {
    change: describeIncrease(stored.body),
    pricelists: stored.body.pricelists.length,
    from: displayDay(stored.body.effective_from),
  });
  const common = { record_type: 'rate_increase' as const, record_name: name, author_id: stored.author.id, author_name: stored.author.name };
  const changeId = await insertProposal(tx, {
    carrierId,
    type: 'rate_increase',
    recordId: null,
    baseVersion: null,
    recordName: name,
    origin: 'increase',
    body: stored,
    changes: null,
    author: stored.author,
  });
  return { proposed: true, change_id: changeId, change: { id: changeId, ...common } };
}

/**
 * An approved increase applied in the approval's pricing transaction, whatever its size: one
 * change, one transaction. Its versions keep the author and name the approver.
 */
export function applyApprovedIncrease(
  tx: Db,
  carrierId: number,
  stored: StoredIncrease,
  approval: { by: VersionAuthor; changeId: number },
  now = new Date(),
) {
  return applyInTransaction(tx, carrierId, { ...stored, approval }, now);
}

/**
 * The apply itself, inside the caller's pricing transaction: for each pricelist (locked, its
 * problem checked again) the predecessor's valid_to set to the day before and the successor
 * written, both through the one versioned save; then the increase and its rows. `progress` hears
 * the share done after each pricelist.
 */
async function applyInTransaction(
  tx: Db,
  carrierId: number,
  { body, author, approval }: StoredIncrease & { approval?: { by: VersionAuthor; changeId: number } },
  now: Date,
  progress?: (share: number) => void,
): Promise<AppliedIncrease> {
  assertInFuture(body.effective_from, await carrierToday(tx, carrierId, now));
  const lastDay = dayBefore(body.effective_from);
  const names = await namesOfSuccessors(tx, carrierId, body);
  const successors: { from_id: number; id: number; former_valid_to: string }[] = [];
  for (const [i, id] of body.pricelists.entries()) {
    let successor: PricelistBody | null = null;
    let formerValidTo = '';
    await writeVersioned(tx, PRICELIST_RECORD, {
      carrierId,
      author,
      ...(approval ? { approval } : {}),
      id,
      // The increase was chosen from what the clerk saw; the lock below is what it applies to.
      callerChecksVersion: true,
      content: (stored) => {
        assertNoProblem(stored, body.effective_from);
        formerValidTo = stored.valid_to;
        successor = successorBody(id, stored, body, names);
        return { body: bodyOf(stored, { valid_to: lastDay }) };
      },
    });
    const { id: successorId } = await writeVersioned(tx, PRICELIST_RECORD, {
      carrierId,
      author,
      ...(approval ? { approval } : {}),
      id: null,
      replaces: id,
      content: () => ({ body: successor! }),
    });
    successors.push({ from_id: id, id: successorId, former_valid_to: formerValidTo });
    progress?.((i + 1) / body.pricelists.length);
  }
  const increaseId = await recordIncrease(tx, carrierId, { body, author }, successors);
  return { id: increaseId, effective_from: body.effective_from, successors: successors.map(({ from_id, id }) => ({ from_id, id })) };
}

/** The increase and its rows (each predecessor, the valid_to it had, its successor); answers the increase's id. */
export async function recordIncrease(
  tx: Db,
  carrierId: number,
  { body, author }: StoredIncrease,
  successors: readonly { from_id: number; id: number; former_valid_to: string }[],
): Promise<number> {
  const increaseId = await repo.insertIncrease(tx, {
    carrier_id: carrierId,
    effective_from: body.effective_from,
    change: body.change,
    rounding: body.rounding,
    include_min_max: body.include_min_max,
    created_by: author.id,
  });
  await repo.insertIncreasePricelists(
    tx,
    successors.map((s) => ({ increase_id: increaseId, predecessor_id: s.from_id, former_valid_to: s.former_valid_to, successor_id: s.id })),
  );
  return increaseId;
}
