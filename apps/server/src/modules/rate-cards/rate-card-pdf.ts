/**
 * The seam the change notifications' e-mails use to attach a pricelist's PDF rate card. Issue 28's
 * rate card work replaces this body with the real rendering (pdfmake); the signature stays.
 */
import type { ExportUnit } from '@freight/domain';
import type { AppDeps } from '../../deps';

export type RateCardPdfDeps = Pick<AppDeps, 'db' | 'pricing' | 'heavy'>;

/** The PDF rate card of a pricelist of the carrier (404 when it is not theirs), and its file name. */
export async function rateCardPdf(
  _deps: RateCardPdfDeps,
  _carrierId: number,
  _pricelistId: number,
  _unit: ExportUnit,
): Promise<{ pdf: Buffer; filename: string }> {
  throw new Error('The PDF rate card is not built yet');
}
