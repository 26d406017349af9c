/**
 * The reasons the schemas give for a refused field, each the catalog's English (`validation.*`,
 * i18n/messages/validation.ts), so a reason is written once: the API answers it, and
 * `localizeReason` finds it by that text and says it in the reader's language. A schema takes its
 * reason from here, never a literal of its own (reasons.test.ts fails on one).
 */
import type { MessageKey } from '../i18n/messages';
import { translate } from '../i18n/translate';

/**
 * The English of `key` with `values` as the code writes them: a number as its digits ('10000',
 * '0.000001'), not the catalogs' Finnish number format ('10 000'), which the API has never said.
 */
function say(key: MessageKey, values?: Record<string, string | number>): string {
  const texts = values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
  return translate('en', key, texts);
}

export const REASONS = {
  required: say('validation.required'),
  boolean: say('validation.boolean'),
  yesNo: say('validation.yesNo'),
  number: say('validation.number'),
  finiteNumber: say('validation.finiteNumber'),
  wholeNumber: say('validation.wholeNumber'),
  wholeMonths: say('validation.wholeMonths'),
  oneOrMore: say('validation.oneOrMore'),
  id: say('validation.id'),
  ids: say('validation.ids'),
  version: say('validation.version'),
  zone: say('validation.zone'),
  unit: say('validation.unit'),
  unitCode: say('validation.unitCode'),
  pricingUnit: say('validation.pricingUnit'),
  role: say('validation.role'),
  object: say('validation.object'),
  serviceId: say('validation.serviceId'),
  quoteId: say('validation.quoteId'),
  quoteIdOrEnd: say('validation.quoteIdOrEnd'),
  userId: say('validation.userId'),
  sessionId: say('validation.sessionId'),
  date: say('validation.date'),
  month: say('validation.month'),
  time: say('validation.time'),
  timeZone: say('validation.timeZone'),
  country: say('validation.country'),
  countryCode: say('validation.countryCode'),
  currency: say('validation.currency'),
  currencyCode: say('validation.currencyCode'),
  language: say('validation.language'),
  email: say('validation.email'),
  url: say('validation.url'),
  phone: say('validation.phone', { example: '+372 5123 4567' }),
  notEmpty: say('validation.notEmpty'),
  notValid: say('validation.notValid'),
  noSpaces: say('validation.noSpaces'),
  lettersDigits: say('validation.lettersDigits'),
  oneLine: say('validation.oneLine'),
  storable: say('validation.storable'),
  names: say('validation.names'),
  nameList: say('validation.nameList'),
  // The values of an enumeration, as a program sends them.
  direction: say('validation.direction'),
  permissionLevel: say('validation.permissionLevel'),
  conditionType: say('validation.conditionType'),
  pricelistStatus: say('validation.pricelistStatus'),
  changeStatus: say('validation.changeStatus'),
  changeRecord: say('validation.changeRecord'),
  approvalMode: say('validation.approvalMode'),
  surchargeType: say('validation.surchargeType'),
  amountSource: say('validation.amountSource'),
  exportUnit: say('validation.exportUnit'),
  exportFormat: say('validation.exportFormat'),
  deliveryStatus: say('validation.deliveryStatus'),
  webhookEvent: say('validation.webhookEvent'),
  statisticsRange: say('validation.statisticsRange'),
  securityKind: say('validation.securityKind'),
  backtestDays: say('validation.backtestDays'),
  // Fields read together.
  onOrAfterFrom: say('validation.onOrAfterFrom'),
  aboveFrom: say('validation.aboveFrom'),
  notBeforeValidFrom: say('validation.notBeforeValidFrom'),
  notBeforePostcodeFrom: say('validation.notBeforePostcodeFrom'),
  belowQuantityFrom: say('validation.belowQuantityFrom'),
  belowMinimum: say('validation.belowMinimum'),
  belowBandAbove: say('validation.belowBandAbove'),
  rowBefore: say('validation.rowBefore'),
  lowerBound: say('validation.lowerBound'),
  boundRequired: say('validation.boundRequired'),
  pricePerRow: say('validation.pricePerRow'),
  duplicateZones: say('validation.duplicateZones'),
  passwordsDiffer: say('validation.passwordsDiffer'),
  fixedOnly: say('validation.fixedOnly'),
  pricelistOrDraft: say('validation.pricelistOrDraft'),
  areaTwice: say('validation.areaTwice'),
  withLatitude: say('validation.withLatitude'),
  withLongitude: say('validation.withLongitude'),
  // Lists.
  oneRow: say('validation.oneRow'),
  addRow: say('validation.addRow'),
  addArea: say('validation.addArea'),
  oneArea: say('validation.oneArea'),
  oneEvent: say('validation.oneEvent'),
  oneRule: say('validation.oneRule'),
  onePricelist: say('validation.onePricelist'),
  oneQuantityRow: say('validation.oneQuantityRow'),
  oneShipment: say('validation.oneShipment'),
  oneLane: say('validation.oneLane'),
  oneProfile: say('validation.oneProfile'),
  // The two a union says in its own notation.
  percentOrRules: say('validation.percentOrRules', { percent: '{percent}', rules: '{rules: [...]}' }),
  pricelistsOrFilter: say('validation.pricelistsOrFilter', { filter: '{service, customer, unit, active}' }),

  // ---- with a value ----
  maxChars: (max: number) => say('validation.maxChars', { max }),
  minChars: (min: number) => say('validation.minChars', { min }),
  maxLines: (max: number) => say('validation.maxLines', { max }),
  maxDecimals: (max: number) => say('validation.maxDecimals', { max }),
  /** `max` a number, or a text as it is said ('1,000,000', '1000 %'). */
  atMost: (max: number | string) => say('validation.atMost', { max }),
  atLeast: (min: number | string) => say('validation.atLeast', { min }),
  above: (min: number) => say('validation.above', { min }),
  digits: (count: number) => say('validation.digits', { count }),
  dateYears: (min: number, max: number) => say('validation.dateYears', { min, max }),
  monthYears: (min: number, max: number) => say('validation.monthYears', { min, max }),
  atLeastMonth: (min: number) => say('validation.atLeastMonth', { min }),
  maxMonths: (max: number) => say('validation.maxMonths', { max }),
  maxBands: (max: number) => say('validation.maxBands', { max }),
  maxNames: (max: number) => say('validation.maxNames', { max }),
  maxRows: (max: number) => say('validation.maxRows', { max }),
  maxZones: (max: number) => say('validation.maxZones', { max }),
  maxAddresses: (max: number) => say('validation.maxAddresses', { max }),
  maxShipments: (max: number) => say('validation.maxShipments', { max }),
  maxLanes: (max: number) => say('validation.maxLanes', { max }),
  maxProfiles: (max: number) => say('validation.maxProfiles', { max }),
  /** 'must be one of name, country': the values as a request gives them. */
  oneOf: (values: readonly (string | number)[]) => say('validation.oneOf', { values: values.join(', ') }),
  idsOr: (general: string) => say('validation.idsOrGeneral', { general }),
  partnerIdOr: (general: string) => say('validation.partnerIdOrGeneral', { general }),
  alreadyInRow: (row: number) => say('validation.alreadyInRow', { row }),
  /** `to` as the band's bound is shown ('1,5'). */
  overlapsBand: (to: string) => say('validation.overlapsBand', { to }),
  postcodeDigits: (country: string, digits: number) => say('validation.postcodeDigits', { country, digits }),
  postcodeInvalid: (country: string) => say('validation.postcodeInvalid', { country }),
  /** "1,200 could be 1,2 or 1 200 kg; write 1200 or 1,2": each reading as the clerk reads it, its unit after it. */
  ambiguousMeasure: (values: { text: string; decimal: string; thousands: string; plain: string; comma: string }) =>
    say('validation.ambiguousMeasure', values),
} as const;
