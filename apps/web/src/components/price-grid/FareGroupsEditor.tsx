/**
 * The fare groups of a pricelist: one grid per group, adding and removing groups, and the bridge
 * to the record form. The groups live here, not in the form values (a 500 x 40 grid would make
 * every keystroke of the form re-render 20 000 cells); the form reads them through `store` when it
 * validates and submits. Form errors under `fare_groups.` are shown on their cells, an edit clears
 * the errors it makes stale, and a submit that finds errors brings the first one into view.
 */
import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { t as translate, useT } from '../../lib/i18n';
import { FareGroupGrid } from './FareGroupGrid';
import type { EditResult } from './grid-edits';
import { emptyGroup, groupFromRecord, type FareGroupSource, type FareGroupState, type GridLookups } from './grid-state';
import { errorTarget } from './grid-validation';
import type { FocusRequest } from './use-selection';

/** Where the form reads the grids from: always the latest groups. */
export interface GridStore {
  current: FareGroupState[];
}

/** A store with the groups of a record (or one empty group for a new pricelist). */
export function createGridStore(groups: readonly FareGroupSource[] | undefined, readOnly = false): GridStore {
  const initial = groups?.length ? groups.map(groupFromRecord) : readOnly ? [] : [emptyGroup()];
  return { current: initial };
}

export interface FareGroupsEditorProps {
  store: GridStore;
  lookups: GridLookups;
  readOnly: boolean;
  /** Every error of the form, by path; those under `fare_groups.` are the grid's. */
  errors: Record<string, string>;
  /** Replaces the form's errors (an edit clearing stale ones). */
  onErrorsChange?: (errors: Record<string, string>) => void;
  /** Called on every change of the grids (unsaved-changes tracking). */
  onChange?: () => void;
  /** A cell to bring into view and focus (a health finding's link); a new object moves the grid again. */
  focusCell?: GridFocus | null;
}

/** A cell of a fare group: zone row r (-1: the quantity header) and column c (FROZEN + quantity). */
export interface GridFocus {
  group: number;
  r: number;
  c: number;
}

const NO_ERRORS: ReadonlyMap<string, string> = new Map();

/** The errors of each group by sub-path: 'fare_groups.1.zones.3.prices.2' -> group 1, 'zones.3.prices.2'. */
function errorsByGroup(errors: Record<string, string>): Map<number, Map<string, string>> {
  const out = new Map<number, Map<string, string>>();
  for (const [path, text] of Object.entries(errors)) {
    const m = /^fare_groups\.(\d+)(?:\.(.*))?$/.exec(path);
    if (!m) continue;
    const g = Number(m[1]);
    let map = out.get(g);
    if (!map) out.set(g, (map = new Map()));
    map.set(m[2] ?? '', text);
  }
  return out;
}

/**
 * The form's errors without those an edit made stale: one group's (a sub-path list, or all of
 * them) or every group's (-1). Null when none was.
 */
function withoutStaleErrors(current: Record<string, string>, group: number, paths: string[] | 'all'): Record<string, string> | null {
  const prefix = group < 0 ? 'fare_groups.' : `fare_groups.${group}.`;
  const drop = paths === 'all' ? null : new Set(paths.map((p) => `${prefix}${p}`));
  let changed = false;
  const next: Record<string, string> = {};
  for (const [path, text] of Object.entries(current)) {
    const stale =
      drop === null
        ? path.startsWith(prefix) || path === `fare_groups.${group}`
        : drop.has(path) ||
          // A price edit also settles the row's "one price per quantity row" error.
          [...drop].some((d) => d.startsWith(`${path}.`) && /\.zones\.\d+\.prices$/.test(path));
    if (stale) changed = true;
    else next[path] = text;
  }
  return changed ? next : null;
}

/** Removes a fare group at once when it holds nothing, after a confirmation when it has rows or prices. */
function confirmRemoval(index: number, group: FareGroupState | undefined, removeGroup: (index: number) => void) {
  const filled = group ? group.rows.length > 1 || group.prices.some((p) => p !== '') : false;
  if (!filled) {
    removeGroup(index);
    return;
  }
  modals.openConfirmModal({
    title: translate('grid.removeGroup.title', { number: String(index + 1) }),
    children: (
      <Text size="sm">{translate('grid.removeGroup.text', { rows: group!.rows.length, quantities: group!.quantities.length })}</Text>
    ),
    labels: { confirm: translate('common.remove'), cancel: translate('grid.keep') },
    confirmProps: { color: 'red' },
    onConfirm: () => removeGroup(index),
  });
}

/** The groups and their edits: each goes to the store at once, tells the form, and clears the errors it makes stale. */
function useGroupEdits({
  store,
  errors,
  onErrorsChange,
  onChange,
}: Pick<FareGroupsEditorProps, 'store' | 'errors' | 'onErrorsChange' | 'onChange'>) {
  const [groups, setGroups] = useState<FareGroupState[]>(store.current);
  const errorsRef = useRef(errors);
  errorsRef.current = errors;
  const onErrorsChangeRef = useRef(onErrorsChange);
  onErrorsChangeRef.current = onErrorsChange;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const replace = useCallback(
    (next: FareGroupState[]) => {
      // The store first: a submit in the same event reads it before React renders.
      store.current = next;
      setGroups(next);
      onChangeRef.current?.();
    },
    [store],
  );

  /** Drops the errors of one group (a sub-path list, or all of them) or of every group (-1). */
  const clearErrors = useCallback((group: number, paths: string[] | 'all') => {
    const next = withoutStaleErrors(errorsRef.current, group, paths);
    if (next) onErrorsChangeRef.current?.(next);
  }, []);

  const onCommit = useCallback(
    (index: number, result: EditResult) => {
      const next = store.current.slice();
      next[index] = result.group;
      replace(next);
      if (result.touched === 'all' || result.touched.length) clearErrors(index, result.touched);
    },
    [store, replace, clearErrors],
  );

  const onAddGroup = () => {
    replace([...store.current, emptyGroup()]);
  };

  const removeGroup = useCallback(
    (index: number) => {
      replace(store.current.filter((_, i) => i !== index));
      // Error paths name groups by position; after a removal they point elsewhere.
      clearErrors(-1, 'all');
    },
    [store, replace, clearErrors],
  );

  const onRemove = useCallback((index: number) => confirmRemoval(index, store.current[index], removeGroup), [store, removeGroup]);

  return { groups, onCommit, onAddGroup, onRemove };
}

/**
 * The cell each grid is asked to bring into view: the first of a submit's new errors, in grid
 * order, or a cell asked for from outside (the health panel).
 */
function useGridFocus(errors: Record<string, string>, focusCell: GridFocus | null | undefined) {
  const [focus, setFocus] = useState<{ group: number; request: FocusRequest } | null>(null);
  const seen = useRef<Set<string>>(new Set());
  useEffect(() => {
    const keys = Object.keys(errors).filter((k) => k.startsWith('fare_groups.'));
    const fresh = keys.some((k) => !seen.current.has(k));
    seen.current = new Set(keys);
    if (!fresh) return;
    const first = keys
      .map(errorTarget)
      .filter((t): t is NonNullable<typeof t> => t !== null)
      .sort((a, b) => a.group - b.group || a.r - b.r || a.c - b.c)[0];
    if (first) setFocus({ group: first.group, request: { r: first.r, c: first.c, token: Date.now() } });
  }, [errors]);

  useEffect(() => {
    if (focusCell) setFocus({ group: focusCell.group, request: { r: focusCell.r, c: focusCell.c, token: Date.now() } });
  }, [focusCell]);
  return focus;
}

function FareGroupsEditorBody(props: FareGroupsEditorProps) {
  const { lookups, readOnly, errors } = props;
  const t = useT();
  const { groups, onCommit, onAddGroup, onRemove } = useGroupEdits(props);
  const focus = useGridFocus(errors, props.focusCell);
  const byGroup = useMemo(() => errorsByGroup(errors), [errors]);

  return (
    <Stack gap="lg">
      {groups.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('grid.noGroups')}
        </Text>
      )}
      {groups.map((group, index) => (
        <FareGroupGrid
          key={group.key}
          index={index}
          group={group}
          lookups={lookups}
          readOnly={readOnly}
          errors={byGroup.get(index) ?? NO_ERRORS}
          onCommit={onCommit}
          onRemove={readOnly || groups.length <= 1 ? null : onRemove}
          focusRequest={focus?.group === index ? focus.request : null}
        />
      ))}
      {!readOnly && (
        <div>
          <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAddGroup}>
            {t('grid.addGroup')}
          </Button>
        </div>
      )}
    </Stack>
  );
}

/**
 * The editor re-renders for its own state, new errors or new options; the form's other fields
 * changing leaves it alone (its callbacks are read through refs).
 */
export const FareGroupsEditor = memo(
  FareGroupsEditorBody,
  (a, b) =>
    a.store === b.store && a.lookups === b.lookups && a.readOnly === b.readOnly && a.errors === b.errors && a.focusCell === b.focusCell,
);
