/**
 * The product's vocabulary: one name per thing, the same on every screen, workbook and
 * message. A term is written in its mid-sentence form ("fare group", "LDM"); headings and buttons
 * take the capitalised form (`termTitle`). API field names and routes keep their own words
 * (`customer_id`, `/fe/customers`, `traffic_count`): the contract is binding, the screen is not.
 * docs/writing.md has the casing and wording rules.
 */
import { displayNumber } from './display';

/** One term: how it is written in a sentence, its plural, and what it means in one line. */
export interface GlossaryTerm {
  /** Mid-sentence form: "fare group", "pricelist", "LDM" (acronyms keep their capitals). */
  readonly singular: string;
  readonly plural: string;
  /** One line a new clerk understands. */
  readonly definition: string;
  /** Older or outside words for the same thing, said once on the help page and nowhere else. */
  readonly notCalled?: readonly string[];
}

/** Every term the product shows, in the order the help page lists them (from the grid outwards). */
export const GLOSSARY = {
  pricelist: {
    singular: 'pricelist',
    plural: 'pricelists',
    definition:
      'The prices of one service for one partner, or for every partner (the general pricelist), valid between two dates, as one or more fare groups.',
  },
  generalPricelist: {
    singular: 'general pricelist',
    plural: 'general pricelists',
    definition: 'A pricelist with no partner: it prices for every partner that has no pricelist of its own for the service.',
  },
  fareGroup: {
    singular: 'fare group',
    plural: 'fare groups',
    definition: 'One price grid of a pricelist: its breaks are the columns and its zone rows the rows.',
    notCalled: ['traffic'],
  },
  zoneRow: {
    singular: 'zone row',
    plural: 'zone rows',
    definition: 'A row of a fare group: a route from one zone to another, with its transit time, minimum, maximum and a price per break.',
  },
  break: {
    singular: 'break',
    plural: 'breaks',
    definition:
      'A column of a fare group: the quantity up to which its price applies (kg, pallet places or pieces) and how the price is charged (per shipment, per 100 kg…). The form calls its quantity a quantity row.',
  },
  zone: {
    singular: 'zone',
    plural: 'zones',
    definition: 'A named group of postcode areas; zone rows price from one zone to another.',
  },
  area: {
    singular: 'postcode area',
    plural: 'postcode areas',
    definition: 'A country and a postcode range (from – to); zones are made of them.',
  },
  transit: {
    singular: 'transit time',
    plural: 'transit times',
    definition: 'Days on the road, the cutoff time and the departure days of a zone row: they give the collection and delivery dates.',
  },
  service: {
    singular: 'service',
    plural: 'services',
    definition: 'A transport product of the carrier with its code; every pricelist prices one service.',
  },
  partner: {
    singular: 'partner',
    plural: 'partners',
    definition: 'A customer of the carrier who asks for prices, in the calculator or by API with its own token.',
    notCalled: ['customer'],
  },
  surcharge: {
    singular: 'surcharge',
    plural: 'surcharges',
    definition: 'A charge on top of the freight: a constant amount, a percentage, or its own price grid, added when its conditions hold.',
  },
  condition: {
    singular: 'condition',
    plural: 'conditions',
    definition: 'A rule on the shipment (LDM > 0,4, ADR, tail lift…) that a service, pricelist or surcharge requires.',
    notCalled: ['block', 'limit'],
  },
  payableWeight: {
    singular: 'payable weight',
    plural: 'payable weights',
    definition:
      'The weight a price is charged on: the greatest of the real weight, LDM × the LDM multiplier and CBM × the CBM multiplier, rounded up to the pricelist’s step.',
  },
  ldm: {
    singular: 'LDM',
    plural: 'LDM',
    definition: 'Loading metres: the length of trailer floor a shipment takes (a 2,4 m wide trailer).',
  },
  cbm: {
    singular: 'CBM',
    plural: 'CBM',
    definition: 'Cubic metres: the volume of a shipment.',
  },
  quote: {
    singular: 'quote',
    plural: 'quotes',
    definition: 'A price given for a request, kept with the versions it was priced on so it can be priced again.',
  },
  booking: {
    singular: 'booking',
    plural: 'bookings',
    definition: 'A quote the partner went on to book; the statistics compare bookings with requests (hits).',
  },
  budget: {
    singular: 'budget',
    plural: 'budgets',
    definition: 'Many shipments priced at once from a list, answered as a workbook.',
  },
  tender: {
    singular: 'tender',
    plural: 'tenders',
    definition: 'Prices of given routes and shipments for a tender, answered as a workbook.',
  },
  version: {
    singular: 'version',
    plural: 'versions',
    definition: 'A saved state of a pricelist or surcharge; any version can be viewed, compared with another or restored.',
  },
  backtest: {
    singular: 'backtest',
    plural: 'backtests',
    definition: 'Past quotes priced again on a draft or another version, to see how their prices would change.',
  },
  exchangeRate: {
    singular: 'exchange rate',
    plural: 'exchange rates',
    definition: 'How many units of a currency one euro buys; prices in another currency are converted with it.',
  },
} as const satisfies Record<string, GlossaryTerm>;

export type TermKey = keyof typeof GLOSSARY;

/** The terms in the help page's order. */
export const GLOSSARY_KEYS = Object.keys(GLOSSARY) as TermKey[];

/** "fare group" -> "Fare group"; "LDM" stays "LDM". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A term in a sentence. Without a count, its singular ("fare group"); with one, the count and the
 * noun that fits it: `term('fareGroup', 1)` -> "1 fare group", `term('fareGroup', 7)` -> "7 fare
 * groups", `term('zoneRow', 1250)` -> "1 250 zone rows" (the count in the product's number format).
 */
export function term(key: TermKey, count?: number): string {
  const t: GlossaryTerm = GLOSSARY[key];
  if (count === undefined) return t.singular;
  return `${displayNumber(count, 3)} ${count === 1 ? t.singular : t.plural}`;
}

/** The noun alone, singular or plural: `termNoun('zoneRow', true)` -> "zone rows". */
export function termNoun(key: TermKey, plural = false): string {
  const t: GlossaryTerm = GLOSSARY[key];
  return plural ? t.plural : t.singular;
}

/** A heading's or a button's form: `termTitle('fareGroup')` -> "Fare group", plural "Fare groups". */
export function termTitle(key: TermKey, plural = false): string {
  return capitalise(termNoun(key, plural));
}

/** A numbered item, as grids and messages name one: `numbered('fareGroup', 0)` -> "Fare group 1" (positions count from 1). */
export function numbered(key: TermKey, index: number): string {
  return `${termTitle(key)} ${index + 1}`;
}
