/** The content type of an .xlsx workbook. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A `content-disposition` that downloads under `filename`. A name beyond plain ASCII (a pricelist
 * called "Tõstuk") also gets the RFC 5987 UTF-8 form, with an ASCII fallback for old clients.
 */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\w.\- ]/g, '_');
  if (ascii === filename) return `attachment; filename="${filename}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
