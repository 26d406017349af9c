/**
 * What the calculator says of a failed budget or tender calculation (docs/product/domain.md §8): 403
 * `No access`; a surcharge cycle its sentence (the engine's own PRICE_ERRORS text); anything
 * else the server's own message, not a guess.
 */
import type { ApiError } from '../errors/api-error';
import { PRICE_ERRORS } from '../pricing/messages';

/** Seeds §8: a 403 of a calculation. */
export const NO_ACCESS = 'No access';
/** Seeds §8: a surcharge cycle. */
export const SURCHARGE_CYCLE = PRICE_ERRORS.surchargeCycle;

export function calculationErrorMessage(status: number, error: ApiError): string {
  if (status === 403 || error.code === 'FORBIDDEN') return NO_ACCESS;
  if (/cycle/i.test(error.message)) return SURCHARGE_CYCLE;
  return error.message || 'The calculation failed';
}

/**
 * The calculator's toast once its results are on screen: "3 prices found", one for each
 * priced service; null when none was priced, since the page then says "Nothing priced" and each
 * card why, and a toast would only repeat it.
 */
export function calculationResultMessage(priced: number): string | null {
  return priced > 0 ? `${priced} ${priced === 1 ? 'price' : 'prices'} found` : null;
}
