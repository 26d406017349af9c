/**
 * The calls of the rate increase page (api.md "Rate increases"): POST /fe/rate_increases answers
 * the preview with ?dry_run=true, else the increase applied (201) or the job applying it (202).
 * The descriptor's answer is the union of the preview and the applied increase: each call narrows
 * it to the one it asked for.
 */
import { rateIncreaseJobSchema, RATE_INCREASE_ROUTES, type Answer, type RateIncreaseBody, type RateIncreasePreview } from '@freight/domain';
import type { WriteResult } from '../../../lib/api';
import { api, ContractError } from '../../../lib/client';

type ApplyAnswer = Answer<typeof RATE_INCREASE_ROUTES.apply>;
export type AppliedIncrease = Exclude<ApplyAnswer, RateIncreasePreview>;

/** Either answer of POST /fe/rate_increases, told apart by its fields. */
export function isPreview(answer: ApplyAnswer): answer is RateIncreasePreview {
  return 'backtest' in answer;
}

function mismatch(what: string): never {
  throw new ContractError(`POST /fe/rate_increases: expected ${what}`);
}

/** The preview: the cells that change and the revenue effect; saves nothing. */
export async function previewIncrease(body: RateIncreaseBody): Promise<WriteResult<RateIncreasePreview>> {
  const result = await api.submit(RATE_INCREASE_ROUTES.apply, { query: { dry_run: 'true' }, body });
  if (!result.ok) return result;
  return { ...result, data: isPreview(result.data) ? result.data : mismatch('the preview') };
}

/** What applying answers: the increase saved, or the job saving it in the background. */
export type ApplyOutcome = { kind: 'applied'; increase: AppliedIncrease } | { kind: 'job'; jobId: string };

export async function applyIncrease(body: RateIncreaseBody): Promise<WriteResult<ApplyOutcome>> {
  const result = await api.start(RATE_INCREASE_ROUTES.apply, rateIncreaseJobSchema, { body });
  if (!result.ok) return result;
  const started = result.data;
  if (started.queued) return { ...result, data: { kind: 'job', jobId: started.job.job_id } };
  return { ...result, data: { kind: 'applied', increase: isPreview(started.data) ? mismatch('the increase applied') : started.data } };
}
