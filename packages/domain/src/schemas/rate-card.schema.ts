/**
 * The rate card (docs/api.md "Partners' people, PDF, notifications"): a pricelist as a partner reads it,
 * in one unit, with names instead of ids and surcharges in words. The server builds it once; the
 * PDF (GET /fe/pricelists/{id}/pdf) and the portal's read view both show this shape. And the
 * carrier's settings the card carries: its logo and its terms.
 */
import { approvalModeField } from './changes.schema';
import { roadFactorField } from './distances.schema';
import { z } from 'zod';
import { EXPORT_UNITS } from '../pricing/zone-row-price';
import { languageField } from '../i18n/languages';
import { dayField, lineField, textField, timestampField } from './fields';
import { langField } from './language-query.schema';
import { REASONS } from './reasons';

/**
 * ?unit= of the rate card: the stored grid (as_is, the default) or pallet counts of a type priced by
 * the engine; ?lang= its language (the PDF's default: its partner's; the JSON's: the reader's own).
 */
export const rateCardQuerySchema = z.object({
  unit: z.enum(EXPORT_UNITS, { error: REASONS.exportUnit }).default('as_is'),
  lang: langField,
});
export type RateCardQuery = z.output<typeof rateCardQuerySchema>;

/** A fare group as the card prints it: one column per break, one row per lane. */
export const rateCardGroupSchema = z.strictObject({
  /** One column per break, headed with its unit ("0–100 kg", "2 EUR pallets"). */
  columns: z.array(z.string()),
  /**
   * Under each column, what its price is per ("per 100 kg", "per shipment"), or for a pallet
   * count the loading metres it takes ("2,4 LDM"); the same length as `columns`.
   */
  column_units: z.array(z.string()),
  /** One row per lane, in the grid's order. */
  rows: z.array(
    z.strictObject({
      from: z.string().describe('The collection zone name'),
      to: z.string().describe('The delivery zone name'),
      /** Working days in transit; null: not set. */
      transit_days: z.number().int().nullable(),
      /** The transit in words, with its departure days ("3 days, Mon, Wed, Fri"); null: not set. */
      transit: z.string().nullable(),
      /** The price of each column; null where the lane has none. */
      prices: z.array(z.number().nullable()),
      /** The lane's minimum and maximum price, when set. */
      min: z.number().nullable(),
      max: z.number().nullable(),
    }),
  ),
});

/** A pricelist as a partner reads it. */
export const rateCardSchema = z.strictObject({
  /** The carrier and how to reach it; '' where it has not said. */
  carrier: z.strictObject({
    name: z.string(),
    address: z.string(),
    email: z.string(),
    phone: z.string(),
    vat_id: z.string(),
  }),
  /** The card's document number (service code, pricelist, version, issue day: "GRP-12-v3-20261129") and its issue day. */
  document: z.strictObject({ number: z.string(), issued: dayField }),
  /** The partner it is for; null: General. */
  partner: z.string().nullable(),
  service: z.strictObject({ code: z.string(), name: z.string() }),
  pricelist: z.strictObject({
    id: z.number().int(),
    /** '' shows as General. */
    name: z.string(),
    version: z.number().int(),
    valid_from: dayField,
    valid_to: dayField,
    currency: z.string(),
  }),
  /** The unit the prices are in (the query's), and its words ("kg of payable weight", "EUR pallets"). */
  unit: z.strictObject({ code: z.enum(EXPORT_UNITS), label: z.string() }),
  /** The grid's fare groups, each a table: one column per break, one row per lane. */
  groups: z.array(rateCardGroupSchema),
  /** What every price includes, said once (the same sentence as the partner's workbook). */
  prices_include: z.string(),
  /** The chargeable-weight rules in words, from the pricelist's own settings ("1 LDM = 1 850 kg"); none when its prices do not depend on weight. */
  weight_rules: z.array(z.string()),
  /** Each zone the grids name, with its postcode ranges per country ("FI 00100-00990, 02100-02990"). */
  zone_key: z.array(z.strictObject({ zone: z.string(), postcodes: z.string() })),
  /** The surcharges in words, in order ("Fuel 12 % of freight and road toll"). */
  surcharges: z.array(z.string()),
  /** The conditions it prices under, in words ("Prices only: weight up to 2,500 kg"). */
  conditions: z.array(z.string()),
  /** Each grid surcharge (a tail lift's) with its own grid priced on the same routes. */
  surcharge_grids: z.array(
    z.strictObject({
      name: z.string(),
      /** What its breaks count, in words ("EUR pallets"). */
      unit: z.string(),
      /** Its own chargeable-weight rules, when its grid counts weight. */
      weight_rules: z.array(z.string()),
      groups: z.array(rateCardGroupSchema),
    }),
  ),
  /** The carrier's terms text (a page of its own); '' when none. */
  terms: z.string(),
});
export type RateCard = z.output<typeof rateCardSchema>;

/** A carrier's quotes are kept this many months by default (three years of statistics and backtests). */
export const QUOTE_RETENTION_MONTHS_DEFAULT = 36;
/** The retention a carrier may set: at least the current month's quotes and the month before, at most ten years. */
export const QUOTE_RETENTION_MONTHS_MIN = 1;
export const QUOTE_RETENTION_MONTHS_MAX = 120;

/** GET /fe/carrier_settings: what the rate card carries of the carrier. */
export const carrierSettingsAnswerSchema = z.strictObject({
  /** The carrier's name (set by the platform admin). */
  name: z.string(),
  /** The terms printed on a page of their own at the end of the rate card. */
  terms: z.string(),
  /** The postal address the rate card prints under the carrier's name; '' when none. */
  address: z.string(),
  /** The VAT id the rate card prints; '' when none. */
  vat_id: z.string(),
  /** Months a quote is kept after the month it was priced in (QUOTE_RETENTION_MONTHS_DEFAULT until saved). */
  quote_retention_months: z.number().int(),
  /** The carrier's language (en, et or fi; en until set): what its partners without one of their own read. */
  language: languageField,
  /** Road km = great-circle km x this where the distance table has no lane; null: the default 1.25 (DEFAULT_ROAD_FACTOR). */
  road_factor: z.number().nullable(),
  /** Whose saves wait for a second person's approval: off (the default), pricelists, or pricing (also surcharges). */
  approvals: approvalModeField,
  /** The uploaded logo (GET /fe/carrier_settings/logo); null: none. */
  logo: z.strictObject({ content_type: z.string(), bytes: z.number().int(), updated_at: timestampField }).nullable(),
});
export type CarrierSettingsAnswer = z.output<typeof carrierSettingsAnswerSchema>;

/** PUT /fe/carrier_settings: each field given is saved, one left out stays as it is. */
export const carrierSettingsSchema = z.object({
  terms: textField().trim().max(2000, REASONS.maxChars(2000)).optional(),
  /** The postal address, up to 4 lines. */
  address: textField()
    .trim()
    .max(300, REASONS.maxChars(300))
    .refine((v) => v.split('\n').length <= 4, REASONS.maxLines(4))
    .optional(),
  /** The VAT id ("FI12345678"). */
  vat_id: lineField().trim().max(30, REASONS.maxChars(30)).optional(),
  /**
   * Months a quote is kept after the month it was priced in: statistics, backtests and the quote
   * list read no further back; older quotes are deleted by the daily job.
   */
  quote_retention_months: z
    .number({ error: REASONS.wholeMonths })
    .int(REASONS.wholeMonths)
    .min(QUOTE_RETENTION_MONTHS_MIN, REASONS.atLeastMonth(QUOTE_RETENTION_MONTHS_MIN))
    .max(QUOTE_RETENTION_MONTHS_MAX, REASONS.maxMonths(QUOTE_RETENTION_MONTHS_MAX))
    .optional(),
  /** The carrier's language: its partners' mails, rate cards and workbooks unless a partner has its own. */
  language: languageField.optional(),
  /** The road factor, 1 to 3 with 3 decimals (an approximation: docs/emissions.md); null or '' for the default 1.25; left out, kept. */
  road_factor: roadFactorField.optional(),
  /** Turning approvals on or off needs approvals write (403 without). */
  approvals: approvalModeField.optional(),
});
export type CarrierSettingsBody = z.input<typeof carrierSettingsSchema>;

/** The logo an upload may be: PNG or JPEG, at most this many bytes. */
export const LOGO_MAX_BYTES = 512 * 1024;
/** ...and at most this many pixels (width x height, 16 megapixels: 4000 x 4000), so a small file cannot declare a huge image. */
export const LOGO_MAX_PIXELS = 16_000_000;
