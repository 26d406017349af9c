/**
 * The zone form's area picker, searched on the server: a carrier may hold 50,000 areas, too many to
 * load with the form (4.9 MB, 0.3-0.8 s). The form starts with the zone's own areas (its record
 * carries them); typing asks GET /fe/areas/form?q= after a pause for at most 50 matches, and a
 * pasted list of names is resolved by POST /fe/areas/find_by_names. Every area seen is kept, so a
 * chosen one keeps its label whatever the search shows now.
 */
import { Text, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { AREA_PASTE_NAMES, AREA_ROUTES, SEARCH_DEBOUNCE_MS, type ZoneAreaAnswer } from '@freight/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import { PasteMultiSelect, wordsFilter } from '../../components/PasteMultiSelect';
import { api } from '../../lib/client';
import { useT } from '../../lib/i18n';
import { postcodeRange } from '../areas';

/** An area as the picker shows it. */
export type PickerArea = Pick<ZoneAreaAnswer, 'id' | 'name' | 'country' | 'postcode_from' | 'postcode_to'>;

export interface AreaPickerProps {
  /** The areas the zone holds when the form opens: the chosen values' labels. */
  initial: PickerArea[];
  /** Chosen area ids, as the form holds them. */
  value: string[];
  onChange: (value: string[]) => void;
  error?: React.ReactNode;
}

/** The server has already searched: the dropdown shows its answer as it came. */
const SERVER_FILTERED: OptionsFilter = ({ options }) => options;

/**
 * Areas found by a search, by the search's text: the last answers are kept, so a search typed again
 * (or the empty one after a pick) shows at once instead of an empty list.
 */
function useAreaSearch(initial: PickerArea[]) {
  const [known, setKnown] = useState(() => new Map(initial.map((a) => [String(a.id), a])));
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<{ text: string; ids: string[] } | null>(null);
  const [searching, setSearching] = useState(false);
  const cache = useRef(new Map<string, string[]>());
  const latest = useRef('');

  const remember = useCallback((areas: PickerArea[]) => {
    setKnown((before) => {
      if (areas.every((a) => before.has(String(a.id)))) return before;
      const next = new Map(before);
      for (const area of areas) next.set(String(area.id), area);
      return next;
    });
  }, []);

  const run = useCallback(
    async (text: string) => {
      const q = text.trim();
      latest.current = q;
      const cached = cache.current.get(q);
      if (cached) {
        setSearching(false);
        setFound({ text: q, ids: cached });
        return;
      }
      setSearching(true);
      const answer = await api.peek(AREA_ROUTES.options, { query: { q } });
      // An answer to a search typed over meanwhile is dropped: the last one typed wins.
      if (latest.current !== q) return;
      setSearching(false);
      if (!answer) return;
      remember(answer);
      const ids = answer.map((a) => String(a.id));
      cache.current.set(q, ids);
      setFound({ text: q, ids });
    },
    [remember],
  );
  const runLater = useDebouncedCallback((text: string) => void run(text), SEARCH_DEBOUNCE_MS);

  const onSearchChange = (text: string) => {
    setSearch(text);
    // A pick clears the search: the empty search's areas are usually cached, so no pause for them.
    if (!text.trim() && cache.current.has('')) void run('');
    else runLater(text);
  };

  const resolveNames = useCallback(
    async (names: string[]) => {
      const unique = [...new Set(names)];
      const found: PickerArea[] = [];
      // A spreadsheet column longer than one call takes goes in several.
      for (let i = 0; i < unique.length; i += AREA_PASTE_NAMES) {
        const answer = await api.peek(AREA_ROUTES.findByNames, { body: { names: unique.slice(i, i + AREA_PASTE_NAMES) } });
        if (!answer) return null;
        found.push(...answer);
      }
      remember(found);
      return found.map((a) => ({ value: String(a.id), label: a.name }));
    },
    [remember],
  );

  return { known, search, onSearchChange, found, searching, run, resolveNames };
}

export function AreaPicker({ initial, value, onChange, error }: AreaPickerProps) {
  const { known, search, onSearchChange, found, searching, run, resolveNames } = useAreaSearch(initial);
  const t = useT();

  // The chosen areas (for their pills) and the last search's (for the dropdown; chosen ones hidden).
  const data = useMemo<ComboboxItem[]>(() => {
    const ids = new Set(value);
    for (const id of found?.ids ?? []) ids.add(id);
    const items: ComboboxItem[] = [];
    for (const id of ids) {
      const area = known.get(id);
      if (area) items.push({ value: id, label: area.name });
    }
    return items;
  }, [value, found, known]);

  // While the server answers a new search, the last answer is narrowed here by the words typed so
  // far, so the list follows the typing instead of showing areas that no longer match.
  const filter = useMemo<OptionsFilter>(
    () =>
      found && found.text !== search.trim()
        ? wordsFilter((option) => {
            const area = known.get(option.value);
            return area ? `${area.name} ${area.country} ${area.postcode_from} ${area.postcode_to}` : option.label;
          })
        : SERVER_FILTERED,
    [found, search, known],
  );

  // The first opening shows the first areas without a pause.
  const opened = useRef(false);

  return (
    <PasteMultiSelect
      label={t('setup.areasLabel')}
      description={t('setup.zones.picker.hint')}
      placeholder={value.length ? undefined : t('setup.zones.picker.placeholder')}
      data={data}
      resolveNames={resolveNames}
      searchValue={search}
      onSearchChange={onSearchChange}
      onDropdownOpen={() => {
        if (opened.current) return;
        opened.current = true;
        if (!found) void run(search);
      }}
      filter={filter}
      nothingFoundMessage={searching ? t('setup.zones.picker.searching') : t('setup.nothingFound')}
      renderOption={({ option }) => {
        const area = known.get(option.value);
        return (
          <div>
            <Text size="sm">{option.label}</Text>
            {area && (
              <Text size="xs" c="dimmed">
                {area.country} {postcodeRange(area)}
              </Text>
            )}
          </div>
        );
      }}
      value={value}
      onChange={onChange}
      error={error}
      clearable
      hidePickedOptions
    />
  );
}
