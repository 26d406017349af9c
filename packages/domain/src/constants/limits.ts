/** Rows per list page, for every list of the product. */
export const PAGE_SIZE = 25;
/** Pagination shows this many neighbour pages on each side of the current one. */
export const PAGE_NEIGHBOURS = 2;
/** Name filters search only from this many characters, after this debounce. */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 250;
/** Toasts: how long they stay and how long they take to appear and leave. */
export const TOAST_DELAY_MS = 2000;
export const TOAST_TRANSITION_MS = 300;
/** Sign-in: a TOTP code is this many digits. */
export const TWO_FACTOR_CODE_LENGTH = 6;
/** Passwords: the shortest accepted. */
export const PASSWORD_MIN_LENGTH = 8;

/** The country a new area, partner, carrier or registration starts with (docs/product/domain.md §9). */
export const DEFAULT_COUNTRY = 'EE';

/** How a pricelist filter or form names the general pricelist (no partner). */
export const GENERAL_CUSTOMER = 'general';

/** Pricelist statistics date ranges (docs/product/domain.md §4), with how far back each reaches; null: no fixed span. */
export const STATISTICS_RANGES = [
  { value: 'last_24', label: 'Last 24 hours', hours: 24 },
  { value: 'last_7', label: 'Last 7 days', hours: 7 * 24 },
  { value: 'last_30', label: 'Last 30 days', hours: 30 * 24 },
  { value: 'current_year', label: 'Current year', hours: null },
  { value: 'all', label: 'All time', hours: null },
] as const;
export type StatisticsRange = (typeof STATISTICS_RANGES)[number]['value'];
export const DEFAULT_STATISTICS_RANGE: StatisticsRange = 'all';

/** Ids are PostgreSQL integers: 1 to 2^31 - 1. A larger one names no record. */
export const MAX_ID = 2_147_483_647;
/** Dates a request may carry: years 1900 to 9999 (PostgreSQL's date holds more; nothing real needs it). */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;
/**
 * A pricelist's validity: years 1900 to 2200. A pricelist valid until 3112 is a typo (31.12 read
 * as a year), not a plan, so the save names the field instead of keeping it.
 */
export const VALIDITY_MIN_YEAR = 1900;
export const VALIDITY_MAX_YEAR = 2200;
/** Exchange rates accepted (units of a currency for one EUR): a conversion neither rounds to 0 nor overflows. */
export const EXCHANGE_RATE_MIN = 1e-6;
export const EXCHANGE_RATE_MAX = 1e6;
/**
 * The most a price or an amount may be (a grid cell, a zone row's minimum or maximum, a surcharge's
 * amount): 10,000,000 in the pricelist's currency. No road freight costs more; a larger number is
 * a typo (99 999 999 999 999,00 was once saved without a word). Prices are at least 0.
 */
export const MAX_PRICE = 10_000_000;
/**
 * A percentage surcharge: -100 % (a discount of everything) to 1000 %. The web app asks before
 * saving one above SURCHARGE_PERCENT_CONFIRM (a 500 % fuel surcharge is more likely 5,00 %).
 */
export const SURCHARGE_PERCENT_MIN = -100;
export const SURCHARGE_PERCENT_MAX = 1000;
export const SURCHARGE_PERCENT_CONFIRM = 100;
/** The highest list page a query may ask for. */
export const MAX_PAGE = 1_000_000;
/**
 * The area picker of the zone form searches on the server (a carrier may hold 50,000 areas): one
 * search answers at most AREA_SEARCH_LIMIT areas; a pasted list resolves at most AREA_PASTE_NAMES
 * names in one call.
 */
export const AREA_SEARCH_LIMIT = 50;
export const AREA_PASTE_NAMES = 2_000;

/**
 * The header the web app sends on every call of its own. A link, a form or an image cannot set it,
 * and a cross-site script could only with a CORS preflight this server never grants: it proves
 * the call comes from the app where a browser sends no Origin (a GET) and no Fetch metadata.
 */
export const APP_REQUEST_HEADER = { name: 'X-Requested-With', value: 'freight-web' } as const;
/**
 * Budget and tender calculations (docs/api.md "Budget and tender calculations"): the most shipments of
 * one mass_price call, and lanes and shipment profiles of one tender_price call. More: 422.
 */
export const BULK_LIMITS = {
  massShipments: 100_000,
  tenderLanes: 1_000,
  tenderProfiles: 50,
  /** An .xlsx sheet holds 1,048,576 rows; one is the header. */
  sheetRows: 1_048_575,
  /**
   * The largest .xlsx or .csv file the budget and tender pages read (checked before it is read):
   * 100,000 rows of the template are about 5 MB zipped; the request they become may be 32 MB.
   */
  fileBytes: 16 * 1024 * 1024,
} as const;
/** The temporary address of a downloaded workbook is revoked after this (docs/product/domain.md §7). */
export const DOWNLOAD_REVOKE_MS = 250;
