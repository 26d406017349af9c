/**
 * A name search above a list: writes ?{param}= after a 250 ms pause, from 2 characters on (or when
 * emptied), and goes back to page 1 (and into the list's filter memory, see ListFilters). One
 * character says "Type at least 2 characters" under the box rather than nothing.
 */
import { CloseButton, TextInput, type MantineSpacing } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, searchTooShort } from '@freight/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../lib/i18n';
import { useListQuery } from './ListFilters';

export interface SearchFilterProps {
  param?: string;
  /** Search by default. */
  label?: string;
  placeholder?: string;
  /** Space below; 0 inside a FilterBar. */
  mb?: MantineSpacing | 0;
}

export function SearchFilter({ param = 'name', label, placeholder, mb = 'md' }: SearchFilterProps) {
  const t = useT();
  const [params, update] = useListQuery();
  const [value, setValue] = useState(params.get(param) ?? '');
  // Said once the clerk pauses, not while the first letter is typed.
  const [tooShort, setTooShort] = useState(false);

  const apply = useDebouncedCallback((text: string) => {
    setTooShort(searchTooShort(text) !== null);
    const trimmed = text.trim();
    if (trimmed.length > 0 && trimmed.length < SEARCH_MIN_CHARS) return;
    if (trimmed === (params.get(param) ?? '')) return;
    update((next) => {
      if (trimmed) next.set(param, trimmed);
      else next.delete(param);
    });
  }, SEARCH_DEBOUNCE_MS);

  return (
    <TextInput
      label={label ?? t('common.search')}
      placeholder={placeholder}
      maw={360}
      mb={mb}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      error={tooShort ? t('ui.search.tooShort', { count: SEARCH_MIN_CHARS }) : null}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      rightSection={
        value ? (
          <CloseButton
            aria-label={t('ui.search.clear')}
            size="sm"
            onClick={() => {
              setValue('');
              apply('');
            }}
          />
        ) : null
      }
    />
  );
}
