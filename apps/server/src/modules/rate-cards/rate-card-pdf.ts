/**
 * The PDF rate card of a pricelist: the card built once (`rateCard`), rendered by
 * pdfmake in a worker thread of the heavy-work pool (rate-card-pdf.task.ts), bounded in time. The
 * staff's and the portal's downloads and the change notifications' e-mails use it.
 */
import {
  PRICELIST_UNITS,
  pricelistUnitLabel,
  shipmentTypeName,
  translate,
  type ExportUnit,
  type Language,
  type RateCard,
} from '@freight/domain';
import type { Seams } from '../../seams';
import type { PricingSeam } from '../pricing';
import { exportFileName, exportSubject } from '../pricelist-files';
import type { Requester } from '../../http/context';
import { recordExport } from '../security-events';
import { findCarrierLogo } from '../carrier-settings';
import { findCarrier } from '../carriers';
import { AppError } from '../../errors';
import { rateCardIn, type CardLanguage } from './rate-card.service';
import type { HeavySeam } from '../../workers/heavy-work';

export type RateCardPdfDeps = Pick<Seams, 'db'> & HeavySeam & PricingSeam;

/** A PDF taking longer than this is given up (the largest grids a save takes render in seconds). */
export const RATE_CARD_PDF_TIMEOUT_MS = 120_000;

/** Renders a built card with the carrier's logo, in a worker thread; its headings in `language` (the card's words are already). */
export async function renderRateCardPdf(
  deps: RateCardPdfDeps,
  carrierId: number,
  card: RateCard,
  language: Language = 'en',
): Promise<Buffer> {
  const logo = await findCarrierLogo(deps.db, carrierId);
  const bytes = await deps.heavy.run(
    { kind: 'rate-card-pdf', card, language, logo: logo ? { content: logo.content, content_type: logo.content_type } : null },
    { signal: AbortSignal.timeout(RATE_CARD_PDF_TIMEOUT_MS) },
  );
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The download's name, like the workbook's: `{pricelist}-{service}-{unit}-{date}.pdf`. */
export async function rateCardFileName(deps: Pick<Seams, 'db'>, carrierId: number, card: RateCard): Promise<string> {
  const carrier = await findCarrier(deps.db, carrierId);
  if (!carrier) throw AppError.notFound();
  return exportFileName(card.pricelist.name, card.service.code, card.unit.code, carrier.timezone, 'pdf');
}

/**
 * The PDF rate card of a pricelist of the carrier (404 when it is not theirs), and its file name,
 * in `language` (a notification's: its partner's).
 */
export async function rateCardPdf(
  deps: RateCardPdfDeps,
  carrierId: number,
  pricelistId: number,
  unit: ExportUnit,
  language: CardLanguage = 'en',
): Promise<{ pdf: Buffer; filename: string }> {
  const { card, language: cardLanguage } = await rateCardIn(deps, carrierId, pricelistId, unit, language);
  return pdfOfCard(deps, carrierId, card, cardLanguage);
}

/** A built card's PDF and file name; `language` the card's. */
export async function pdfOfCard(
  deps: RateCardPdfDeps,
  carrierId: number,
  card: RateCard,
  language: Language = 'en',
): Promise<{ pdf: Buffer; filename: string }> {
  const [pdf, filename] = await Promise.all([renderRateCardPdf(deps, carrierId, card, language), rateCardFileName(deps, carrierId, card)]);
  return { pdf, filename };
}

/** A rate card's PDF downloaded by a person (staff, or a partner user in the portal): recorded in the security log. */
export async function downloadRateCardPdf(
  deps: RateCardPdfDeps,
  requester: Requester,
  card: { carrierId: number; card: RateCard; language: Language },
): Promise<{ pdf: Buffer; filename: string }> {
  const answer = await pdfOfCard(deps, card.carrierId, card.card, card.language);
  const subject = exportSubject({ name: card.card.pricelist.name, customer_name: card.card.partner }, card.card.service.code);
  await recordExport(deps, requester, {
    carrierId: card.carrierId,
    kind: 'pricelist_exported',
    subject,
    detail: `PDF rate card, ${englishUnitLabel(card.card, card.language)}`,
  });
  return answer;
}

/** The card's unit in English, for the security log (which stays English whatever the card's language). */
function englishUnitLabel(card: RateCard, language: Language): string {
  if (language === 'en') return card.unit.label;
  if (card.unit.code !== 'as_is') return translate('en', 'rateCard.unit.pallets', { type: shipmentTypeName(card.unit.code, 2) });
  const unit = PRICELIST_UNITS.find((u) => pricelistUnitLabel(u, language) === card.unit.label);
  return unit ? pricelistUnitLabel(unit) : card.unit.label;
}
