/** The country choices of the forms: the shared list of packages/domain, sorted by name (names: `countryName` of packages/domain). */
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { COUNTRIES, rankCountries } from '@freight/domain';
import type { FocusEvent, MouseEvent } from 'react';

export { DEFAULT_COUNTRY } from '@freight/domain';

export interface CountryOption {
  value: string;
  label: string;
}

let cached: CountryOption[] | null = null;

/** Every country as a select option, sorted by name. */
export function countryOptions(): CountryOption[] {
  cached ??= COUNTRIES.map(([code, name]): CountryOption => ({ value: code, label: name })).sort((a, b) =>
    a.label.localeCompare(b.label, 'en'),
  );
  return cached;
}

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => 'value' in option;

/** The pickers' search (domain `rankCountries`): "LV" finds Latvia first, then names starting with the text, then containing it. */
export const countryFilter: OptionsFilter = ({ options, search, limit }) => rankCountries(options.filter(isItem), search, limit);

// When the field got the focus: a click's mouseup right after it keeps the selection.
const focusedAt = new WeakMap<HTMLInputElement, number>();

/**
 * Typing into a filled picker replaces its value: its text is selected when it gets the focus (a
 * click's mouseup would put the caret back at the click: the one right after the focus is ignored).
 */
export const replaceOnType = {
  onFocus(event: FocusEvent<HTMLInputElement>) {
    event.currentTarget.select();
    focusedAt.set(event.currentTarget, Date.now());
  },
  onMouseUp(event: MouseEvent<HTMLInputElement>) {
    const at = focusedAt.get(event.currentTarget);
    focusedAt.delete(event.currentTarget);
    if (at !== undefined && Date.now() - at < 1000) event.preventDefault();
  },
};
