/**
 * The answer of a budget or tender calculation (docs/api.md "Budget and tender calculations"):
 * POST /api/v1/mass_price and /api/v1/tender_price (BULK_ROUTES, sent with the client's api.file)
 * answer a workbook, or 202 and the job when it is mailed (the jobs list below the page shows it).
 */
import type { ApiError } from '@freight/domain';
import type { FileAnswer } from '../../../lib/api';

export type CalculationAnswer =
  { ok: true; kind: 'file'; blob: Blob; name: string } | { ok: true; kind: 'queued' } | { ok: false; status: number; error: ApiError };

/** A calculation's workbook (named `fallbackName` when the server names none), that it was queued (202), or the server's error. */
export function calculationAnswer(answer: FileAnswer, fallbackName: string): CalculationAnswer {
  if (!answer.ok) return answer;
  if (answer.status === 202) return { ok: true, kind: 'queued' };
  return { ok: true, kind: 'file', blob: answer.blob, name: answer.name ?? fallbackName };
}
