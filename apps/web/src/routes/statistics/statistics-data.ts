/** The statistics page's query (range, Shipment only) and its loader: GET /fe/pricelists/{id}/statistics. */
import {
  DEFAULT_STATISTICS_RANGE,
  STATISTICS_RANGES,
  STATISTICS_ROUTES,
  type StatisticsAnswer,
  type StatisticsRange,
} from '@freight/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../lib/client';
import { idParam } from '../../lib/records';

export type Range = StatisticsRange;
export const DEFAULT_RANGE: Range = DEFAULT_STATISTICS_RANGE;

/** GET /fe/pricelists/{id}/statistics: packages/domain statisticsAnswerSchema. */
export type Statistics = StatisticsAnswer;

/** The range a text names (a query parameter, the select's value); undefined for none. */
export function rangeNamed(value: string | null): Range | undefined {
  return STATISTICS_RANGES.find((r) => r.value === value)?.value;
}

export function rangeOf(params: URLSearchParams): Range {
  return rangeNamed(params.get('range')) ?? DEFAULT_RANGE;
}

export async function statisticsLoader({ params, request }: LoaderFunctionArgs): Promise<Statistics> {
  const search = new URL(request.url).searchParams;
  const viaTms = search.get('via_tms') === 'true';
  return api.read(STATISTICS_ROUTES.pricelist, {
    params: { id: idParam(params) },
    query: { range: rangeOf(search), via_tms: viaTms ? 'true' : undefined },
  });
}
