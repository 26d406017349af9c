/**
 * List-filter memories (seeds §3): kept in memory only, for the session of the page, and cleared on
 * logout. The pricelist and area lists of later issues read and write them.
 */

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
