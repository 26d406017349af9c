import { displayDay } from '../glossary/display';
import { en } from '../i18n/messages';
import { translate } from '../i18n/translate';

/**
 * Error texts of price results (docs/pricing.md §3-§9 and its part 2): the catalog's English, which
 * the API answers; the web app says the same messages in its reader's language (localizeReason).
 */
export const PRICE_ERRORS = {
  noRoute: en['calculator.error.noRoute'],
  exceedsQuantity: en['calculator.error.exceedsQuantity'],
  noPriceForQuantity: en['calculator.error.noPriceForQuantity'],
  noDistance: en['calculator.error.noDistance'],
  surchargeCycle: en['calculator.error.surchargeCycle'],
  noPricelist: en['calculator.error.noPricelist'],
  amountOutOfRange: en['calculator.error.amountOutOfRange'],
} as const;

/** `No exchange rate for USD` */
export function missingRateError(currency: string): string {
  return translate('en', 'calculator.error.noRate', { currency });
}

/**
 * The line after `No price for this route` when no zone holds an address, so the clerk knows which
 * one to fix: `No area holds the delivery address LV 9999`, or, when an area holds it but that
 * area is in no zone, `No zone holds the delivery address LV 9999 (area Riga is in no zone)`.
 */
export function unmatchedAddressError(
  side: 'collection' | 'delivery',
  address: { country: string; postcode: string },
  areaName: string | null = null,
): string {
  const where = `the ${side} address ${address.country.trim().toUpperCase()} ${address.postcode.trim()}`;
  return areaName === null ? `No area holds ${where}` : `No zone holds ${where} (area ${areaName} is in no zone)`;
}

/**
 * The line after `Priced per km, but the lane has no distance` for an end without a point:
 * `The delivery address LV 9999 has no point: no postcode point, and its area Riga has no centroid`.
 */
export function noPointError(
  side: 'collection' | 'delivery',
  address: { country: string; postcode: string },
  areaName: string | null,
): string {
  const where = `${address.country.trim().toUpperCase()} ${address.postcode.trim()}`;
  return areaName === null
    ? translate('en', `calculator.error.noPoint.noArea.${side}`, { address: where })
    : translate('en', `calculator.error.noPoint.noCentroid.${side}`, { address: where, area: areaName });
}

/** A pricelist as the line after `No pricelist for this service` names it. */
export interface PricelistValidity {
  name: string | null;
  /** Day numbers; null: open-ended. */
  validFrom: number | null;
  validTo: number | null;
}

/**
 * The line after `No pricelist for this service` when the service has pricelists for the asker but
 * none valid on the day, naming the nearest so the clerk knows which date to ask or which
 * pricelist to extend: `No pricelist of this service is valid on 03.01.2026; "Standard 2026" is
 * valid from 01.02.2026`, or, when the nearest has ended, `... the general pricelist was valid
 * until 31.12.2025`.
 */
export function noValidPricelistError(day: number, nearest: PricelistValidity): string {
  const name = nearest.name?.trim() ? `"${nearest.name.trim()}"` : 'the general pricelist';
  const upcoming = nearest.validFrom !== null && nearest.validFrom > day;
  const when = upcoming ? `is valid from ${displayDay(nearest.validFrom)}` : `was valid until ${displayDay(nearest.validTo)}`;
  return `No pricelist of this service is valid on ${displayDay(day)}; ${name} ${when}`;
}
