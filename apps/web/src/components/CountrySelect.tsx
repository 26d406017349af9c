/**
 * The country picker of every form: searchable with the domain's ranking ("LV" finds
 * Latvia first, and Enter picks it), and typing into a filled picker replaces its value instead of
 * appending to it.
 * Read-only it shows the name as text (SelectField).
 */
import type { SelectProps } from '@mantine/core';
import { countryFilter, countryOptions, replaceOnType } from '../lib/countries';
import { SelectField } from './ReadOnlyField';

export function CountrySelect({ onFocus, onMouseUp, ...props }: Omit<SelectProps, 'data'>) {
  return (
    <SelectField
      data={countryOptions()}
      searchable
      allowDeselect={false}
      nothingFoundMessage="Nothing found"
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
