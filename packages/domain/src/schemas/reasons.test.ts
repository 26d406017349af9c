import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { STATISTICS_RANGES } from '../constants/limits';
import { PERMISSION_LEVELS } from '../constants/permissions';
import { AMOUNT_SOURCES, PRICELIST_STATUSES, SURCHARGE_TYPES } from '../constants/pricing';
import { fieldLabel } from '../errors/field-labels';
import { LANGUAGES, languageField } from '../i18n/languages';
import { localizeReason } from '../i18n/reasons';
import { EXPORT_UNITS } from '../pricing/zone-row-price';
import { carrierSchema, carrierUserSchema, exchangeRatesSchema } from './admin.schema';
import { loginSchema, newPasswordSchema, registrationSchema, roleSchema, twoFactorEnableSchema, userSchema } from './auth.schema';
import { massPriceRequestSchema, tenderPriceSchema } from './bulk.schema';
import { conditionSchema } from './condition.schema';
import { fareGroupSchema } from './fare-groups.schema';
import { decimalField } from './fields';
import { fuelIndexSchema } from './fuel-index.schema';
import { listQuerySchema, pricelistFiltersSchema, pricelistOptionsQuerySchema } from './list.schema';
import {
  DELIVERY_STATUSES,
  deliveryListQuerySchema,
  invitationSchema,
  notificationRecipientsSchema,
  portalQuoteQuerySchema,
  WEBHOOK_EVENTS,
  webhookSchema,
} from './partner-people.schema';
import { excelExportQuerySchema, importZonesSchema } from './pricelist-files.schema';
import { pricelistSchema } from './pricelist.schema';
import { QUOTE_EXPORT_FORMATS, quoteExportQuerySchema, quoteKeySchema } from './quote-search.schema';
import { carrierSettingsSchema } from './rate-card.schema';
import { rateIncreaseSchema } from './rate-increase.schema';
import { REASONS } from './reasons';
import { securityEventListQuerySchema, sessionParamsSchema } from './security.schema';
import { areaSchema, findAreasByNamesSchema, massAreasSchema, serviceSchema, zoneSchema } from './setup.schema';
import { addressSchema, priceRequestSchema, shipmentRowSchema } from './shipment.schema';
import { statisticsQuerySchema } from './statistics.schema';
import { surchargeSchema } from './surcharge.schema';
import { transitSchema } from './transit.schema';
import { BACKTEST_PERIODS, backtestRequestSchema, versionDiffQuerySchema } from './versions.schema';

/** Zod's own wording ("Invalid input", "Too big: ..."), which the schemas leave to the server's words. */
const ZOD_WORDING = /^(Invalid|Too (small|big)|Unrecognized)/;

/** A reason the catalogs know: said in Finnish, it is no longer the English. */
const known = (reason: string) => localizeReason('fi', reason) !== reason;

const orList = (values: readonly (string | number)[]) => `${values.slice(0, -1).join(', ')} or ${String(values[values.length - 1])}`;

describe('REASONS', () => {
  it('is the catalog English, each reason found by localizeReason', () => {
    const said = Object.entries(REASONS).map(([name, reason]) => {
      if (typeof reason === 'string') return [name, reason] as const;
      // Every argument a sample value; the text around it is what is checked.
      const args = Array.from({ length: reason.length }, () => 7) as never[];
      const value =
        name === 'oneOf'
          ? [['a', 'b']]
          : name === 'ambiguousMeasure'
            ? [{ text: '1,200', decimal: '1,2', thousands: '1 200', plain: '1200', comma: '1,2' }]
            : args;
      return [name, (reason as (...a: unknown[]) => string)(...(value as unknown[]))] as const;
    });
    expect(said.filter(([, reason]) => !known(reason)).map(([name]) => name)).toEqual([]);
  });

  it('keeps the numbers as the code writes them, not in the catalogs’ number format', () => {
    expect(REASONS.maxChars(10000)).toBe('must be at most 10000 characters');
    expect(REASONS.atLeast(1e-6)).toBe('must be at least 0.000001');
    expect(REASONS.atMost(1e9)).toBe('must be at most 1000000000');
    expect(REASONS.atMost('1,000,000')).toBe('must be at most 1,000,000');
    expect(REASONS.atMost('1000 %')).toBe('must be at most 1000 %');
    expect(REASONS.maxRows(50_000)).toBe('at most 50000 rows');
    expect(REASONS.digits(6)).toBe('must be 6 digits');
    expect(REASONS.oneOf([0.01, 0.05, 1])).toBe('must be one of 0.01, 0.05, 1');
  });

  it('says an enumeration as its values are', () => {
    expect(REASONS.webhookEvent).toBe(`must be ${WEBHOOK_EVENTS.join(', ')}`);
    expect(REASONS.statisticsRange).toBe(`must be ${STATISTICS_RANGES.map((r) => r.value).join(', ')}`);
    expect(REASONS.backtestDays).toBe(`must be ${orList(BACKTEST_PERIODS)}`);
    expect(REASONS.exportUnit).toBe(`must be ${orList(EXPORT_UNITS)}`);
    expect(REASONS.exportFormat).toBe(`must be ${orList(QUOTE_EXPORT_FORMATS)}`);
    expect(REASONS.pricelistStatus).toBe(`must be ${orList(PRICELIST_STATUSES)}`);
    expect(REASONS.surchargeType).toBe(`must be ${orList(SURCHARGE_TYPES)}`);
    expect(REASONS.amountSource).toBe(`must be ${orList(AMOUNT_SOURCES)}`);
    expect(REASONS.deliveryStatus).toBe(`must be ${orList(DELIVERY_STATUSES)}`);
    expect(REASONS.permissionLevel).toBe(`must be ${orList([...PERMISSION_LEVELS].reverse())}`);
    expect(REASONS.language).toBe(`must be ${orList(LANGUAGES)}`);
    expect(REASONS.notBeforeValidFrom).toBe(`must not be before ${fieldLabel('valid_from')}`);
    expect(REASONS.notBeforePostcodeFrom).toBe(`must not be before ${fieldLabel('postcode_from')}`);
  });
});

describe('the schemas', () => {
  const reasonsOf = (schema: z.ZodType, body: unknown) => {
    const parsed = schema.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };
  const presence = { type: 'dangerous_goods' };
  const BAD: [string, z.ZodType, unknown][] = [
    ['carrier', carrierSchema, { name: ' ', country: 'EST', timezone: 'Mars/Base', phone: 'abc', language: 'de' }],
    ['carrier user', carrierUserSchema, { name: '', email: 'x', role_id: 1.5, password: 'short' }],
    ['exchange rates', exchangeRatesSchema, { rates: { usd: 1, SEK: 'x', NOK: -3, DKK: 1e-9, PLN: 1e9, GBP: Infinity } }],
    ['login', loginSchema, { email: 'nope', password: '' }],
    ['two-factor', twoFactorEnableSchema, { code: '12', secret: 'x' }],
    ['registration', registrationSchema, { company: '', name: '', email: 'a', country: 'x' }],
    ['new password', newPasswordSchema, { password: 'abcdefghij', password_confirmation: 'abcdefghik' }],
    ['role', roleSchema, { name: '', pricelists: 'all' }],
    ['user', userSchema, { name: 'A', email: 'a@b.ee', role_id: '' }],
    ['mass price', massPriceRequestSchema, { service: 1, shipments: [] }],
    ['mass price shipment', massPriceRequestSchema, { service: 1, shipments: [1] }],
    ['tender', tenderPriceSchema, { service: null, zones: [], shipments: [] }],
    ['condition type', conditionSchema, { type: 'moon' }],
    ['condition presence', conditionSchema, presence],
    ['condition bounds', conditionSchema, { type: 'weight' }],
    ['condition order', conditionSchema, { type: 'weight', applied_after: 5, applied_until: 2 }],
    ['fare group empty', fareGroupSchema, { quantities: [], zones: [] }],
    [
      'fare group',
      fareGroupSchema,
      {
        quantities: [
          { quantity: 10, unit: 'moon' },
          { quantity: 5, unit: 'kg' },
        ],
        zones: [
          { zone_from: 1, zone_to: 2, prices: [1], minimum_amount: 5, maximum_amount: 2 },
          { zone_from: 1, zone_to: 2, prices: [1, 2] },
          { zone_from: 0.5, zone_to: 2, prices: ['x', 1.123456] },
        ],
      },
    ],
    [
      'fuel index',
      fuelIndexSchema,
      {
        values: [
          { month: '2026-13', price: 0 },
          { month: '1800-01', price: 1 },
          { month: '2026-01', price: 1 },
          { month: '2026-01', price: 1 },
        ],
        bands: [
          { from: 1, to: 1, percent: 2000 },
          { from: 0.5, to: 2, percent: -200 },
          { from: 1.5, to: 3, percent: 1 },
        ],
        version: 0.5,
      },
    ],
    ['list query', listQuerySchema(['name']), { page: '0', sort_by: 'x', dir: 'up' }],
    ['list page', listQuerySchema(['name']), { page: '99999999999' }],
    ['pricelist filters', pricelistFiltersSchema, { service: 'a', active: 'maybe', customer: 'x' }],
    ['pricelist options', pricelistOptionsQuerySchema, { service: 'x' }],
    ['invitation', invitationSchema, { email: 'a@b.ee', name: 'x'.repeat(201) }],
    ['webhook', webhookSchema, { url: 'ftp://x', secret: 'short', events: [] }],
    ['webhook events', webhookSchema, { url: 'https://x.ee', events: ['moon'] }],
    ['recipients', notificationRecipientsSchema, { emails: Array.from({ length: 21 }, (_, i) => `a${i}@b.ee`), events: ['moon'] }],
    ['portal quotes', portalQuoteQuerySchema, { quote: 'x', from: '2026-02-01', to: '2026-01-01', booked: 'x' }],
    ['deliveries', deliveryListQuerySchema, { status: 'x' }],
    ['zones import', importZonesSchema, { zones: Array.from({ length: 5001 }, () => ({})) }],
    ['excel export', excelExportQuerySchema, { unit: 'moon' }],
    ['pricelist', pricelistSchema, { service_id: '', currency: 'XXX', status: 'x', valid_from: '2026-02-01', valid_to: '2026-01-01' }],
    ['pricelist dates', pricelistSchema, { service_id: 1, valid_from: '2026-02-30', valid_to: '3112-01-01', fare_groups: [] }],
    ['quote key', quoteKeySchema, 'x'],
    ['quote export', quoteExportQuerySchema, { format: 'pdf', customer: 'x', from: '2026-02-01', to: '2026-01-01' }],
    ['carrier settings', carrierSettingsSchema, { terms: 'x'.repeat(2001), address: 'a\nb\nc\nd\ne', vat_id: 'x'.repeat(31) }],
    ['retention', carrierSettingsSchema, { quote_retention_months: 0 }],
    ['retention', carrierSettingsSchema, { quote_retention_months: 500 }],
    ['retention', carrierSettingsSchema, { quote_retention_months: 1.5 }],
    ['rate increase', rateIncreaseSchema, { pricelists: 'x', change: 'x', rounding: 3, effective_from: '2026-01-01', backtest_days: 5 }],
    [
      'rate increase rules',
      rateIncreaseSchema,
      { pricelists: [], change: { rules: [{ quantity_from: 5, quantity_to: 2, percent: 1 }] }, rounding: 1, effective_from: '2026-01-01' },
    ],
    ['rate increase no rule', rateIncreaseSchema, { pricelists: [1], change: { rules: [] }, rounding: 1, effective_from: '2026-01-01' }],
    ['security events', securityEventListQuerySchema, { kind: 'x', user: 'x' }],
    ['session', sessionParamsSchema, { id: 'x' }],
    ['area', areaSchema, { country: 'XX', postcode_from: '9 9', postcode_to: 'A'.repeat(11), name: 'x'.repeat(201) }],
    ['area order', areaSchema, { country: 'EE', postcode_from: '20000', postcode_to: '10000' }],
    ['mass areas', massAreasSchema, { areas: [] }],
    ['areas by names', findAreasByNamesSchema, { names: [] }],
    ['areas by names', findAreasByNamesSchema, { names: [''] }],
    ['areas by names', findAreasByNamesSchema, { names: 'x' }],
    ['zone', zoneSchema, { name: '', areas: ['', ''] }],
    ['service', serviceSchema, { name: '', code: 'a b', transit: 1.5 }],
    ['address', addressSchema, { country: 'FI', postcode: '2100' }],
    ['address', addressSchema, { country: 'ZZ', postcode: '' }],
    ['shipment row', shipmentRowSchema, { quantity: 0, type: 'moon', weight: '1,200' }],
    ['price request', priceRequestSchema, { shipments: [], reference: 'x'.repeat(101) }],
    ['statistics', statisticsQuerySchema, { range: 'x' }],
    ['surcharge', surchargeSchema, { name: '', type: 'x', currency: 'x', amount_source: 'x' }],
    ['surcharge amount', surchargeSchema, { name: 'x', type: 'constant', amount: null }],
    ['surcharge percent', surchargeSchema, { name: 'x', type: 'percentage', amount: 5000 }],
    ['surcharge indexed', surchargeSchema, { name: 'x', type: 'constant', amount_source: 'fuel_index' }],
    ['surcharge pricelist', surchargeSchema, { name: 'x', type: 'pricelist' }],
    ['transit', transitSchema, { name: '', transit_time: -1, cutoff_time: '25:99' }],
    ['backtest', backtestRequestSchema, { days: 5 }],
    ['backtest', backtestRequestSchema, { days: 7 }],
    ['version diff', versionDiffQuerySchema, { against: 'x' }],
    ['language', languageField, 'de'],
    ['decimal', decimalField({ measure: 'kg' }), '1,200'],
  ];

  it.each(BAD)('%s: every reason is the catalog’s, or zod’s own wording', (_name, schema, body) => {
    const reasons = reasonsOf(schema, body);
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.filter((reason) => !ZOD_WORDING.test(reason) && !known(reason))).toEqual([]);
  });

  it('covers most of the reasons', () => {
    const said = new Set(BAD.flatMap(([, schema, body]) => reasonsOf(schema, body)).filter(known));
    expect(said.size).toBeGreaterThan(80);
  });

  it('write no reason as a literal: each comes from REASONS', () => {
    const folder = new URL('./', import.meta.url);
    const sources = [
      ...readdirSync(folder)
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'reasons.ts')
        .map((file) => new URL(file, folder)),
      new URL('../i18n/languages.ts', import.meta.url),
      new URL('../zones/postcode-format.ts', import.meta.url),
      new URL('../helpers/measure-number.ts', import.meta.url),
    ];
    const LITERAL_REASON =
      /(['`])(must|is|has|at most|at least|pick|add|give|a lower|lists|overlaps|Passwords|Duplicate)\b|(message|error|invalid|missing): ['`]/;
    const literals = sources.flatMap((url) =>
      readFileSync(url, 'utf8')
        .split('\n')
        .map((line, i) => [`${url.pathname.split('/src/')[1]}:${i + 1}`, line] as const)
        .filter(([, line]) => !/^\s*(\*|\/\/|\/\*)/.test(line) && LITERAL_REASON.test(line))
        .map(([where, line]) => `${where}: ${line.trim()}`),
    );
    expect(literals).toEqual([]);
  });
});
