/**
 * A searchable multi-select that also takes a pasted list of names (docs/product/domain.md §5 "Zone"): text pasted
 * into its search, separated by new lines, commas or tabs (a spreadsheet column), selects every
 * option whose label equals a name exactly. A name already chosen is not added twice, and the
 * selection can never hold more than the options there are. Names that match nothing are listed
 * under the field. With `resolveNames` the options are searched on the server (the zone form's
 * areas): `data` holds only the chosen and the found ones, so a pasted list is resolved there.
 */
import { MultiSelect, Text, type ComboboxItem, type MultiSelectProps, type OptionsFilter } from '@mantine/core';
import { useMemo, useRef, useState, type ClipboardEvent } from 'react';
import { useT } from '../lib/i18n';

export interface PasteMultiSelectProps extends Omit<MultiSelectProps, 'data' | 'value' | 'onChange' | 'onPaste' | 'maxValues'> {
  data: ComboboxItem[];
  value: string[];
  onChange: (value: string[]) => void;
  /** How many option rows the dropdown renders at most (long lists stay quick). */
  limit?: number;
  /**
   * Options searched on the server: the options named exactly by pasted names (null when the call
   * failed). `data` is then a part of the options, so it bounds nothing.
   */
  resolveNames?: (names: string[]) => Promise<ComboboxItem[] | null>;
}

const SEPARATORS = /[\r\n\t,]+/;

/** The names of a pasted text: split at new lines, commas and tabs, trimmed. */
export function pastedNames(text: string): string[] {
  return text
    .split(SEPARATORS)
    .map((name) => name.trim())
    .filter(Boolean);
}

/** The option values a pasted text names, in pasted order, without the already chosen ones. */
export function valuesForPaste(text: string, data: ComboboxItem[], chosen: string[]): { values: string[]; unmatched: string[] } {
  const names = pastedNames(text);
  const byLabel = new Map<string, string[]>();
  for (const option of data) {
    const list = byLabel.get(option.label);
    if (list) list.push(option.value);
    else byLabel.set(option.label, [option.value]);
  }
  const taken = new Set(chosen);
  const values: string[] = [];
  const unmatched: string[] = [];
  for (const name of names) {
    const matches = byLabel.get(name);
    if (!matches) {
      if (!unmatched.includes(name)) unmatched.push(name);
      continue;
    }
    for (const value of matches) {
      if (taken.has(value)) continue;
      taken.add(value);
      values.push(value);
    }
  }
  return { values, unmatched };
}

export function PasteMultiSelect({
  data,
  value,
  onChange,
  limit = 200,
  description,
  readOnly,
  resolveNames,
  nothingFoundMessage,
  ...rest
}: PasteMultiSelectProps) {
  const t = useT();
  const [unmatched, setUnmatched] = useState<string[]>([]);
  const known = useMemo(() => new Set(data.map((o) => o.value)), [data]);
  // The value when a server's answer to a paste arrives, not when the paste began.
  const valueNow = useRef(value);
  valueNow.current = value;

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (readOnly) return;
    const text = event.clipboardData.getData('text');
    const isList = SEPARATORS.test(text.trim());
    if (resolveNames) {
      // One name is an ordinary search, which the server answers as it is typed.
      if (!isList) return;
      event.preventDefault();
      void resolveNames(pastedNames(text)).then((found) => {
        const { values, unmatched: missing } = valuesForPaste(text, found ?? [], valueNow.current);
        setUnmatched(missing);
        if (values.length) onChange([...valueNow.current, ...values]);
      });
      return;
    }
    const { values, unmatched: missing } = valuesForPaste(text, data, value);
    // One name that matches nothing is an ordinary search: let it into the field.
    if (!isList && values.length === 0 && missing.length > 0) return;
    event.preventDefault();
    setUnmatched(missing);
    if (values.length) onChange([...value, ...values].slice(0, data.length));
  };

  const notFound =
    unmatched.length > 0 ? (
      <Text component="span" size="xs" c="orange.8" display="block">
        {t('ui.paste.notFound', { names: unmatched.slice(0, 10).join(', '), more: Math.max(0, unmatched.length - 10) })}
      </Text>
    ) : null;

  return (
    <MultiSelect
      {...rest}
      data={data}
      // A chosen value the options no longer list is dropped rather than shown as a bare id.
      value={value.filter((v) => known.has(v))}
      onChange={(next) => {
        setUnmatched([]);
        onChange(next);
      }}
      onPaste={onPaste}
      readOnly={readOnly}
      searchable={!readOnly}
      {...(resolveNames ? {} : { maxValues: data.length })}
      // Hundreds of chosen values scroll inside the field instead of stretching the page.
      styles={{ pillsList: { maxHeight: 220, overflowY: 'auto' } }}
      limit={limit}
      nothingFoundMessage={nothingFoundMessage ?? t('ui.nothingFound')}
      description={
        notFound ? (
          <>
            {description}
            {description ? ' ' : null}
            {notFound}
          </>
        ) : (
          description
        )
      }
    />
  );
}

/**
 * A search over several words of an option (name, country, postcode...): every word must occur.
 * At most `limit` options come back, so that a long list opens quickly.
 */
export function wordsFilter(textOf: (option: ComboboxItem) => string): OptionsFilter {
  return ({ options, search, limit }) => {
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    const found: typeof options = [];
    for (const option of options) {
      if (found.length >= limit) break;
      if (!('value' in option)) continue;
      const text = words.length ? textOf(option).toLowerCase() : '';
      if (words.every((word) => text.includes(word))) found.push(option);
    }
    return found;
  };
}
