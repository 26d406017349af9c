/** Query strings of the list calls: `?page=&name=&sort_by=&dir=&country=` and the pricelist filters. */
import { z } from 'zod';
import { GENERAL_CUSTOMER, MAX_ID, MAX_PAGE } from '../constants/limits';
import { dateField, lineField } from './fields';
import { REASONS } from './reasons';

/** A whole number of a query string, 1 to `max`, `fallback` when absent. */
export const queryCountField = (max: number, fallback: number) =>
  z.coerce
    .number<number | string>({ error: REASONS.wholeNumber })
    .int(REASONS.wholeNumber)
    .min(1, REASONS.oneOrMore)
    .max(max, REASONS.atMost(max))
    .default(fallback);

/** ?page=N, 1-based. */
export const pageField = queryCountField(MAX_PAGE, 1);

/** Comma-separated values ("EE,LV"), trimmed, empties dropped. */
export const csvField = lineField()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  );

/** The answer of a paged list: a page of `item` and the total count. */
export function listAnswerSchema<T extends z.ZodType>(item: T) {
  return z.strictObject({
    /** At most PAGE_SIZE items of the page asked. */
    items: z.array(item),
    /** Items on every page. */
    count: z.number().int(),
  });
}

/** GET /fe/{resource}?page= */
export const pageQuerySchema = z.object({ page: pageField });

/** The common list query: page, a name search, a sort column of `sortable` and a direction. */
export function listQuerySchema<S extends readonly [string, ...string[]]>(sortable: S) {
  return z.object({
    page: pageField,
    /** Searched anywhere in the name, case-insensitively. */
    name: searchField,
    sort_by: z.enum(sortable, { error: REASONS.oneOf(sortable) }).default(sortable[0] as S[number] as never),
    dir: z.enum(['asc', 'desc'], { error: REASONS.direction }).default('asc'),
    /** Country codes, comma-separated. */
    country: csvField,
  });
}

/** A search text of a list query (?name=, ?carrier=, ?customer=, ?q=): trimmed, optional. */
export const searchField = lineField().optional();

/** GET /fe/admin/carriers?page=&carrier= */
export const carrierListQuerySchema = z.object({ page: pageField, carrier: searchField });

/** GET /fe/users?page=&name=: the name is searched in the name and the e-mail. */
export const userListQuerySchema = z.object({ page: pageField, name: searchField });

/** GET /fe/customers: the common list query, and ?customer= the partners page searches with. */
export const partnerListQuerySchema = listQuerySchema(['name', 'country'] as const).extend({
  /** Searched in the name; before ?name= when both are given. */
  customer: searchField,
  /** true: the archived partners instead of the ones in use ("Show archived"). */
  archived: z
    .enum(['true', 'false'], { error: REASONS.boolean })
    .default('false')
    .transform((v) => v === 'true'),
});

/** GET /fe/areas: sorted by name or postcode, filtered by ?country=. */
export const areaListQuerySchema = listQuerySchema(['name', 'postcode'] as const);

/** GET /fe/zones: by name, filtered by ?country=. */
export const zoneListQuerySchema = listQuerySchema(['name'] as const);

/** GET /fe/transits: by name (?dir=). */
export const transitListQuerySchema = listQuerySchema(['name'] as const);

/** GET /fe/conditions: by type (?dir=). */
export const conditionListQuerySchema = listQuerySchema(['type'] as const);

/** GET /fe/services: by name or code; ?name= searches both. */
export const serviceListQuerySchema = listQuerySchema(['name', 'code'] as const);

/** GET /fe/admin/quick_search?q= */
export const quickSearchQuerySchema = z.object({ q: searchField.transform((q) => q ?? '') });

const idText = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, REASONS.ids)
  .transform(Number)
  .refine((id) => id <= MAX_ID, REASONS.ids);

/** GET /fe/pricelists/form?service=: the pricelists of one service to pick from. */
export const pricelistOptionsQuerySchema = z.object({
  service: z
    .string({ error: REASONS.serviceId })
    .regex(/^[1-9]\d{0,9}$/, REASONS.serviceId)
    .transform(Number)
    .refine((id) => id <= MAX_ID, REASONS.serviceId),
});

/** GET /fe/pricelists: the list filters of docs/product/shell.md §3. */
export const pricelistFiltersSchema = z.object({
  page: pageField,
  /** Service ids. */
  service: csvField.pipe(z.array(idText)),
  /** true (Active), false (Disabled); both or none: all. */
  active: csvField.pipe(z.array(z.enum(['true', 'false'], { error: REASONS.boolean }).transform((v) => v === 'true'))),
  /** Partner ids, and `general` for the general pricelists (null). */
  customer: csvField.pipe(
    z.array(z.union([z.literal(GENERAL_CUSTOMER).transform(() => null), idText], { error: REASONS.idsOr(GENERAL_CUSTOMER) })),
  ),
  /** Pricelist unit codes. */
  unit: csvField,
  /** Searched anywhere in the comment. */
  comment: searchField,
  /** Ending on or after this day (valid_to; the home page's "Pricelists ending soon" opens them). */
  ends_from: dateField.optional(),
  /** Ending on or before this day. */
  ends_to: dateField.optional(),
});
export type PricelistFilters = z.output<typeof pricelistFiltersSchema>;
