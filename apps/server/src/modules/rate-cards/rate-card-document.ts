/**
 * The rate card as a pdfmake document (A4 landscape): the title block (logo, carrier, pricelist,
 * partner, service, validity, currency, unit), the surcharges and conditions in words, then each
 * fare group as tables whose two header rows repeat on every page (a wide grid split into several
 * tables of as many break columns as fit, the lane columns repeated), and a footer on every page
 * with the carrier's terms and "Page N of M". Pure: the card and the logo in, the definition out.
 */
import type { Content, DocumentDefinition, TableCell } from './pdfmake-types';
import { displayDay, displayNumber, type RateCard } from '@freight/domain';

/** A4 landscape, in points. */
const PAGE_WIDTH = 841.89;
const SIDE_MARGIN = 28;
const TOP_MARGIN = 28;
const BODY_WIDTH = PAGE_WIDTH - 2 * SIDE_MARGIN;
/** The grid's font size and the width of a character of its digits (Roboto's digits are ~0.56 em). */
const GRID_FONT = 7;
const DIGIT_WIDTH = GRID_FONT * 0.56;
/** Left and right padding of a grid cell, points (the table layout's). */
const CELL_PADDING = 3;
/** What a column takes beyond its content width: its padding on both sides and a vertical line. */
const COLUMN_EXTRA = 2 * CELL_PADDING + 0.3;
/** The lane columns: from, to, transit days, minimum, maximum. */
const ZONE_WIDTH = 92;
const TRANSIT_WIDTH = 34;
/** A break's heading up to this many characters stays on one line ("500–2 500 kg"). */
const HEADING_CHARS = 13;
/** The footer's terms: their font size and about how many characters a line holds. */
const TERMS_FONT = 6.5;
const TERMS_LINE_CHARS = 200;
/** The footer's terms have at most this many lines (2000 characters wrap to about ten). */
const TERMS_LINES = 12;

/** A pricelist's name as people read it: blank is General. */
export const rateCardTitle = (name: string) => (name.trim() ? name : 'General');

/** A price as the card prints it: two decimals, decimal comma, thousands with a non-breaking space. */
export const priceText = (value: number | null) => (value === null ? '' : displayNumber(value, 2, 2));

/** The content width of a column whose texts are at most `chars` digits long (pdfmake adds the padding). */
const textWidth = (chars: number) => Math.ceil(chars * DIGIT_WIDTH) + 2;

/** The footer's height: the terms' lines and the page number's. */
function footerHeight(terms: string): number {
  const lines = terms ? terms.split('\n').reduce((n, line) => n + Math.max(1, Math.ceil(line.length / TERMS_LINE_CHARS)), 0) : 0;
  return 22 + lines * (TERMS_FONT + 1.8);
}

/** The terms as the footer prints them: at most TERMS_LINES lines (blank lines dropped). */
export function footerTerms(terms: string): string {
  return terms
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .slice(0, TERMS_LINES)
    .join('\n');
}

/**
 * The tables of one fare group: the break columns split into chunks of as many as fit beside the
 * lane columns; each chunk one table with the lane columns first and two header rows (the break,
 * and what its price is per).
 */
function groupTables(card: RateCard, group: RateCard['groups'][number], g: number): Content[] {
  const prices = group.rows.map((row) => row.prices.map(priceText));
  const mins = group.rows.map((row) => priceText(row.min));
  const maxs = group.rows.map((row) => priceText(row.max));
  const hasMin = mins.some(Boolean);
  const hasMax = maxs.some(Boolean);
  const longest = (texts: string[]) => texts.reduce((m, t) => Math.max(m, t.length), 0);
  // At least as wide as their bold headings ("Maximum": about 9 digits wide).
  const minWidth = textWidth(Math.max(longest(mins), 9));
  const maxWidth = textWidth(Math.max(longest(maxs), 9));
  const fixedColumns = 3 + (hasMin ? 1 : 0) + (hasMax ? 1 : 0);
  const fixedWidth = 2 * ZONE_WIDTH + TRANSIT_WIDTH + (hasMin ? minWidth : 0) + (hasMax ? maxWidth : 0) + fixedColumns * COLUMN_EXTRA;
  // Every price column as wide as the widest price or heading word of the group.
  // A heading of up to HEADING_CHARS characters fits on one line; a longer one wraps.
  const headingChars = Math.min(HEADING_CHARS, Math.max(0, ...group.columns.map((c) => c.length)));
  const priceWidth = textWidth(Math.max(6, longest(prices.flat()), Math.ceil(headingChars * 0.95)));
  // The last vertical line and a point to spare.
  const perTable = Math.max(1, Math.floor((BODY_WIDTH - fixedWidth - 1.3) / (priceWidth + COLUMN_EXTRA)));
  const chunks = Math.max(1, Math.ceil(group.columns.length / perTable));
  const title = card.groups.length > 1 ? `Fare group ${g + 1}` : 'Prices';
  const out: Content[] = [];
  for (let c = 0; c < chunks; c++) {
    const first = c * perTable;
    const last = Math.min(group.columns.length, first + perTable);
    const columns = group.columns.slice(first, last);
    const header: TableCell[] = [
      { text: 'From', style: 'head', rowSpan: 2 },
      { text: 'To', style: 'head', rowSpan: 2 },
      { text: 'Transit days', style: 'head', rowSpan: 2, alignment: 'right' },
      ...(hasMin ? [{ text: 'Minimum', style: 'head', rowSpan: 2, alignment: 'right' } as TableCell] : []),
      ...(hasMax ? [{ text: 'Maximum', style: 'head', rowSpan: 2, alignment: 'right' } as TableCell] : []),
      ...columns.map((text): TableCell => ({ text, style: 'head', alignment: 'right' })),
    ];
    const units: TableCell[] = [
      '',
      '',
      '',
      ...(hasMin ? [''] : []),
      ...(hasMax ? [''] : []),
      ...group.column_units.slice(first, last).map((text): TableCell => ({ text, style: 'unit', alignment: 'right' })),
    ];
    const body: TableCell[][] = [header, units];
    group.rows.forEach((row, r) => {
      body.push([
        row.from,
        row.to,
        { text: row.transit_days === null ? '' : String(row.transit_days), alignment: 'right' },
        ...(hasMin ? [{ text: mins[r]!, alignment: 'right' } as TableCell] : []),
        ...(hasMax ? [{ text: maxs[r]!, alignment: 'right' } as TableCell] : []),
        ...prices[r]!.slice(first, last).map((text): TableCell => ({ text, alignment: 'right' })),
      ]);
    });
    const part = chunks > 1 ? ` (columns ${first + 1}–${last} of ${group.columns.length})` : '';
    out.push({ text: `${title}${part}`, style: 'groupTitle' });
    out.push({
      table: {
        headerRows: 2,
        dontBreakRows: true,
        widths: [
          ZONE_WIDTH,
          ZONE_WIDTH,
          TRANSIT_WIDTH,
          ...(hasMin ? [minWidth] : []),
          ...(hasMax ? [maxWidth] : []),
          ...columns.map(() => priceWidth),
        ],
        body,
      },
      layout: {
        fillColor: (rowIndex: number) => (rowIndex < 2 ? '#e8edf3' : rowIndex % 2 === 1 ? '#f7f9fb' : null),
        hLineWidth: (i: number) => (i === 2 ? 0.8 : 0.3),
        vLineWidth: () => 0.3,
        hLineColor: () => '#9aa5b1',
        vLineColor: () => '#c5ccd3',
        paddingLeft: () => CELL_PADDING,
        paddingRight: () => CELL_PADDING,
        paddingTop: () => 1.5,
        paddingBottom: () => 1.5,
      },
      style: 'grid',
    });
  }
  return out;
}

/** The title block: the logo (when there is one) beside the carrier's name and the pricelist's facts. */
function titleBlock(card: RateCard, hasLogo: boolean): Content {
  const facts: [string, string][] = [
    ['Pricelist', rateCardTitle(card.pricelist.name)],
    ['Partner', card.partner ?? 'General'],
    ['Service', card.service.code ? `${card.service.name} (${card.service.code})` : card.service.name],
    ['Valid', `${displayDay(card.pricelist.valid_from)} – ${displayDay(card.pricelist.valid_to)}`],
    ['Currency', card.pricelist.currency],
    ['Unit', card.unit.label],
  ];
  const text: Content = {
    stack: [
      { text: card.carrier.name, style: 'carrier' },
      { text: `Rate card: ${rateCardTitle(card.pricelist.name)}`, style: 'subtitle' },
      {
        table: {
          widths: [60, '*'],
          body: facts.map(([k, v]) => [
            { text: k, style: 'factKey' },
            { text: v, style: 'factValue' },
          ]),
        },
        layout: 'noBorders',
      },
    ],
  };
  if (!hasLogo) return text;
  return {
    columns: [
      { image: 'logo', fit: [150, 70], width: 160 },
      { ...text, width: '*' },
    ],
    columnGap: 14,
  };
}

/** A list of sentences under a heading; nothing when there are none. */
function sentences(heading: string, items: readonly string[]): Content[] {
  if (!items.length) return [];
  return [
    { text: heading, style: 'sectionTitle' },
    { ul: items.map((t) => ({ text: t })), style: 'words' },
  ];
}

/** The document of a rate card; `logo` a data URL of the carrier's PNG or JPEG, or null. */
export function rateCardDocument(card: RateCard, logo: string | null): DocumentDefinition {
  const terms = footerTerms(card.terms);
  const bottom = footerHeight(terms) + 8;
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [SIDE_MARGIN, TOP_MARGIN, SIDE_MARGIN, bottom],
    info: {
      title: `${card.carrier.name}: ${rateCardTitle(card.pricelist.name)}`,
      author: card.carrier.name,
      subject: 'Rate card',
    },
    ...(logo ? { images: { logo } } : {}),
    content: [
      titleBlock(card, logo !== null),
      ...sentences('Surcharges', card.surcharges),
      ...sentences('Conditions', card.conditions),
      ...card.groups.flatMap((group, g) => groupTables(card, group, g)),
    ],
    footer: (currentPage: number, pageCount: number): Content => ({
      margin: [SIDE_MARGIN, 6, SIDE_MARGIN, 0],
      columns: [
        { text: terms, style: 'terms', width: '*' },
        { text: `Page ${currentPage} of ${pageCount}`, style: 'pageNumber', width: 80, alignment: 'right' },
      ],
      columnGap: 12,
    }),
    defaultStyle: { font: 'Roboto', fontSize: 9, color: '#1f2933' },
    styles: {
      carrier: { fontSize: 18, bold: true, margin: [0, 0, 0, 2] },
      subtitle: { fontSize: 11, color: '#52606d', margin: [0, 0, 0, 6] },
      factKey: { fontSize: 9, color: '#52606d' },
      factValue: { fontSize: 9, bold: true },
      sectionTitle: { fontSize: 11, bold: true, margin: [0, 12, 0, 3] },
      words: { fontSize: 9 },
      groupTitle: { fontSize: 11, bold: true, margin: [0, 12, 0, 4] },
      grid: { fontSize: GRID_FONT },
      head: { bold: true, fontSize: GRID_FONT },
      unit: { fontSize: GRID_FONT - 1, color: '#52606d' },
      terms: { fontSize: TERMS_FONT, color: '#52606d' },
      pageNumber: { fontSize: 8, color: '#52606d' },
    },
  };
}
