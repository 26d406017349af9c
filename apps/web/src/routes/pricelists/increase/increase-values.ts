/**
 * The rate increase form's values: what the clerk picks, turned into the body of
 * POST /fe/rate_increases and checked with the shared schemas before it is sent. Errors are keyed
 * by the body's paths ('change.rules.0.percent'), the keys a 422 names, so the server's field
 * errors land on the same fields.
 */
import { randomId } from '@mantine/hooks';
import {
  GENERAL_CUSTOMER,
  INCREASE_BACKTEST_DAYS,
  INCREASE_ROUNDINGS,
  PRICELIST_UNITS,
  effectiveDayProblem,
  increaseAmount,
  localizeReason,
  increaseRuleSchema,
  increaseSelectionSchema,
  rateIncreaseSchema,
  type IncreaseRounding,
  type MessageKey,
  type RateIncreaseBody,
  type Translate,
  type ZONE_ROUTES,
} from '@freight/domain';
import type { OptionItem } from '../../../lib/client';
import { isOneOf } from '../../../lib/narrow';
import { formatCurrency, formatNumber } from '../../../lib/format';
import { currentLanguage, t as translateNow } from '../../../lib/i18n';
import { capitalise } from '../../../lib/toast';

/** A zone of the rules' selects. */
export type ZoneOption = OptionItem<typeof ZONE_ROUTES.options>;

/** Pricelists chosen by a filter, or picked one by one. */
export const CHOOSE_MODES = ['filter', 'pick'] as const;
export type ChooseMode = (typeof CHOOSE_MODES)[number];
/** One percent on every price, or rules. */
export const CHANGE_KINDS = ['percent', 'rules'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** The filter as its selects hold it: ids as text, null for "all". */
export interface IncreaseFilterValues {
  service: string | null;
  /** A partner id, GENERAL_CUSTOMER for the general pricelists, null for all. */
  customer: string | null;
  unit: string | null;
  /** 'true' active, 'false' disabled, null both. */
  active: string | null;
}

/** One rule row; a side left empty matches all. */
export interface RuleValues {
  /** A React key. */
  key: string;
  zone_from: string | null;
  zone_to: string | null;
  quantity_from: string;
  quantity_to: string;
  customer: string | null;
  percent: string;
}

export interface IncreaseValues {
  mode: ChooseMode;
  filter: IncreaseFilterValues;
  /** The ids picked one by one. */
  picked: number[];
  changeKind: ChangeKind;
  percent: string;
  rules: RuleValues[];
  include_min_max: boolean;
  /** One of INCREASE_ROUNDINGS as text ('0.05'). */
  rounding: string;
  /** yyyy-mm-dd, or what the clerk typed. */
  effective_from: string;
  /** '30' or '90'. */
  backtest_days: string;
}

/** The first of January after `today`: the usual day a yearly increase takes effect. */
export function nextNewYear(today: Date = new Date()): string {
  return `${today.getFullYear() + 1}-01-01`;
}

export function emptyRule(): RuleValues {
  return { key: randomId(), zone_from: null, zone_to: null, quantity_from: '', quantity_to: '', customer: null, percent: '' };
}

export function initialIncreaseValues(today: Date = new Date()): IncreaseValues {
  return {
    mode: 'filter',
    filter: { service: null, customer: null, unit: null, active: 'true' },
    picked: [],
    changeKind: 'percent',
    percent: '',
    rules: [emptyRule()],
    include_min_max: false,
    rounding: '0.01',
    effective_from: nextNewYear(today),
    backtest_days: '90',
  };
}

/** The roundings as the select offers them: '0,01', '0,05', '0,10', '0,50', '1,00'. */
export const ROUNDING_OPTIONS = INCREASE_ROUNDINGS.map((r) => ({ value: String(r), label: formatNumber(r, 2, 2) }));
/** The preview's periods as its buttons offer them: '30 days', '90 days'. */
export function backtestOptions(t: Translate) {
  return INCREASE_BACKTEST_DAYS.map((d) => ({ value: String(d), label: t('increase.days', { days: d }) }));
}

/**
 * A typed decimal as the body carries it: a number when it reads as one ('4,5' -> 4.5, '1 000' ->
 * 1000), else the text as typed for the schema to name; empty is undefined.
 */
export function decimalOf(text: string): number | string | undefined {
  const clean = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (clean === '') return undefined;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(clean) ? Number(clean) : text.trim();
}

/** The filter as the body takes it: only what is set; General is null. */
export function selectionOf(filter: IncreaseFilterValues): Exclude<RateIncreaseBody['pricelists'], number[]> {
  const selection: Exclude<RateIncreaseBody['pricelists'], number[]> = {};
  if (filter.service) selection.service = Number(filter.service);
  if (filter.customer) selection.customer = filter.customer === GENERAL_CUSTOMER ? null : Number(filter.customer);
  if (isOneOf(PRICELIST_UNITS, filter.unit)) selection.unit = filter.unit;
  if (filter.active) selection.active = filter.active === 'true';
  return selection;
}

/** A rule as the body carries it. */
type RuleBody = Extract<RateIncreaseBody['change'], { rules: unknown }>['rules'][number];

/** A rule row as the body takes it: only the sides set. */
function ruleOf(rule: RuleValues): RuleBody {
  const from = decimalOf(rule.quantity_from);
  const to = decimalOf(rule.quantity_to);
  return {
    ...(rule.zone_from ? { zone_from: Number(rule.zone_from) } : {}),
    ...(rule.zone_to ? { zone_to: Number(rule.zone_to) } : {}),
    ...(from !== undefined ? { quantity_from: from } : {}),
    ...(to !== undefined ? { quantity_to: to } : {}),
    ...(rule.customer ? { customer: Number(rule.customer) } : {}),
    percent: decimalOf(rule.percent) ?? '',
  };
}

/** The rounding a select holds ('0.05') as a number of INCREASE_ROUNDINGS; undefined for any other text. */
function roundingOf(text: string): IncreaseRounding | undefined {
  return INCREASE_ROUNDINGS.find((rounding) => rounding === Number(text));
}

/** The body of POST /fe/rate_increases for the form's values. */
export function toIncreaseBody(values: IncreaseValues): RateIncreaseBody {
  return {
    pricelists: values.mode === 'pick' ? values.picked : selectionOf(values.filter),
    change: values.changeKind === 'percent' ? { percent: decimalOf(values.percent) ?? '' } : { rules: values.rules.map(ruleOf) },
    include_min_max: values.include_min_max,
    // The select offers only INCREASE_ROUNDINGS (validateIncrease checks it with the schema before it is sent).
    rounding: Number(values.rounding) as RateIncreaseBody['rounding'],
    effective_from: values.effective_from,
    // The buttons offer only INCREASE_BACKTEST_DAYS, checked likewise.
    backtest_days: Number(values.backtest_days) as NonNullable<RateIncreaseBody['backtest_days']>,
  };
}

type Issues = ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;

/** The schema's reason for the end of a break range below its start: it names the start by its key. */
const BELOW_QUANTITY_FROM = 'must not be below quantity_from';

/** A schema's reason in the reader's language, capitalised. */
function reasonText(reason: string): string {
  // The schema names the other end of a range by its key; the clerk knows it by its column.
  if (reason === BELOW_QUANTITY_FROM) return translateNow('increase.errors.belowBreakFrom');
  return capitalise(localizeReason(currentLanguage(), reason));
}

/** The first issue per key, under `prefix`, capitalised. */
function collect(errors: Record<string, string>, issues: Issues, prefix: string) {
  for (const issue of issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    if (!(key in errors)) errors[key] = reasonText(issue.message);
  }
}

const REQUIRED: MessageKey = 'increase.errors.required';
const OTHER_FIELDS = rateIncreaseSchema.pick({ include_min_max: true, rounding: true, effective_from: true, backtest_days: true });
const PICK_ONE: MessageKey = 'increase.errors.pickOne';
const RULE_NEEDED: MessageKey = 'increase.errors.ruleNeeded';

/**
 * The form's errors before anything is sent, keyed as the body's paths. Each part is checked on
 * its own with the shared schemas (the change's union alone would only say "must be {percent} or
 * {rules}"), an empty percent says it is required. With `today` (the carrier's, 'yyyy-mm-dd'), a
 * day not after it is refused at the field, as the apply would refuse it. In the current language.
 */
export function validateIncrease(values: IncreaseValues, today?: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const body = toIncreaseBody(values);
  if (values.mode === 'pick') {
    if (values.picked.length === 0) errors.pricelists = translateNow(PICK_ONE);
  } else {
    const selection = increaseSelectionSchema.safeParse(body.pricelists);
    if (!selection.success) collect(errors, selection.error.issues, 'pricelists');
  }
  if (values.changeKind === 'percent') {
    if (!values.percent.trim()) errors['change.percent'] = translateNow(REQUIRED);
    else {
      const percent = increaseRuleSchema.safeParse({ percent: decimalOf(values.percent) });
      if (!percent.success) collect(errors, percent.error.issues, 'change');
    }
  } else if (values.rules.length === 0) {
    errors['change.rules'] = translateNow(RULE_NEEDED);
  } else {
    values.rules.forEach((rule, i) => {
      if (!rule.percent.trim()) errors[`change.rules.${i}.percent`] = translateNow(REQUIRED);
      const parsed = increaseRuleSchema.safeParse(ruleOf(rule));
      if (!parsed.success) collect(errors, parsed.error.issues, `change.rules.${i}`);
    });
  }
  if (!values.effective_from.trim()) errors.effective_from = translateNow(REQUIRED);
  // The rest (rounding, date, period) as the whole body's schema says it.
  const { include_min_max, rounding, effective_from, backtest_days } = body;
  const parsed = OTHER_FIELDS.safeParse({ include_min_max, rounding, effective_from, backtest_days });
  if (!parsed.success) collect(errors, parsed.error.issues, '');
  const dayProblem = today && !errors.effective_from ? effectiveDayProblem(effective_from, today) : null;
  if (dayProblem) errors.effective_from = reasonText(dayProblem);
  return errors;
}

/** The keys a field of the form shows under itself; the rest go to the banner. */
const FORM_KEYS =
  /^(pricelists(\.\w+)?|change\.percent|change\.rules(\.\d+\.(zone_from|zone_to|quantity_from|quantity_to|customer|percent))?|rounding|effective_from|backtest_days)$/;

export function isShownOnForm(key: string): boolean {
  return FORM_KEYS.test(key);
}

/** The body's text, to tell whether the preview on screen is of the form as it is now. */
export function bodyKey(values: IncreaseValues): string {
  return JSON.stringify(toIncreaseBody(values));
}

/**
 * What the percent and rounding make of a price of 100 €, under the percent field: '100,00 € becomes
 * 104,50 €' (the domain's own arithmetic); null while the percent is no valid one.
 */
export function exampleOf(percent: string, rounding: string, t: Translate = translateNow): string | null {
  const value = decimalOf(percent);
  if (typeof value !== 'number' || !increaseRuleSchema.safeParse({ percent: value }).success) return null;
  const step = roundingOf(rounding);
  if (step === undefined) return null;
  const after = increaseAmount(100, value, step);
  return t('increase.percent.example', { before: formatCurrency(100), after: formatCurrency(after) });
}
