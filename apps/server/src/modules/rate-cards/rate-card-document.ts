/**
 * The rate card as a pdfmake document (A4 landscape): the title block (logo, carrier and its
 * contact, pricelist, partner, service, validity, currency, unit, issue day, document number), what
 * the prices include, the chargeable-weight rules, the surcharges in words and each grid
 * surcharge's own grid, the conditions, then each fare group as tables whose two header rows
 * repeat on every page (a wide grid split into several tables of as many break columns as fit,
 * the lane columns repeated), the zone key (each zone's postcodes), and the terms on a page of
 * their own. A footer on every page names the pricelist and its document number with "Page N of
 * M". Its headings in the card's language (the catalogs' rateCard area; the card's sentences are
 * in it already), numbers and dates in the Finnish format in every language. Pure: the card, the
 * logo and the language in, the definition out.
 */
import type { Content, DocumentDefinition, TableCell } from './pdfmake-types';
import { displayDay, displayNumber, translator, type Language, type RateCard, type Translate, zoneKeyNote } from '@freight/domain';

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
/** The lane columns: from, to, transit (days and departure days: "3 days, Mon, Wed, Fri"), minimum, maximum. */
const ZONE_WIDTH = 92;
const TRANSIT_WIDTH = 74;
/** A break's heading up to this many characters stays on one line ("500–2 500 kg"). */
const HEADING_CHARS = 13;
/** The terms' page: a size a person reads. */
const TERMS_FONT = 10;
/** The footer's height, points. */
const FOOTER_HEIGHT = 24;

/** A pricelist's name as people read it: blank is General ("Yleinen"). */
export const rateCardTitle = (name: string, t: Translate = translator('en')) => (name.trim() ? name : t('common.general'));

/** A price as the card prints it: two decimals, decimal comma, thousands with a non-breaking space. */
export const priceText = (value: number | null) => (value === null ? '' : displayNumber(value, 2, 2));

/** The content width of a column whose texts are at most `chars` digits long (pdfmake adds the padding). */
const textWidth = (chars: number) => Math.ceil(chars * DIGIT_WIDTH) + 2;

/**
 * The tables of one fare group: the break columns split into chunks of as many as fit beside the
 * lane columns; each chunk one table with the lane columns first and two header rows (the break,
 * and what its price is per).
 */
function groupTables(t: Translate, group: RateCard['groups'][number], title: string, withTransit: boolean): Content[] {
  const measured = measureGroup(group, withTransit);
  const { perTable } = measured;
  const chunks = Math.max(1, Math.ceil(group.columns.length / perTable));
  const out: Content[] = [];
  for (let c = 0; c < chunks; c++) {
    const first = c * perTable;
    const last = Math.min(group.columns.length, first + perTable);
    const text = chunks > 1 ? t('rateCard.columnsOf', { title, first: first + 1, last, count: group.columns.length }) : title;
    out.push({ text, style: 'groupTitle', headlineLevel: 1 });
    out.push(gridTable(t, group, measured, first, last));
  }
  return out;
}

/** A fare group's cells as text, which lane columns it has, and how wide its columns are. */
interface MeasuredGroup {
  prices: string[][];
  mins: string[];
  maxs: string[];
  hasTransit: boolean;
  hasMin: boolean;
  hasMax: boolean;
  minWidth: number;
  maxWidth: number;
  priceWidth: number;
  /** Break columns that fit in one table beside the lane columns. */
  perTable: number;
}

/** Measures a fare group once for all its tables. */
function measureGroup(group: RateCard['groups'][number], withTransit: boolean): MeasuredGroup {
  const prices = group.rows.map((row) => row.prices.map(priceText));
  const mins = group.rows.map((row) => priceText(row.min));
  const maxs = group.rows.map((row) => priceText(row.max));
  const hasMin = mins.some(Boolean);
  const hasMax = maxs.some(Boolean);
  // A grid surcharge's grid has no transits: no column for them.
  const hasTransit = withTransit;
  const longest = (texts: string[]) => texts.reduce((m, t) => Math.max(m, t.length), 0);
  // At least as wide as their bold headings ("Maximum": about 9 digits wide).
  const minWidth = textWidth(Math.max(longest(mins), 9));
  const maxWidth = textWidth(Math.max(longest(maxs), 9));
  const fixedColumns = 2 + (hasTransit ? 1 : 0) + (hasMin ? 1 : 0) + (hasMax ? 1 : 0);
  const fixedWidth =
    2 * ZONE_WIDTH + (hasTransit ? TRANSIT_WIDTH : 0) + (hasMin ? minWidth : 0) + (hasMax ? maxWidth : 0) + fixedColumns * COLUMN_EXTRA;
  // Every price column as wide as the widest price or heading word of the group.
  // A heading of up to HEADING_CHARS characters fits on one line; a longer one wraps.
  const headingChars = Math.min(HEADING_CHARS, Math.max(0, ...group.columns.map((c) => c.length)));
  const priceWidth = textWidth(Math.max(6, longest(prices.flat()), Math.ceil(headingChars * 0.95)));
  // The last vertical line and a point to spare.
  const perTable = Math.max(1, Math.floor((BODY_WIDTH - fixedWidth - 1.3) / (priceWidth + COLUMN_EXTRA)));
  return { prices, mins, maxs, hasTransit, hasMin, hasMax, minWidth, maxWidth, priceWidth, perTable };
}

/** One table of a fare group: the lane columns, then break columns `first` to `last` (exclusive), under two header rows. */
function gridTable(t: Translate, group: RateCard['groups'][number], measured: MeasuredGroup, first: number, last: number): Content {
  const { prices, mins, maxs, hasTransit, hasMin, hasMax } = measured;
  const columns = group.columns.slice(first, last);
  const header: TableCell[] = [
    { text: t('rateCard.from'), style: 'head', rowSpan: 2 },
    { text: t('rateCard.to'), style: 'head', rowSpan: 2 },
    ...(hasTransit ? [{ text: t('rateCard.transit'), style: 'head', rowSpan: 2 } as TableCell] : []),
    ...(hasMin ? [{ text: t('rateCard.minimum'), style: 'head', rowSpan: 2, alignment: 'right' } as TableCell] : []),
    ...(hasMax ? [{ text: t('rateCard.maximum'), style: 'head', rowSpan: 2, alignment: 'right' } as TableCell] : []),
    ...columns.map((text): TableCell => ({ text, style: 'head', alignment: 'right' })),
  ];
  const units: TableCell[] = [
    '',
    '',
    ...(hasTransit ? [''] : []),
    ...(hasMin ? [''] : []),
    ...(hasMax ? [''] : []),
    ...group.column_units.slice(first, last).map((text): TableCell => ({ text, style: 'unit', alignment: 'right' })),
  ];
  const body: TableCell[][] = [header, units];
  group.rows.forEach((row, r) => {
    body.push([
      row.from,
      row.to,
      ...(hasTransit ? [row.transit ?? ''] : []),
      ...(hasMin ? [{ text: mins[r]!, alignment: 'right' } as TableCell] : []),
      ...(hasMax ? [{ text: maxs[r]!, alignment: 'right' } as TableCell] : []),
      ...prices[r]!.slice(first, last).map((text): TableCell => ({ text, alignment: 'right' })),
    ]);
  });
  return {
    table: {
      headerRows: 2,
      // The heading rows never end a page alone: the first row of prices goes with them.
      keepWithHeaderRows: 1,
      dontBreakRows: true,
      widths: [
        ZONE_WIDTH,
        ZONE_WIDTH,
        ...(hasTransit ? [TRANSIT_WIDTH] : []),
        ...(hasMin ? [measured.minWidth] : []),
        ...(hasMax ? [measured.maxWidth] : []),
        ...columns.map(() => measured.priceWidth),
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
  };
}

/** The title block: the logo (when there is one) beside the carrier's name and the pricelist's facts. */
function titleBlock(t: Translate, card: RateCard, hasLogo: boolean): Content {
  const facts: [string, string][] = [
    [t('rateCard.fact.pricelist'), rateCardTitle(card.pricelist.name, t)],
    [t('common.partner'), card.partner ?? t('common.general')],
    [t('common.service'), card.service.code ? `${card.service.name} (${card.service.code})` : card.service.name],
    [t('rateCard.fact.valid'), `${displayDay(card.pricelist.valid_from)} – ${displayDay(card.pricelist.valid_to)}`],
    [t('common.currency'), card.pricelist.currency],
    [t('common.unit'), card.unit.label],
    [t('rateCard.fact.issued'), displayDay(card.document.issued)],
    [t('rateCard.fact.number'), card.document.number],
  ];
  const contact = [
    card.carrier.address,
    [card.carrier.email, card.carrier.phone].filter(Boolean).join('   '),
    card.carrier.vat_id ? t('rateCard.vatId', { id: card.carrier.vat_id }) : '',
  ].filter(Boolean);
  const text: Content = {
    stack: [
      { text: card.carrier.name, style: 'carrier' },
      ...contact.map((line): Content => ({ text: line, style: 'contact' })),
      { text: t('rateCard.title', { name: rateCardTitle(card.pricelist.name, t) }), style: 'subtitle' },
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
    { text: heading, style: 'sectionTitle', headlineLevel: 1 },
    { ul: items.map((t) => ({ text: t })), style: 'words' },
  ];
}

/** The zone key: each zone with its postcode ranges per country. */
function zoneKey(t: Translate, language: Language, card: RateCard): Content[] {
  if (!card.zone_key.length) return [];
  return [
    { text: t('rateCard.zoneKey'), style: 'sectionTitle', headlineLevel: 1 },
    { text: zoneKeyNote(language), style: 'words' },
    {
      table: {
        headerRows: 1,
        keepWithHeaderRows: 1,
        dontBreakRows: true,
        widths: [ZONE_WIDTH + 40, '*'],
        body: [
          [
            { text: t('rateCard.zone'), style: 'head' },
            { text: t('rateCard.postcodes'), style: 'head' },
          ],
          ...card.zone_key.map((z): TableCell[] => [z.zone, z.postcodes || t('rateCard.noPostcodeAreas')]),
        ],
      },
      layout: {
        fillColor: (rowIndex: number) => (rowIndex === 0 ? '#e8edf3' : null),
        hLineWidth: () => 0.3,
        vLineWidth: () => 0.3,
        hLineColor: () => '#9aa5b1',
        vLineColor: () => '#c5ccd3',
      },
      style: 'words',
    },
  ];
}

/** Each grid surcharge's own grid, titled with its name and unit, and its weight rules when it counts weight. */
function surchargeGrids(t: Translate, card: RateCard): Content[] {
  return card.surcharge_grids.flatMap((grid) => [
    ...grid.groups.flatMap((group, g) =>
      groupTables(
        t,
        group,
        t('rateCard.gridTitle', {
          name: `${grid.name}${grid.groups.length > 1 ? ` ${g + 1}` : ''}`,
          currency: card.pricelist.currency,
          unit: grid.unit,
        }),
        false,
      ),
    ),
    ...(grid.weight_rules.length ? [{ ul: grid.weight_rules.map((t) => ({ text: t })), style: 'words' } as Content] : []),
  ]);
}

/** The document of a rate card in `language`; `logo` a data URL of the carrier's PNG or JPEG, or null. */
export function rateCardDocument(card: RateCard, logo: string | null, language: Language = 'en'): DocumentDefinition {
  const t = translator(language);
  const name = rateCardTitle(card.pricelist.name, t);
  const footerText = t('rateCard.footer', {
    carrier: card.carrier.name,
    name,
    number: card.document.number,
    day: displayDay(card.document.issued),
  });
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [SIDE_MARGIN, TOP_MARGIN, SIDE_MARGIN, FOOTER_HEIGHT + 8],
    info: {
      title: `${card.carrier.name}: ${name}`,
      author: card.carrier.name,
      subject: t('rateCard.subject'),
    },
    ...(logo ? { images: { logo } } : {}),
    content: [
      titleBlock(t, card, logo !== null),
      ...sentences(t('rateCard.include'), [card.prices_include]),
      ...sentences(t('rateCard.chargeableWeight'), card.weight_rules),
      ...sentences(t('rateCard.surcharges'), card.surcharges),
      ...surchargeGrids(t, card),
      ...sentences(t('rateCard.conditions'), card.conditions),
      ...card.groups.flatMap((group, g) =>
        groupTables(t, group, card.groups.length > 1 ? t('rateCard.fareGroup', { number: g + 1 }) : t('rateCard.prices'), true),
      ),
      ...zoneKey(t, language, card),
      ...(card.terms.trim()
        ? [
            { text: t('rateCard.terms'), style: 'sectionTitle', pageBreak: 'before' } as Content,
            { text: card.terms.trim(), style: 'terms' },
          ]
        : []),
    ],
    // A heading in a page's last fifth starts the next page: its table or list would be cut from it (or
    // moved on alone, leaving the heading last on the page).
    pageBreakBefore: (node) => node.headlineLevel === 1 && (node.startPosition?.verticalRatio ?? 0) > 0.8,
    // Every page names the card, so a page read alone says which pricelist it is from.
    footer: (currentPage: number, pageCount: number): Content => ({
      margin: [SIDE_MARGIN, 8, SIDE_MARGIN, 0],
      columns: [
        { text: footerText, style: 'footer', width: '*' },
        { text: t('rateCard.page', { page: currentPage, count: pageCount }), style: 'pageNumber', width: 80, alignment: 'right' },
      ],
      columnGap: 12,
    }),
    defaultStyle: { font: 'Roboto', fontSize: 9, color: '#1f2933' },
    styles: {
      carrier: { fontSize: 18, bold: true, margin: [0, 0, 0, 2] },
      contact: { fontSize: 9, color: '#52606d' },
      subtitle: { fontSize: 11, color: '#52606d', margin: [0, 0, 0, 6] },
      factKey: { fontSize: 9, color: '#52606d' },
      factValue: { fontSize: 9, bold: true },
      sectionTitle: { fontSize: 11, bold: true, margin: [0, 12, 0, 3] },
      words: { fontSize: 9 },
      groupTitle: { fontSize: 11, bold: true, margin: [0, 12, 0, 4] },
      grid: { fontSize: GRID_FONT },
      head: { bold: true, fontSize: GRID_FONT },
      unit: { fontSize: GRID_FONT - 1, color: '#52606d' },
      terms: { fontSize: TERMS_FONT, lineHeight: 1.3 },
      footer: { fontSize: 8, color: '#52606d' },
      pageNumber: { fontSize: 8, color: '#52606d' },
    },
  };
}
