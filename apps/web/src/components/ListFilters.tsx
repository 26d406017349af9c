/**
 * The filter controls above a list, each kept in the query string (?country=EE,LV&sort_by=...):
 * a multi-select, a sort with its direction, and the bar that lays them out. Every change goes
 * back to page 1 and, when the list keeps a filter memory (RecordList's `memory`), is remembered
 * there too (lib/filter-memory.ts).
 */
import { Group, MultiSelect, Select } from '@mantine/core';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { MessageKey } from '@freight/domain';
import { useSearchParams } from 'react-router';
import { rememberFiltersFrom, type FilterMemoryKey } from '../lib/filter-memory';
import { useT } from '../lib/i18n';

const FilterMemoryContext = createContext<FilterMemoryKey | null>(null);

/** Gives the filter controls inside it the memory their list keeps. */
export function FilterMemoryScope({ memory, children }: { memory: FilterMemoryKey | null | undefined; children: ReactNode }) {
  return <FilterMemoryContext.Provider value={memory ?? null}>{children}</FilterMemoryContext.Provider>;
}

/**
 * The list's query and a way to change it: the change edits a copy of the current query, the page
 * goes back to 1, the list's memory (if any) learns the result, and the history entry is replaced.
 */
export function useListQuery(): [URLSearchParams, (change: (next: URLSearchParams) => void) => void] {
  const [params, setParams] = useSearchParams();
  const memory = useContext(FilterMemoryContext);
  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          next.delete('page');
          if (memory) rememberFiltersFrom(memory, next);
          return next;
        },
        // A filter typed above the list keeps the page where it is (no scroll to the top).
        { replace: true, preventScrollReset: true },
      );
    },
    [memory, setParams],
  );
  return [params, update];
}

/** A comma-separated list parameter as values. */
function listParam(params: URLSearchParams, name: string): string[] {
  return (params.get(name) ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

export interface FilterOption {
  value: string;
  label: string;
}

/** A multi-select writing ?{param}=a,b. */
export function MultiSelectFilter({
  param,
  label,
  data,
  placeholder,
}: {
  param: string;
  label: string;
  data: FilterOption[];
  placeholder?: string;
}) {
  const t = useT();
  const [params, update] = useListQuery();
  const value = listParam(params, param);
  // A remembered value the options no longer list still shows (and can be removed).
  const options = [...data, ...value.filter((v) => !data.some((o) => o.value === v)).map((v) => ({ value: v, label: v }))];
  return (
    <MultiSelect
      label={label}
      data={options}
      value={value}
      placeholder={value.length ? undefined : placeholder}
      searchable
      clearable
      nothingFoundMessage={t('ui.nothingFound')}
      miw={220}
      maw={420}
      onChange={(next) =>
        update((query) => {
          if (next.length) query.set(param, next.join(','));
          else query.delete(param);
        })
      }
    />
  );
}

/** The sort directions, their labels as message keys. */
const DIRECTIONS: { value: 'asc' | 'desc'; label: MessageKey }[] = [
  { value: 'asc', label: 'ui.sort.ascending' },
  { value: 'desc', label: 'ui.sort.descending' },
];

/**
 * The sort of a list: ?sort_by= (when there is more than one column to sort by) and ?dir=asc|desc.
 * The first option is the server's default and is left out of the address.
 */
export function SortFilter({ options }: { options: FilterOption[] }) {
  const t = useT();
  const [params, update] = useListQuery();
  const first = options[0]?.value ?? '';
  const sortBy = params.get('sort_by') || first;
  const dir = params.get('dir') === 'desc' ? 'desc' : 'asc';
  const single = options.length <= 1;
  return (
    <>
      {!single && (
        <Select
          label={t('ui.sort.by')}
          data={options}
          value={sortBy}
          allowDeselect={false}
          w={160}
          onChange={(next) =>
            update((query) => {
              if (next && next !== first) query.set('sort_by', next);
              else query.delete('sort_by');
            })
          }
        />
      )}
      <Select
        label={single && options[0] ? t('ui.sort.byColumn', { column: options[0].label.toLowerCase() }) : t('ui.sort.direction')}
        data={DIRECTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
        value={dir}
        allowDeselect={false}
        w={160}
        onChange={(next) =>
          update((query) => {
            if (next === 'desc') query.set('dir', 'desc');
            else query.delete('dir');
          })
        }
      />
    </>
  );
}

/** The row of filters above a list. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
      {children}
    </Group>
  );
}
