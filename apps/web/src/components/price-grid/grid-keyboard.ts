/** The grid's own keys: moving and extending the selection, starting an edit, clearing cells, selecting all. */
import type { KeyboardEvent, RefObject } from 'react';
import { clearBlock, type EditResult } from './grid-edits';
import { cellText, FROZEN, type FareGroupState, type GridLookups } from './grid-state';
import { ROW_H } from './layout';
import type { CellEditor } from './use-cell-editor';
import type { Pos, Selection } from './use-selection';

interface GridKeyOptions {
  gridId: string;
  group: FareGroupState;
  lookups: GridLookups;
  readOnly: boolean;
  scrollRef: RefObject<HTMLDivElement | null>;
  selection: Selection;
  editor: Pick<CellEditor, 'startEditing'>;
  commit: (result: EditResult | null) => void;
}

/** One key press on the grid, with the grid as it was when the handler was made. */
interface GridKeyPress extends GridKeyOptions {
  event: KeyboardEvent<HTMLDivElement>;
  ctrl: boolean;
  shiftKey: boolean;
  rowsCount: number;
  lastC: number;
}

/** The steps of the arrow and page keys from the active cell (Ctrl jumps to the edge). */
function movesByKey({ selection: { act }, ctrl, rowsCount, lastC, scrollRef }: GridKeyPress): Record<string, Pos> {
  const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 300) / ROW_H) - 2);
  return {
    ArrowUp: { r: ctrl ? -act.r : -1, c: 0 },
    ArrowDown: { r: ctrl ? rowsCount : 1, c: 0 },
    ArrowLeft: { r: 0, c: ctrl ? -act.c : -1 },
    ArrowRight: { r: 0, c: ctrl ? lastC : 1 },
    PageUp: { r: -page, c: 0 },
    PageDown: { r: page, c: 0 },
  };
}

/** Moves (Shift extends); Up from a price in the first row goes to its quantity input instead. */
function moveSelection({ event, shiftKey, readOnly, gridId, selection: { act, goTo } }: GridKeyPress, move: Pos) {
  event.preventDefault();
  if (event.key === 'ArrowUp' && act.r === 0 && !shiftKey && act.c >= FROZEN && !readOnly) {
    document.getElementById(`${gridId}-q${act.c - FROZEN}`)?.focus();
    return;
  }
  goTo({ r: act.r + move.r, c: act.c + move.c }, shiftKey);
}

/** Tab / Shift+Tab move sideways and wrap to the next or previous row; past either end the focus leaves the grid. */
function moveSideways({ event, shiftKey, rowsCount, lastC, selection: { act, goTo } }: GridKeyPress) {
  const forward = !shiftKey;
  if (forward && act.r === rowsCount - 1 && act.c === lastC) return;
  if (!forward && act.r === 0 && act.c === 0) return;
  event.preventDefault();
  if (forward) goTo(act.c < lastC ? { r: act.r, c: act.c + 1 } : { r: act.r + 1, c: 0 });
  else goTo(act.c > 0 ? { r: act.r, c: act.c - 1 } : { r: act.r - 1, c: lastC });
}

function moveDown({ event, shiftKey, selection: { act, goTo } }: GridKeyPress) {
  event.preventDefault();
  goTo({ r: act.r + (shiftKey ? -1 : 1), c: act.c });
}

function moveToRowStart({ event, ctrl, shiftKey, selection: { act, goTo } }: GridKeyPress) {
  event.preventDefault();
  goTo({ r: ctrl ? 0 : act.r, c: 0 }, shiftKey);
}

function moveToRowEnd({ event, ctrl, shiftKey, rowsCount, lastC, selection: { act, goTo } }: GridKeyPress) {
  event.preventDefault();
  goTo({ r: ctrl ? rowsCount - 1 : act.r, c: lastC }, shiftKey);
}

function collapseSelection({ selection: { act, setAnchor } }: GridKeyPress) {
  setAnchor(act);
}

function editActiveCell({ event, group, lookups, editor, selection: { act } }: GridKeyPress) {
  event.preventDefault();
  editor.startEditing(act, 'edit', cellText(group, act.r, act.c, lookups));
}

function clearSelection({ event, readOnly, group, lookups, commit, selection: { rect } }: GridKeyPress) {
  event.preventDefault();
  if (!readOnly) commit(clearBlock(group, rect, lookups));
}

const KEY_ACTIONS: Record<string, (press: GridKeyPress) => void> = {
  Tab: moveSideways,
  Enter: moveDown,
  Home: moveToRowStart,
  End: moveToRowEnd,
  Escape: collapseSelection,
  F2: editActiveCell,
  Delete: clearSelection,
  Backspace: clearSelection,
};

function selectAll({ event, rowsCount, lastC, selection: { setAnchor, setActive } }: GridKeyPress) {
  event.preventDefault();
  setAnchor({ r: 0, c: 0 });
  setActive({ r: rowsCount - 1, c: lastC });
}

/** A printable key replaces the active cell's text. */
function typeIntoCell({ event, editor, selection: { act, setAnchor } }: GridKeyPress) {
  event.preventDefault();
  setAnchor(act);
  editor.startEditing(act, 'enter', event.key);
}

/**
 * The keydown handler of the grid box for this render. Arrows move (Shift extends the selection,
 * Ctrl jumps to the edge; Up from the first row goes to the quantity input), Tab / Shift+Tab move
 * sideways and wrap, Enter moves down, Home / End / PageUp / PageDown, Escape collapses the
 * selection, F2 edits, Delete clears the selection, Ctrl+A selects all, a printable key replaces
 * the cell. Keys from the cell editor and the header inputs are theirs, not the grid's.
 */
export function createGridKeyDown(options: GridKeyOptions): (event: KeyboardEvent<HTMLDivElement>) => void {
  const rowsCount = options.group.rows.length;
  const lastC = FROZEN + options.group.quantities.length - 1;

  return (event) => {
    if (event.target !== event.currentTarget || rowsCount === 0) return;
    const ctrl = event.ctrlKey || event.metaKey;
    const { key, shiftKey } = event;
    const press: GridKeyPress = { ...options, event, ctrl, shiftKey, rowsCount, lastC };
    const move = movesByKey(press)[key];
    if (move) {
      moveSelection(press, move);
      return;
    }
    const action = KEY_ACTIONS[key];
    if (action) {
      action(press);
      return;
    }
    if (ctrl && key.toLowerCase() === 'a') selectAll(press);
    else if (key.length === 1 && !ctrl && !event.altKey) typeIntoCell(press);
  };
}
