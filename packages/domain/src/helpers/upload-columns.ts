/**
 * The columns of a budget (mass) or tender upload, defined once: the title the downloadable
 * template writes ("Weight (kg)"; in its reader's language, "Paino (kg)", from the catalogs'
 * workbook area), what its Notes sheet says of each, whether the reader needs it, and the titles a
 * header row may use instead, in English, Finnish and Estonian, compared without case, accents,
 * spaces or punctuation ("Paino", "KAAL", "Tüüp" = "tuup"). The template writer (server) and the
 * readers (bulk-paste.ts) both use this list, and the readers take the titles of every language the
 * templates and exports are written in, so a template's header is always read.
 */
import { SHIPMENT_TYPE_NAMES, SHIPMENT_TYPES, UNIT_CODES } from '../constants/units';
import { shipmentTypeName } from '../constants/unit-words';
import { LANGUAGES, type Language } from '../i18n/languages';
import type { MessageKey } from '../i18n/messages';
import { translate } from '../i18n/translate';

/** A column an upload may have. `collection`/`delivery` hold a whole address (`EE 10115`). */
export type UploadColumn =
  | 'reference'
  | 'collection'
  | 'collection_country'
  | 'collection_postcode'
  | 'delivery'
  | 'delivery_country'
  | 'delivery_postcode'
  | 'quantity'
  | 'type'
  | 'weight'
  | 'length'
  | 'width'
  | 'height'
  | 'ldm'
  | 'cbm';

/** One column as the template writes it and the readers recognise it. */
export interface UploadColumnDefinition {
  column: UploadColumn;
  /** The template's header, with its unit. */
  title: string;
  /** The Notes sheet's line on it. */
  meaning: string;
  /** The template's example value. */
  example: string | number;
  /** Other titles recognised (any case, accents and punctuation ignored), English, Finnish, Estonian. */
  names: readonly string[];
}

const COLUMNS: Record<UploadColumn, UploadColumnDefinition> = {
  reference: {
    column: 'reference',
    title: 'Reference',
    meaning: 'Your own reference (order or shipment number), repeated in the result. Optional, at most 200 characters.',
    example: 'ORDER-1001',
    names: [
      'Ref',
      'Reference number',
      'Your reference',
      'Order number',
      'Order no',
      'Viite',
      'Viitenumero',
      'Tilausnumero',
      'Lähetysnumero',
      'Viide',
      'Viitenumber',
      'Tellimus',
      'Tellimuse number',
      'Saadetis',
    ],
  },
  collection: {
    column: 'collection',
    title: 'Collection',
    meaning: 'Where the goods are collected, country code and postcode in one cell: EE 10115.',
    example: 'EE 10115',
    names: [
      'From',
      'Pickup',
      'Pick-up',
      'Origin',
      'Sender',
      'Loading',
      'Collection address',
      'Nouto',
      'Noutopaikka',
      'Lähtö',
      'Mistä',
      'Lähettäjä',
      'Lastaus',
      'Lähtekoht',
      'Kust',
      'Saatja',
      'Pealelaadimine',
      'Laadimine',
    ],
  },
  collection_country: {
    column: 'collection_country',
    title: 'Collection country',
    meaning: 'Where the goods are collected: the two-letter country code (EE, FI, LV, LT, SE ...). Required.',
    example: 'EE',
    names: ['Noutomaa', 'Lähtömaa', 'Lähteriik', 'Lähtekoha riik', 'Saatja riik'],
  },
  collection_postcode: {
    column: 'collection_postcode',
    title: 'Collection postcode',
    meaning:
      'The collection postcode as the country writes it (10115, 00100, LV-1001). Required. Keep the column as text so leading zeros stay (a number loses them; the reader pads them back and says so).',
    example: '10115',
    names: ['Noutopostinumero', 'Lähtöpostinumero', 'Lähtekoha sihtnumber', 'Saatja sihtnumber'],
  },
  delivery: {
    column: 'delivery',
    title: 'Delivery',
    meaning: 'Where the goods are delivered, country code and postcode in one cell: LV 1001.',
    example: 'LV 1001',
    names: [
      'To',
      'Destination',
      'Consignee',
      'Receiver',
      'Unloading',
      'Delivery address',
      'Toimitus',
      'Toimituspaikka',
      'Määränpää',
      'Kohde',
      'Mihin',
      'Vastaanottaja',
      'Purku',
      'Sihtkoht',
      'Kuhu',
      'Saaja',
      'Mahalaadimine',
      'Tarne',
    ],
  },
  delivery_country: {
    column: 'delivery_country',
    title: 'Delivery country',
    meaning: 'Where the goods are delivered: the two-letter country code. Required.',
    example: 'LV',
    names: ['Toimitusmaa', 'Kohdemaa', 'Määränpäämaa', 'Sihtriik', 'Sihtkoha riik', 'Saaja riik'],
  },
  delivery_postcode: {
    column: 'delivery_postcode',
    title: 'Delivery postcode',
    meaning: 'The delivery postcode. Required; keep the column as text, as for the collection postcode.',
    example: '1001',
    names: ['Toimituspostinumero', 'Kohdepostinumero', 'Sihtkoha sihtnumber', 'Saaja sihtnumber'],
  },
  quantity: {
    column: 'quantity',
    title: 'Quantity',
    meaning: 'How many pieces of the type (pallets, cartons ...): a whole number, at least 1. Required.',
    example: 2,
    names: [
      'Qty',
      'Pieces',
      'Pcs',
      'Count',
      'Number of units',
      'Määrä',
      'Lukumäärä',
      'Kpl',
      'Kappaleet',
      'Kollimäärä',
      'Kogus',
      'Tk',
      'Arv',
      'Tükke',
    ],
  },
  type: {
    column: 'type',
    title: 'Type',
    meaning: 'The shipment type, by its name or short code (see the list below). Empty: EUR pallet.',
    example: SHIPMENT_TYPE_NAMES.eur_pallet,
    names: [
      'Unit',
      'Unit type',
      'Package type',
      'Packaging',
      'Shipment type',
      'Tyyppi',
      'Pakkaus',
      'Pakkaustyyppi',
      'Yksikkö',
      'Kollityyppi',
      'Lavatyyppi',
      'Tüüp',
      'Pakend',
      'Pakendi tüüp',
      'Ühik',
    ],
  },
  weight: {
    column: 'weight',
    title: 'Weight (kg)',
    meaning:
      'The real weight of all the pieces of the row together, in kg. Required. "850", "850 kg", "1 250,5" and "1,2 t" (1200 kg) are read; "1,200" and "1.200" (1,2 or 1200?) are refused: write 1200 or 1,2.',
    example: 850,
    names: [
      'Weight',
      'Kg',
      'Gross weight',
      'Total weight',
      'Paino',
      'Bruttopaino',
      'Kokonaispaino',
      'Kilot',
      'Kaal',
      'Brutokaal',
      'Kogukaal',
    ],
  },
  length: {
    column: 'length',
    title: 'Length (cm)',
    meaning: "One piece, in cm. Optional: empty means the type's own footprint (EUR pallet 120 x 80).",
    example: 120,
    names: ['Length', 'Pituus', 'Pikkus'],
  },
  width: {
    column: 'width',
    title: 'Width (cm)',
    meaning: 'One piece, in cm. Optional, as Length.',
    example: 80,
    names: ['Width', 'Leveys', 'Laius'],
  },
  height: {
    column: 'height',
    title: 'Height (cm)',
    meaning: 'One piece, in cm. Optional.',
    example: 150,
    names: ['Height', 'Korkeus', 'Kõrgus'],
  },
  ldm: {
    column: 'ldm',
    title: 'LDM',
    meaning: 'Loading metres of the whole row. Optional: empty means computed from the footprint.',
    example: '',
    names: ['Loading metres', 'Loading meters', 'Lavametrit', 'Lavametri', 'Lvm', 'Kuormametrit', 'Laadimismeetrid', 'Laadimismeeter'],
  },
  cbm: {
    column: 'cbm',
    title: 'CBM (m³)',
    meaning: 'Cubic metres of the whole row. Optional: empty means computed from the dimensions.',
    example: '',
    names: ['CBM', 'm3', 'm³', 'Volume', 'Cubic metres', 'Tilavuus', 'Kuutiot', 'Kuutiometrit', 'Maht', 'Ruumala', 'Kuupmeetrid'],
  },
};

/** The catalog's keys of each column's title and Notes line (i18n/messages/workbooks.ts). */
const COLUMN_KEYS: Record<UploadColumn, { title: MessageKey; meaning: MessageKey }> = {
  reference: { title: 'workbook.column.reference', meaning: 'workbook.meaning.reference' },
  collection: { title: 'workbook.column.collection', meaning: 'workbook.meaning.collection' },
  collection_country: { title: 'workbook.column.collectionCountry', meaning: 'workbook.meaning.collectionCountry' },
  collection_postcode: { title: 'workbook.column.collectionPostcode', meaning: 'workbook.meaning.collectionPostcode' },
  delivery: { title: 'workbook.column.delivery', meaning: 'workbook.meaning.delivery' },
  delivery_country: { title: 'workbook.column.deliveryCountry', meaning: 'workbook.meaning.deliveryCountry' },
  delivery_postcode: { title: 'workbook.column.deliveryPostcode', meaning: 'workbook.meaning.deliveryPostcode' },
  quantity: { title: 'workbook.column.quantity', meaning: 'workbook.meaning.quantity' },
  type: { title: 'workbook.column.type', meaning: 'workbook.meaning.type' },
  weight: { title: 'workbook.column.weight', meaning: 'workbook.meaning.weight' },
  length: { title: 'workbook.column.length', meaning: 'workbook.meaning.length' },
  width: { title: 'workbook.column.width', meaning: 'workbook.meaning.width' },
  height: { title: 'workbook.column.height', meaning: 'workbook.meaning.height' },
  ldm: { title: 'workbook.column.ldm', meaning: 'workbook.meaning.ldm' },
  cbm: { title: 'workbook.column.cbm', meaning: 'workbook.meaning.cbm' },
};

/** A column's definition; its title, Notes line and example in `language` (English unless asked). */
export function uploadColumn(column: UploadColumn, language: Language = 'en'): UploadColumnDefinition {
  const definition = COLUMNS[column];
  if (language === 'en') return definition;
  const keys = COLUMN_KEYS[column];
  const example =
    column === 'reference'
      ? translate(language, 'workbook.example.reference')
      : column === 'type'
        ? shipmentTypeName('eur_pallet', 1, language)
        : definition.example;
  return { ...definition, title: translate(language, keys.title), meaning: translate(language, keys.meaning), example };
}

/** The columns of a budget template, in its order (an address in two columns: Excel keeps a postcode apart). */
export const MASS_TEMPLATE_COLUMNS: readonly UploadColumn[] = [
  'reference',
  'collection_country',
  'collection_postcode',
  'delivery_country',
  'delivery_postcode',
  'quantity',
  'type',
  'weight',
  'length',
  'width',
  'height',
  'ldm',
  'cbm',
];
/** The columns of a tender template's Lanes sheet. */
export const LANE_TEMPLATE_COLUMNS: readonly UploadColumn[] = [
  'collection_country',
  'collection_postcode',
  'delivery_country',
  'delivery_postcode',
];
/** The columns of a tender template's Shipment profiles sheet. */
export const PROFILE_TEMPLATE_COLUMNS: readonly UploadColumn[] = ['quantity', 'type', 'weight', 'length', 'width', 'height', 'ldm', 'cbm'];

/** What an upload must have, by kind: an address either whole or as country and postcode. */
export type UploadRequirement = 'collection' | 'delivery' | 'quantity' | 'weight';
export const MASS_REQUIRED: readonly UploadRequirement[] = ['collection', 'delivery', 'quantity', 'weight'];
export const LANE_REQUIRED: readonly UploadRequirement[] = ['collection', 'delivery'];
export const PROFILE_REQUIRED: readonly UploadRequirement[] = ['quantity', 'weight'];

/** Is a template column required (for the Notes sheet)? An address part is when its side is. */
export function isRequiredColumn(column: UploadColumn, required: readonly UploadRequirement[]): boolean {
  return required.some((requirement) => column === requirement || column.startsWith(`${requirement}_`));
}

// ---- recognising a header cell ----------------------------------------------------------------------

/** A title compared: lower case, accents dropped (NFKD: "m³" is "m3", "õ" is "o"), only letters and digits. */
export function titleKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The words of a side in a compound title ("Noutomaa", "Sihtkoha sihtnumber", "Postcode to"), genitives included. */
const SIDE_WORDS: Record<'collection' | 'delivery', readonly string[]> = {
  collection: [
    'collection',
    'from',
    'pickup',
    'origin',
    'sender',
    'loading',
    'nouto',
    'lahto',
    'lahettaja',
    'lahte',
    'lahtekoha',
    'saatja',
    'pealelaadimise',
    'laadimise',
  ],
  delivery: [
    'delivery',
    'to',
    'destination',
    'consignee',
    'receiver',
    'unloading',
    'toimitus',
    'kohde',
    'maaranpaa',
    'vastaanottaja',
    'siht',
    'sihtkoha',
    'saaja',
    'mahalaadimise',
    'tarne',
  ],
};
/** The words of an address part: a country, a postcode. Alone ("Maa", "Sihtnumber") they are taken in order: the first for collection. */
const PART_WORDS: Record<'country' | 'postcode', readonly string[]> = {
  country: ['country', 'countrycode', 'ctry', 'maa', 'maakoodi', 'riik', 'riigikood'],
  postcode: ['postcode', 'postalcode', 'zip', 'zipcode', 'postnumber', 'postinumero', 'postinro', 'sihtnumber', 'postiindeks', 'indeks'],
};

/** Units that may follow a title ("Paino kg", "Kaal, kg"), dropped when the rest is a title. */
const TITLE_UNITS = /(kg|cm|m3|cbm|ldm|pcs|kpl|tk)$/;

const NAMES = new Map<string, UploadColumn>();
for (const definition of Object.values(COLUMNS)) {
  // The titles the templates and exports write in each language are read, then the other names.
  const titles = LANGUAGES.map((language) => translate(language, COLUMN_KEYS[definition.column].title));
  for (const name of [definition.column, definition.title, ...titles, ...definition.names]) {
    const key = titleKey(name);
    if (!NAMES.has(key)) NAMES.set(key, definition.column);
  }
}
for (const side of ['collection', 'delivery'] as const) {
  for (const sideWord of SIDE_WORDS[side]) {
    for (const part of ['country', 'postcode'] as const) {
      for (const partWord of PART_WORDS[part]) {
        for (const key of [sideWord + partWord, partWord + sideWord]) if (!NAMES.has(key)) NAMES.set(key, `${side}_${part}`);
      }
    }
  }
}
const UNSIDED = new Map<string, 'country' | 'postcode'>(
  (['country', 'postcode'] as const).flatMap((part) => PART_WORDS[part].map((word) => [word, part] as const)),
);

type HeaderCell = UploadColumn | 'country' | 'postcode' | null;

function readTitle(text: string): HeaderCell {
  const candidates = [text, text.replace(/[([].*?[)\]]/g, ' '), text.split(',')[0] ?? ''];
  for (const candidate of candidates) {
    const key = titleKey(candidate);
    if (!key) continue;
    const found = NAMES.get(key) ?? UNSIDED.get(key);
    if (found) return found;
    const bare = key.replace(TITLE_UNITS, '');
    if (bare && bare !== key) {
      const unitless = NAMES.get(bare);
      if (unitless) return unitless;
    }
  }
  return null;
}

/** Where each column of a header row is (0-based); the first of two same titles counts. */
export type ColumnMap = ReadonlyMap<UploadColumn, number>;

/**
 * A row's cells read as a header: the columns it names, or null when it names fewer than two (a
 * row of data). A bare Country or Postcode title ("Maa", "Sihtnumber") is the collection's when
 * that is still free and no whole Collection column is there, else the delivery's.
 */
export function readHeaderRow(cells: readonly string[]): ColumnMap | null {
  const map = new Map<UploadColumn, number>();
  const unsided: { part: 'country' | 'postcode'; index: number }[] = [];
  cells.forEach((text, index) => {
    const title = readTitle(text);
    if (title === 'country' || title === 'postcode') unsided.push({ part: title, index });
    else if (title && !map.has(title)) map.set(title, index);
  });
  for (const { part, index } of unsided) {
    const side = !map.has('collection') && !map.has(`collection_${part}`) ? 'collection' : 'delivery';
    if (!map.has(`${side}_${part}`) && !map.has(side)) map.set(`${side}_${part}`, index);
  }
  return map.size >= 2 ? map : null;
}

/** The fields of the request body a requirement fills (a missing column's per-row reasons are left out). */
export const REQUIREMENT_FIELDS: Record<UploadRequirement, string> = {
  collection: 'collection',
  delivery: 'delivery',
  quantity: 'quantity',
  weight: 'weight',
};

/**
 * One message per required column a header row lacks: `No Weight (kg) column: ...`, in `language`
 * (the columns by their titles in it). A header names an address with a whole Collection column, or
 * with both Collection country and postcode.
 */
export function missingColumns(
  map: ColumnMap,
  required: readonly UploadRequirement[],
  language: Language = 'en',
): { requirement: UploadRequirement; message: string }[] {
  const out: { requirement: UploadRequirement; message: string }[] = [];
  for (const requirement of required) {
    if (requirement === 'collection' || requirement === 'delivery') {
      if (map.has(requirement)) continue;
      const country = map.has(`${requirement}_country`);
      const postcode = map.has(`${requirement}_postcode`);
      if (country && postcode) continue;
      const lacking = [country ? null : (`${requirement}_country` as const), postcode ? null : (`${requirement}_postcode` as const)]
        .filter((c) => c !== null)
        .map((c) => uploadColumn(c, language).title);
      const titles = lacking.length > 1 ? translate(language, 'words.and', { first: lacking[0], last: lacking[1] }) : lacking[0]!;
      const whole = uploadColumn(requirement, language);
      out.push({
        requirement,
        message: translate(language, lacking.length > 1 ? 'errors.bulk.reader.missingBoth' : 'errors.bulk.reader.missingOne', {
          titles,
          title: whole.title,
          example: String(whole.example),
        }),
      });
    } else {
      if (map.has(requirement)) continue;
      const definition = COLUMNS[requirement];
      const title = uploadColumn(requirement, language).title;
      const others = definition.names.filter((name) => !/\s/.test(name)).slice(0, 3);
      out.push({
        requirement,
        message: translate(language, 'errors.bulk.reader.noColumn', { title, names: [title, ...others].join(', ') }),
      });
    }
  }
  return out;
}

/** The shipment types as the template's Notes list them: "EUR pallet (EUR)", "EUR-lava (EUR)". */
export function shipmentTypeNotes(language: Language = 'en'): string[] {
  return SHIPMENT_TYPES.map(
    (type) => `${language === 'en' ? SHIPMENT_TYPE_NAMES[type] : shipmentTypeName(type, 1, language)} (${UNIT_CODES[type]})`,
  );
}
