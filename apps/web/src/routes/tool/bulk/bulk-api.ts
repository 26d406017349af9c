/**
 * The mass and tender calls of the calculator (docs/api.md "Budget and tender calculations") with the
 * session: POST /api/v1/mass_price and /api/v1/tender_price answer a workbook, or 202 when it is
 * mailed. Like the single price call they live under /api/v1, not /fe; answers are read with
 * lib/api's helpers.
 */
import type { ApiError, MassPriceBody, TenderPriceBody } from '@freight/domain';
import { fileNameOf, readError, readJson } from '../../../lib/api';

export const MASS_PRICE_PATH = '/api/v1/mass_price';
export const TENDER_PRICE_PATH = '/api/v1/tender_price';

/** Seeds §8: the toast of a calculation that was mailed. */
export const EMAIL_SOON = 'Generated email will be delivered soon';

export type CalculationAnswer =
  | { ok: true; kind: 'file'; blob: Blob; name: string }
  | { ok: true; kind: 'queued'; jobId: string }
  | { ok: false; status: number; error: ApiError };

/** POSTs a calculation and reads its workbook or its 202. */
export async function postCalculation(
  path: string,
  body: MassPriceBody | TenderPriceBody,
  fallbackName: string,
): Promise<CalculationAnswer> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });
  } catch (cause) {
    return { ok: false, status: 0, error: { code: 'INTERNAL', message: cause instanceof Error ? cause.message : 'Network error' } };
  }
  if (!response.ok) return { ok: false, status: response.status, error: await readError(response) };
  if (response.status === 202) {
    const answer = await readJson<{ job_id: string }>(response);
    return { ok: true, kind: 'queued', jobId: answer?.job_id ?? '' };
  }
  return { ok: true, kind: 'file', blob: await response.blob(), name: fileNameOf(response) ?? fallbackName };
}

/** The file name of a content-disposition header (lib/api's, which reads the UTF-8 form too). */
export { fileNameOf };
