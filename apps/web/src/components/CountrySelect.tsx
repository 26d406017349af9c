/**
 * The country picker of every form: the countries named and sorted in the reader's language
 * (lib/countries.ts), searchable with the domain's ranking ("LV" finds Latvia first, and Enter
 * picks it), and typing into a filled picker replaces its value instead of appending to it.
 * Read-only it shows the name as text (SelectField).
 */
import type { SelectProps } from '@mantine/core';
import { countryFilter, countryOptions, replaceOnType } from '../lib/countries';
import { useLanguage, useT } from '../lib/i18n';
import { SelectField } from './ReadOnlyField';

export function CountrySelect({ onFocus, onMouseUp, ...props }: Omit<SelectProps, 'data'>) {
  const language = useLanguage();
  const t = useT();
  return (
    <SelectField
      data={countryOptions(language)}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('ui.nothingFound')}
      filter={countryFilter}
      // "LV" then Enter picks Latvia, the first of the ranked options.
      selectFirstOptionOnChange
      {...props}
      onFocus={(event) => {
        replaceOnType.onFocus(event);
        onFocus?.(event);
      }}
      onMouseUp={(event) => {
        replaceOnType.onMouseUp(event);
        onMouseUp?.(event);
      }}
    />
  );
}
