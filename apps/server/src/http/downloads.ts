import type { FastifyReply } from 'fastify';
import { IMAGE_HEADERS } from './security-headers';

/** The content type of an .xlsx workbook. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A file name every system saves as it is: no path separators, no characters Windows refuses
 * (<>:"/\|?*), no control characters, no leading or trailing dots and spaces; letters of any
 * language kept ("Tõstuk-GRP.xlsx").
 */
export function safeFileName(name: string): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex -- control characters are what is removed here
    .replace(/[<>:"/\\|?*\u0000-\u001f\u007f]+/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  return cleaned || 'download';
}

/**
 * A `content-disposition` that downloads under `filename`. A name beyond plain ASCII (a pricelist
 * called "Tõstuk") also gets the RFC 5987 UTF-8 form, with an ASCII fallback for old clients
 * (accents dropped: "Tostuk", anything else an underscore).
 */
export function attachment(filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.\- ]/g, '_');
  if (ascii === filename) return `attachment; filename="${filename}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(filename)}`;
}

/** Percent-encoding as RFC 5987 wants it (encodeURIComponent leaves ' ( ) * ! as they are). */
const rfc5987 = (text: string) => encodeURIComponent(text).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Sends an uploaded image (the carrier's logo) shown inline as `<name>.png` or `.jpg`: never sniffed
 * as another type, and inert if opened as a page of its own (a sandbox that allows nothing).
 */
export function sendImage(
  reply: FastifyReply,
  image: { content: Buffer; content_type: string },
  options: { name: string; cacheControl: string },
) {
  const extension = image.content_type === 'image/jpeg' ? 'jpg' : 'png';
  return reply
    .headers(IMAGE_HEADERS)
    .header('content-type', image.content_type)
    .header('content-disposition', `inline; filename="${options.name}.${extension}"`)
    .header('cache-control', options.cacheControl)
    .send(image.content);
}
