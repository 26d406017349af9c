/**
 * A name search above a list: writes ?{param}= after a 250 ms pause, from 2 characters on (or when
 * emptied), and goes back to page 1.
 */
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@freight/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

export function SearchFilter({ param = 'name', label = 'Search', placeholder }: { param?: string; label?: string; placeholder?: string }) {
  const [params, setParams] = useSearchParams();
  const [value, setValue] = useState(params.get(param) ?? '');

  const apply = useDebouncedCallback((text: string) => {
    const trimmed = text.trim();
    if (trimmed.length > 0 && trimmed.length < SEARCH_MIN_CHARS) return;
    const next = new URLSearchParams(params);
    if (trimmed) next.set(param, trimmed);
    else next.delete(param);
    next.delete('page');
    setParams(next, { replace: true });
  }, SEARCH_DEBOUNCE_MS);

  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      maw={360}
      mb="md"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      rightSection={
        value ? (
          <CloseButton
            aria-label="Clear search"
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
