/**
 * The rate card's PDF rendered in a worker thread (pdfmake lays out and compresses every cell: a
 * 500 x 40 grid takes seconds): the card and the logo in, the PDF's bytes out.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Language, RateCard } from '@freight/domain';
import { lazyModule } from '../../lib/lazy-module';
import { rateCardDocument } from './rate-card-document';
import type { PdfMake } from './pdfmake-types';

export interface RateCardPdfTask {
  kind: 'rate-card-pdf';
  card: RateCard;
  /** The language of its headings (the card's words are in it already). */
  language: Language;
  /** The carrier's logo; null: none. */
  logo: { content: Uint8Array; content_type: string } | null;
}

const require = createRequire(import.meta.url);

const loadPdfmake = lazyModule<PdfMake>('pdfmake');
let pdfmake: PdfMake | null = null;

/**
 * pdfmake with Roboto (it ships the TTFs: Latin with õ, š, ž, ä, the en dash and the euro sign),
 * embedded in every PDF; no URL and no file but the fonts may be read.
 */
function printer(): PdfMake {
  if (pdfmake) return pdfmake;
  const made = loadPdfmake();
  const fonts = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  const files = {
    normal: join(fonts, 'Roboto-Regular.ttf'),
    bold: join(fonts, 'Roboto-Medium.ttf'),
    italics: join(fonts, 'Roboto-Italic.ttf'),
    bolditalics: join(fonts, 'Roboto-MediumItalic.ttf'),
  };
  // Read once, here: a missing font fails the first PDF plainly.
  for (const file of Object.values(files)) readFileSync(file);
  made.setFonts({ Roboto: files });
  const allowed = new Set(Object.values(files));
  made.setUrlAccessPolicy(() => false);
  made.setLocalAccessPolicy((path) => allowed.has(path));
  pdfmake = made;
  return made;
}

/** Renders the card; a logo pdfkit cannot read (a damaged file with a PNG's first bytes) is left out. */
export async function runRateCardPdf(task: RateCardPdfTask): Promise<Uint8Array> {
  const make = printer();
  const logo = task.logo ? `data:${task.logo.content_type};base64,${Buffer.from(task.logo.content).toString('base64')}` : null;
  try {
    return await make.createPdf(rateCardDocument(task.card, logo, task.language)).getBuffer();
  } catch (error) {
    if (!logo) throw error;
    return make.createPdf(rateCardDocument(task.card, null, task.language)).getBuffer();
  }
}
