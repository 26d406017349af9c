/**
 * List-filter memories (docs/product/shell.md §3): kept in memory only, for the session of the page, and cleared on
 * logout. A list keeps its filters both here and in its query string: its loader calls
 * `syncFilterMemory` (an address without filters goes to the remembered ones, one with filters is
 * remembered), and its filter controls report every change through `rememberFiltersFrom` (see
 * RecordList's `memory` prop), so that clearing the last filter is remembered too.
 */
import { redirect } from 'react-router';

export interface PricelistFilters {
  service: string[];
  active: string[];
  customer: string[];
  unit: string[];
  comment: string;
}

export interface AreaFilters {
  country: string[];
  name: string;
  sort_by: string;
}

/** The third memory: a country list and a name. */
export interface CountryNameFilters {
  country: string[];
  name: string;
}

const empty = {
  pricelist: (): PricelistFilters => ({ service: [], active: [], customer: [], unit: [], comment: '' }),
  area: (): AreaFilters => ({ country: [], name: '', sort_by: '' }),
  third: (): CountryNameFilters => ({ country: [], name: '' }),
};

const memories = {
  pricelist: empty.pricelist(),
  area: empty.area(),
  third: empty.third(),
};

type Memories = typeof memories;

/** The remembered filters of one list. */
export function getFilterMemory<K extends keyof Memories>(key: K): Memories[K] {
  return memories[key];
}

/** Remembers the filters of one list. */
export function setFilterMemory<K extends keyof Memories>(key: K, value: Memories[K]): void {
  memories[key] = value;
}

/** Forgets every list's filters (logout). */
export function clearFilterMemories(): void {
  memories.pricelist = empty.pricelist();
  memories.area = empty.area();
  memories.third = empty.third();
}

function list(params: URLSearchParams, key: string): string[] {
  return (params.get(key) ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Pricelist filters from the query: service, active, customer, unit (comma-separated), comment. */
export function pricelistFiltersFrom(params: URLSearchParams): PricelistFilters {
  return {
    service: list(params, 'service'),
    active: list(params, 'active'),
    customer: list(params, 'customer'),
    unit: list(params, 'unit'),
    comment: params.get('comment') ?? '',
  };
}

/** Area filters from the query: country (comma-separated), name, sort_by. */
export function areaFiltersFrom(params: URLSearchParams): AreaFilters {
  return { country: list(params, 'country'), name: params.get('name') ?? '', sort_by: params.get('sort_by') ?? '' };
}

/** Country and name filters from the query. */
export function countryNameFiltersFrom(params: URLSearchParams): CountryNameFilters {
  return { country: list(params, 'country'), name: params.get('name') ?? '' };
}

/** The name of a memory: 'pricelist', 'area' or 'third'. */
export type FilterMemoryKey = keyof Memories;

const readers: { [K in FilterMemoryKey]: (params: URLSearchParams) => Memories[K] } = {
  pricelist: pricelistFiltersFrom,
  area: areaFiltersFrom,
  third: countryNameFiltersFrom,
};

/** The query parameters a memory holds. */
function keysOf(key: FilterMemoryKey): string[] {
  return Object.keys(empty[key]());
}

/** A memory's filters as query parameters: lists comma-separated, empties left out. */
export function filtersToParams(filters: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    const text = Array.isArray(value) ? value.join(',') : String(value ?? '');
    if (text) params.set(name, text);
  }
  return params;
}

/** Remembers a list's filters from its (new) query. */
export function rememberFiltersFrom<K extends FilterMemoryKey>(key: K, params: URLSearchParams): void {
  memories[key] = readers[key](params);
}

/**
 * For a list's loader: an address carrying none of the memory's parameters is sent to the
 * remembered filters (other parameters kept); one carrying any is remembered as it is.
 */
export function syncFilterMemory(key: FilterMemoryKey, request: Request): void {
  const url = new URL(request.url);
  const keys = keysOf(key);
  if (keys.some((name) => url.searchParams.has(name))) {
    rememberFiltersFrom(key, url.searchParams);
    return;
  }
  const remembered = filtersToParams(memories[key]);
  if (remembered.size === 0) return;
  for (const [name, value] of remembered) url.searchParams.set(name, value);
  throw redirect(`${url.pathname}?${url.searchParams.toString()}`);
}
