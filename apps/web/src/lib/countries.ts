/**
 * The country choices of the forms: the shared list of packages/domain, named in the reader's
 * language (English: the domain's `countryName`; Estonian and Finnish: the browser's own names,
 * Intl.DisplayNames) and sorted by that name in the language's order.
 */
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { COUNTRIES, countryName, rankCountries, type Language } from '@freight/domain';
import type { FocusEvent, MouseEvent } from 'react';

export { DEFAULT_COUNTRY } from '@freight/domain';

export interface CountryOption {
  value: string;
  label: string;
}

const displayNames = new Map<Language, Intl.DisplayNames | null>();

/** The browser's names of regions in `language`; null where it has none. */
function regionNames(language: Language): Intl.DisplayNames | null {
  if (!displayNames.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    } catch {
      // No Intl.DisplayNames (an old browser): the English names serve.
    }
    displayNames.set(language, names);
  }
  return displayNames.get(language) ?? null;
}

/**
 * A country's name in `language`: English keeps the product's names ('Czech Republic', not
 * Intl's 'Czechia'); Estonian and Finnish take the browser's ('Soome', 'Viro'), the English name
 * where it has none. An unknown code is shown as it is.
 */
export function countryLabel(code: string | null | undefined, language: Language): string {
  const english = countryName(code);
  if (!code || language === 'en') return english;
  try {
    return regionNames(language)?.of(code.toUpperCase()) ?? english;
  } catch {
    // A code Intl refuses (not two letters): the English name, or the code.
    return english;
  }
}

const cached = new Map<Language, CountryOption[]>();

/** Every country as a select option in `language`, sorted by its name in that language's order. */
export function countryOptions(language: Language): CountryOption[] {
  let options = cached.get(language);
  if (!options) {
    const order = new Intl.Collator(language);
    options = COUNTRIES.map(([code]): CountryOption => ({ value: code, label: countryLabel(code, language) })).sort((a, b) =>
      order.compare(a.label, b.label),
    );
    cached.set(language, options);
  }
  return options;
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
