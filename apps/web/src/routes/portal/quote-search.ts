/**
 * The portal's quote search as the address carries it (?from=&to=&collection=&delivery=&reference=
 * &booked=&page=): the form's values read from the URL, written back to it, and the query
 * GET /fe/portal/quotes is asked with. Pure, so the rules are tested without a page.
 */
import { isValidDay, MAX_YEAR, MIN_YEAR } from '@freight/domain';
import { dateProblemText } from '../../components/DateField';
import { t } from '../../lib/i18n';

/** The booked filter's choices: all, booked only, not booked only. */
export const BOOKED_CHOICES = ['', 'true', 'false'] as const;
export type BookedChoice = (typeof BOOKED_CHOICES)[number];

export interface QuoteSearchValues {
  /** 'yyyy-mm-dd', '' or text being typed. */
  from: string;
  to: string;
  /** 'EE' or 'EE 101'. */
  collection: string;
  delivery: string;
  reference: string;
  /** '': all; 'true': booked only; 'false': not booked only. */
  booked: BookedChoice;
}

export const EMPTY_QUOTE_SEARCH: QuoteSearchValues = { from: '', to: '', collection: '', delivery: '', reference: '', booked: '' };

const TEXT_FIELDS = ['collection', 'delivery', 'reference'] as const;

/** The form's values from the page's address. */
export function searchValuesOf(params: URLSearchParams): QuoteSearchValues {
  const booked = params.get('booked');
  return {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    collection: params.get('collection') ?? '',
    delivery: params.get('delivery') ?? '',
    reference: params.get('reference') ?? '',
    booked: booked === 'true' || booked === 'false' ? booked : '',
  };
}

/** The field errors of the form: a day that is no date, a range that ends before it starts. */
export function searchProblems(values: QuoteSearchValues): Partial<Record<keyof QuoteSearchValues, string>> {
  const problems: Partial<Record<keyof QuoteSearchValues, string>> = {};
  for (const key of ['from', 'to'] as const) {
    const problem = values[key] ? dateProblemText(values[key], { minYear: MIN_YEAR, maxYear: MAX_YEAR }, t) : null;
    if (problem) problems[key] = problem;
  }
  if (!problems.from && !problems.to && values.from && values.to && values.from > values.to)
    problems.to = t('portalPages.quotes.toBeforeFrom');
  return problems;
}

/** The address of a search: the filled fields only, trimmed, from page 1. */
export function searchParamsOf(values: QuoteSearchValues): URLSearchParams {
  const params = new URLSearchParams();
  if (values.from) params.set('from', values.from);
  if (values.to) params.set('to', values.to);
  for (const key of TEXT_FIELDS) {
    const text = values[key].trim();
    if (text) params.set(key, key === 'reference' ? text : text.toUpperCase());
  }
  if (values.booked) params.set('booked', values.booked);
  return params;
}

/**
 * The query GET /fe/portal/quotes is asked with: what the address holds, a day that is no date
 * (typed into the address) left out rather than refused, a page number kept.
 */
export function quoteQueryOf(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  const page = params.get('page');
  if (page && /^\d+$/.test(page)) query.page = page;
  for (const key of ['from', 'to'] as const) {
    const day = params.get(key);
    if (day && isValidDay(day)) query[key] = day;
  }
  for (const key of TEXT_FIELDS) {
    const text = params.get(key)?.trim();
    if (text) query[key] = text;
  }
  const booked = params.get('booked');
  if (booked === 'true' || booked === 'false') query.booked = booked;
  return query;
}
