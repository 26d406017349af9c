/** The country choices of the forms: the shared list of packages/domain, sorted by name (names: `countryName` of packages/domain). */
import { COUNTRIES } from '@freight/domain';

export { DEFAULT_COUNTRY } from '@freight/domain';

export interface CountryOption {
  value: string;
  label: string;
}

let cached: CountryOption[] | null = null;

/** Every country as a select option, sorted by name. */
export function countryOptions(): CountryOption[] {
  cached ??= COUNTRIES.map(([code, name]) => ({ value: code as string, label: name as string })).sort((a, b) =>
    a.label.localeCompare(b.label, 'en'),
  );
  return cached;
}
