/** A fare group's edits as the grid commits them: undo and redo, and the toolbar's actions on the selection. */
import { useCallback, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { t } from '../../lib/i18n';
import { addQuantity, addRow, adjustBlock, removeQuantities, removeRows, type EditResult } from './grid-edits';
import { GridHistory, historyKey, type HistoryEntry } from './grid-history';
import { FROZEN, type FareGroupState } from './grid-state';
import type { Selection } from './use-selection';

/**
 * Commits the grid's edits and keeps them for undo and redo: the group and the selection before
 * each edit. Ctrl+Z and Ctrl+Y (or Ctrl+Shift+Z) travel unless the grid is read-only.
 */
export function useGridHistory({
  index,
  readOnly,
  onCommit,
  groupRef,
  selection,
  setNotice,
}: {
  index: number;
  readOnly: boolean;
  onCommit: (index: number, result: EditResult) => void;
  groupRef: RefObject<FareGroupState>;
  selection: Selection;
  setNotice: (notice: string | null) => void;
}) {
  const { anc, activeRef, revealRef, setActive, setAnchor } = selection;
  const [history] = useState(() => new GridHistory());
  const anchorRef = useRef(anc);
  anchorRef.current = anc;
  const snapshot = (): HistoryEntry => ({ group: groupRef.current, active: activeRef.current, anchor: anchorRef.current });

  const commit = useCallback(
    (result: EditResult | null) => {
      if (!result || result.group === groupRef.current) return;
      history.record({ group: groupRef.current, active: activeRef.current, anchor: anchorRef.current });
      groupRef.current = result.group;
      onCommit(index, result);
    },
    [index, onCommit, history, activeRef, groupRef],
  );

  const travel = (direction: 'undo' | 'redo') => {
    const entry = direction === 'undo' ? history.undo(snapshot()) : history.redo(snapshot());
    if (!entry) return;
    groupRef.current = entry.group;
    // Rows and columns may come back or go: every error of the group is stale.
    onCommit(index, { group: entry.group, touched: 'all' });
    setAnchor(entry.anchor);
    setActive(entry.active);
    activeRef.current = entry.active;
    revealRef.current = true;
    setNotice(direction === 'undo' ? t('grid.notice.undone') : t('grid.notice.redone'));
  };
  const onHistoryKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = readOnly ? null : historyKey(event);
    if (!direction) return;
    event.preventDefault();
    travel(direction);
  };

  return { history, commit, travel, onHistoryKey };
}

/** The toolbar's actions on the selection of this render: each commits its edit, then moves the cursor or says what it did. */
export function createToolbarActions({
  groupRef,
  rowsCount,
  selection,
  commit,
  focusGrid,
  setNotice,
}: {
  groupRef: RefObject<FareGroupState>;
  /** The zone rows of this render. */
  rowsCount: number;
  selection: Selection;
  commit: (result: EditResult | null) => void;
  focusGrid: () => void;
  setNotice: (notice: string | null) => void;
}) {
  const { act, rect, activeRef, revealRef, goTo, setActive, setAnchor } = selection;
  return {
    onAddRow: () => {
      commit(addRow(groupRef.current));
      goTo({ r: groupRef.current.rows.length - 1, c: 0 });
      focusGrid();
    },
    onAddQuantity: () => {
      commit(addQuantity(groupRef.current));
      const g = groupRef.current;
      activeRef.current = { r: act.r, c: FROZEN + g.quantities.length - 1 };
      revealRef.current = true;
      setNotice(null);
    },
    onRemoveRows: () => {
      if (rowsCount === 0) return;
      commit(removeRows(groupRef.current, rect.r0, rect.r1));
      setAnchor({ r: rect.r0, c: act.c });
      setActive({ r: rect.r0, c: act.c });
    },
    onRemoveQuantities: () => {
      commit(removeQuantities(groupRef.current, Math.max(rect.c0, FROZEN) - FROZEN, rect.c1 - FROZEN));
    },
    onAdjust: (percent: string) => {
      const result = adjustBlock(groupRef.current, rect, percent);
      if (!result) return;
      commit(result);
      setNotice(t('grid.notice.adjusted', { count: result.count, percent: percent.trim().replace(/%$/, '') }));
    },
  };
}
