/** The country choices of the forms: the shared list of packages/domain, sorted by name. */
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

/** A country's name from its code (the code itself when unknown). */
export function countryName(code: string | null | undefined): string {
  if (!code) return '';
  return countryOptions().find((c) => c.value === code.toUpperCase())?.label ?? code;
}
