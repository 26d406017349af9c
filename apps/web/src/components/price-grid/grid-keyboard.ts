/** The grid's own keys: moving and extending the selection, starting an edit, clearing cells, selecting all. */
import type { KeyboardEvent, RefObject } from 'react';
import { clearBlock, type EditResult } from './grid-edits';
import { cellText, FROZEN, type FareGroupState, type GridLookups } from './grid-state';
import { ROW_H } from './layout';
import type { CellEditor } from './use-cell-editor';
import type { Pos, Selection } from './use-selection';

/**
 * The keydown handler of the grid box for this render. Arrows move (Shift extends the selection,
 * Ctrl jumps to the edge; Up from the first row goes to the quantity input), Tab / Shift+Tab move
 * sideways and wrap, Enter moves down, Home / End / PageUp / PageDown, Escape collapses the
 * selection, F2 edits, Delete clears the selection, Ctrl+A selects all, a printable key replaces
 * the cell. Keys from the cell editor and the header inputs are theirs, not the grid's.
 */
export function createGridKeyDown({
  gridId,
  group,
  lookups,
  readOnly,
  scrollRef,
  selection,
  editor,
  commit,
}: {
  gridId: string;
  group: FareGroupState;
  lookups: GridLookups;
  readOnly: boolean;
  scrollRef: RefObject<HTMLDivElement | null>;
  selection: Selection;
  editor: Pick<CellEditor, 'startEditing'>;
  commit: (result: EditResult | null) => void;
}): (event: KeyboardEvent<HTMLDivElement>) => void {
  const { act, rect, goTo, setActive, setAnchor } = selection;
  const { startEditing } = editor;
  const rowsCount = group.rows.length;
  const lastC = FROZEN + group.quantities.length - 1;

  return (event) => {
    if (event.target !== event.currentTarget || rowsCount === 0) return;
    const ctrl = event.ctrlKey || event.metaKey;
    const { key, shiftKey } = event;
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 300) / ROW_H) - 2);
    const moves: Record<string, Pos> = {
      ArrowUp: { r: ctrl ? -act.r : -1, c: 0 },
      ArrowDown: { r: ctrl ? rowsCount : 1, c: 0 },
      ArrowLeft: { r: 0, c: ctrl ? -act.c : -1 },
      ArrowRight: { r: 0, c: ctrl ? lastC : 1 },
      PageUp: { r: -page, c: 0 },
      PageDown: { r: page, c: 0 },
    };
    const move = moves[key];
    if (move) {
      event.preventDefault();
      if (key === 'ArrowUp' && act.r === 0 && !shiftKey && act.c >= FROZEN && !readOnly) {
        document.getElementById(`${gridId}-q${act.c - FROZEN}`)?.focus();
        return;
      }
      goTo({ r: act.r + move.r, c: act.c + move.c }, shiftKey);
      return;
    }
    switch (key) {
      case 'Tab': {
        const forward = !shiftKey;
        if (forward && act.r === rowsCount - 1 && act.c === lastC) return;
        if (!forward && act.r === 0 && act.c === 0) return;
        event.preventDefault();
        if (forward) goTo(act.c < lastC ? { r: act.r, c: act.c + 1 } : { r: act.r + 1, c: 0 });
        else goTo(act.c > 0 ? { r: act.r, c: act.c - 1 } : { r: act.r - 1, c: lastC });
        return;
      }
      case 'Enter':
        event.preventDefault();
        goTo({ r: act.r + (shiftKey ? -1 : 1), c: act.c });
        return;
      case 'Home':
        event.preventDefault();
        goTo({ r: ctrl ? 0 : act.r, c: 0 }, shiftKey);
        return;
      case 'End':
        event.preventDefault();
        goTo({ r: ctrl ? rowsCount - 1 : act.r, c: lastC }, shiftKey);
        return;
      case 'Escape':
        setAnchor(act);
        return;
      case 'F2':
        event.preventDefault();
        startEditing(act, 'edit', cellText(group, act.r, act.c, lookups));
        return;
      case 'Delete':
      case 'Backspace':
        event.preventDefault();
        if (!readOnly) commit(clearBlock(group, rect, lookups));
        return;
      default:
    }
    if (ctrl && key.toLowerCase() === 'a') {
      event.preventDefault();
      setAnchor({ r: 0, c: 0 });
      setActive({ r: rowsCount - 1, c: lastC });
      return;
    }
    if (key.length === 1 && !ctrl && !event.altKey) {
      event.preventDefault();
      setAnchor(act);
      startEditing(act, 'enter', key);
    }
  };
}
