/**
 * The calls of the rate increase page (docs/api.md "Rate increases"): POST /fe/rate_increases answers
 * the preview with ?dry_run=true, else the increase applied (201) or the job applying it (202).
 * The descriptor's answer is the union of the three: each call narrows it to what it asked for.
 */
import { RATE_INCREASE_ROUTES, type Answer, type RateIncreaseBody, type RateIncreasePreview } from '@freight/domain';
import type { WriteResult } from '../../../lib/api';
import { api, ContractError, isProposal } from '../../../lib/client';

type ApplyAnswer = Answer<typeof RATE_INCREASE_ROUTES.apply>;
export type AppliedIncrease = Extract<ApplyAnswer, { successors: unknown }>;

/** The answers of POST /fe/rate_increases, told apart by their fields. */
export function isPreview(answer: ApplyAnswer): answer is RateIncreasePreview {
  return 'backtest' in answer;
}

function isApplied(answer: ApplyAnswer): answer is AppliedIncrease {
  return 'successors' in answer;
}

function mismatch(what: string): never {
  throw new ContractError(`POST /fe/rate_increases: expected ${what}`);
}

/** The preview: the cells that change and the revenue effect; saves nothing. */
export async function previewIncrease(body: RateIncreaseBody): Promise<WriteResult<RateIncreasePreview>> {
  const result = await api.submit(RATE_INCREASE_ROUTES.apply, { query: { dry_run: 'true' }, body });
  if (!result.ok) return result;
  return { ...result, data: !isProposal(result.data) && isPreview(result.data) ? result.data : mismatch('the preview') };
}

/** What applying answers: the increase saved, the job saving it in the background, or the change approvals hold (202). */
export type ApplyOutcome =
  { kind: 'applied'; increase: AppliedIncrease } | { kind: 'job'; jobId: string } | { kind: 'proposed'; changeId: number };

export async function applyIncrease(body: RateIncreaseBody): Promise<WriteResult<ApplyOutcome>> {
  const result = await api.submit(RATE_INCREASE_ROUTES.apply, { body });
  if (!result.ok) return result;
  const answer = result.data;
  if (isProposal(answer)) return { ...result, data: { kind: 'proposed', changeId: answer.change_id } };
  if ('job_id' in answer) return { ...result, data: { kind: 'job', jobId: answer.job_id } };
  return { ...result, data: { kind: 'applied', increase: isApplied(answer) ? answer : mismatch('the increase applied') } };
}
