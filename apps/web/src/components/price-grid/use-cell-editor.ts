/** Editing one cell in place: starting and ending an edit, the editor's keys, and the props of the cell's editor. */
import { useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { CellEditorProps } from './GridCell';
import { writeBlock, type EditResult } from './grid-edits';
import { FROZEN, type FareGroupState, type GridLookups } from './grid-state';
import { t } from '../../lib/i18n';
import { FIELD_LABELS } from './layout';
import type { Pos } from './use-selection';

/** The cell being edited, the text it started with, and how the edit started. */
export interface Editing extends Pos {
  initial: string;
  mode: 'enter' | 'edit';
}

/** The edit of one grid, as the other pieces of the grid start, end and read it. */
export interface CellEditor {
  editing: Editing | null;
  /** The edit as of the last change (an event handler reads it before React renders). */
  editingRef: RefObject<Editing | null>;
  /** What the editor holds now. */
  editTextRef: RefObject<string>;
  startEditing: (pos: Pos, mode: 'enter' | 'edit', initial: string) => void;
  /** Ends the edit: commits the text (null cancels), moves, and gives the keys back to the grid. */
  finishEditing: (text: string | null, move: Pos | null, refocus?: boolean) => void;
  /** The props of the editor of the edited cell; the same object while the edit lasts. */
  editorProps: CellEditorProps | null;
}

/** Zone and transit columns, whose editors suggest names. */
function isRefColumn(c: number): boolean {
  return c === 0 || c === 1 || c === 2;
}

/**
 * The props of the edited cell's editor. Its callbacks read the latest grid through refs, so the
 * props stay the same object while the edit lasts.
 */
function useEditorProps({
  editing,
  gridId,
  editingRef,
  editTextRef,
  onEditorKeyDown,
  finishEditing,
}: Pick<CellEditor, 'editing' | 'editingRef' | 'editTextRef' | 'finishEditing'> & {
  gridId: string;
  onEditorKeyDown: (event: KeyboardEvent<HTMLInputElement>, text: string) => void;
}): CellEditorProps | null {
  const handlers = useRef({ onEditorKeyDown, finishEditing });
  handlers.current = { onEditorKeyDown, finishEditing };
  return useMemo<CellEditorProps | null>(() => {
    if (!editing) return null;
    const label =
      editing.c >= FROZEN
        ? t('grid.editor.price', { row: String(editing.r + 1), quantity: String(editing.c - FROZEN + 1) })
        : t('grid.editor.field', { column: t(FIELD_LABELS[editing.c]!), row: String(editing.r + 1) });
    return {
      initial: editing.initial,
      mode: editing.mode,
      label,
      list: editing.c === 0 || editing.c === 1 ? `${gridId}-zones` : editing.c === 2 ? `${gridId}-transits` : undefined,
      onText: (text) => {
        editTextRef.current = text;
      },
      onKeyDown: (event, text) => handlers.current.onEditorKeyDown(event, text),
      // Leaving the cell keeps what was typed; the focus goes where the clerk clicked.
      onBlur: (text) => {
        if (editingRef.current) handlers.current.finishEditing(text, null, false);
      },
    };
  }, [editing, gridId, editTextRef, editingRef]);
}

/**
 * The in-place editor of a grid. Typing starts an 'enter' edit (arrows leave the cell), F2 or a
 * double-click an 'edit' edit (arrows move the caret); Enter and Tab commit and move, Escape
 * cancels, leaving the cell keeps what was typed.
 */
export function useCellEditor({
  gridId,
  readOnly,
  lookups,
  groupRef,
  commit,
  goTo,
  focusGrid,
}: {
  gridId: string;
  readOnly: boolean;
  lookups: GridLookups;
  groupRef: RefObject<FareGroupState>;
  commit: (result: EditResult | null) => void;
  goTo: (next: Pos) => void;
  focusGrid: () => void;
}): CellEditor {
  const [editing, setEditing] = useState<Editing | null>(null);
  const editTextRef = useRef('');
  const editingRef = useRef(editing);
  editingRef.current = editing;

  const startEditing = (pos: Pos, mode: 'enter' | 'edit', initial: string) => {
    if (readOnly || groupRef.current.rows.length === 0) return;
    editTextRef.current = initial;
    setEditing({ ...pos, mode, initial });
  };

  const finishEditing = (text: string | null, move: Pos | null, refocus = true) => {
    const current = editingRef.current;
    if (!current) return;
    editingRef.current = null;
    setEditing(null);
    // An edit (F2) that changed nothing leaves the cell, and its error, alone.
    const unchanged = current.mode === 'edit' && text === current.initial;
    if (text !== null && !unchanged) commit(writeBlock(groupRef.current, current.r, current.c, [[text]], lookups));
    if (move) goTo({ r: current.r + move.r, c: current.c + move.c });
    if (refocus) focusGrid();
  };

  const onEditorKeyDown = (event: KeyboardEvent<HTMLInputElement>, text: string) => {
    event.stopPropagation();
    const current = editingRef.current;
    if (!current) return;
    const { key, shiftKey } = event;
    if (key === 'Enter') {
      event.preventDefault();
      finishEditing(text, { r: shiftKey ? -1 : 1, c: 0 });
    } else if (key === 'Tab') {
      event.preventDefault();
      finishEditing(text, { r: 0, c: shiftKey ? -1 : 1 });
    } else if (key === 'Escape') {
      event.preventDefault();
      finishEditing(null, null);
    } else if (current.mode === 'enter') {
      const sideways = key === 'ArrowLeft' || key === 'ArrowRight';
      // Up and down stay with the name suggestions of zone and transit cells.
      const vertical = (key === 'ArrowUp' || key === 'ArrowDown') && !isRefColumn(current.c);
      if (sideways || vertical) {
        event.preventDefault();
        const step = { ArrowLeft: { r: 0, c: -1 }, ArrowRight: { r: 0, c: 1 }, ArrowUp: { r: -1, c: 0 }, ArrowDown: { r: 1, c: 0 } }[key]!;
        finishEditing(text, step);
      }
    }
  };

  const editorProps = useEditorProps({ editing, gridId, editingRef, editTextRef, onEditorKeyDown, finishEditing });

  return { editing, editingRef, editTextRef, startEditing, finishEditing, editorProps };
}
