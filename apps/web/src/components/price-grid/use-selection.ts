/** The grid's selection: the active cell and the anchor of a block, moving them, and picking cells with the mouse. */
import type { Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type Dispatch, type MouseEvent, type RefObject, type SetStateAction } from 'react';
import { cellText, FROZEN, type CellRect, type FareGroupState, type GridLookups } from './grid-state';
import type { CellEditor } from './use-cell-editor';

/** A cell in grid coordinates (row -1 is the header). */
export interface Pos {
  r: number;
  c: number;
}

/** A request to scroll to and focus a cell; a new token repeats the request. */
export interface FocusRequest {
  r: number;
  c: number;
  token: number;
}

/** n kept within lo..hi. */
export function clamp(n: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, n));
}

/** The block between two corner cells. */
export function rectOf(a: Pos, b: Pos): CellRect {
  return { r0: Math.min(a.r, b.r), r1: Math.max(a.r, b.r), c0: Math.min(a.c, b.c), c1: Math.max(a.c, b.c) };
}

/** The selection of one grid, as the other pieces of the grid read and move it. */
export interface Selection {
  /** The active cell and the anchor, kept inside the grid when rows or columns go. */
  act: Pos;
  anc: Pos;
  /** The selected block, from the anchor to the active cell. */
  rect: CellRect;
  setActive: Dispatch<SetStateAction<Pos>>;
  setAnchor: Dispatch<SetStateAction<Pos>>;
  /** The active cell, written at once by a move (the virtualisers keep it rendered). */
  activeRef: RefObject<Pos>;
  /** Set by a move: bring the active cell into view once the grid has rendered it. */
  revealRef: RefObject<boolean>;
  /** Moves the active cell (kept inside the grid); `extend` keeps the anchor (Shift). */
  goTo: (next: Pos, extend?: boolean) => void;
}

/**
 * The active cell and the anchor of the selected block. Positions are clamped to the grid of this
 * render, so rows or columns removed under the cursor leave it on the nearest cell.
 */
export function useSelection({
  groupRef,
  rowsCount,
  lastC,
}: {
  groupRef: RefObject<FareGroupState>;
  rowsCount: number;
  /** The last column (FROZEN + quantities - 1). */
  lastC: number;
}): Selection {
  const [active, setActive] = useState<Pos>({ r: 0, c: 0 });
  const [anchor, setAnchor] = useState<Pos>({ r: 0, c: 0 });

  // Positions kept inside the grid when rows or columns go.
  const act = { r: clamp(active.r, 0, Math.max(0, rowsCount - 1)), c: clamp(active.c, 0, lastC) };
  const anc = { r: clamp(anchor.r, 0, Math.max(0, rowsCount - 1)), c: clamp(anchor.c, 0, lastC) };
  const rect = rectOf(anc, act);

  const activeRef = useRef(act);
  activeRef.current = act;
  const revealRef = useRef(false);

  const goTo = (next: Pos, extend = false) => {
    const g = groupRef.current;
    const target = { r: clamp(next.r, 0, Math.max(0, g.rows.length - 1)), c: clamp(next.c, 0, FROZEN + g.quantities.length - 1) };
    setActive(target);
    if (!extend) setAnchor(target);
    activeRef.current = target;
    revealRef.current = true;
  };

  return { act, anc, rect, setActive, setAnchor, activeRef, revealRef, goTo };
}

/**
 * The mouse on the grid: a click picks a cell (Shift extends), a drag selects a block, a click on
 * a row's number selects the row, a double-click edits the cell. A click ends an edit in progress.
 */
export function useMouseSelection({
  scrollRef,
  selection,
  lastC,
  group,
  lookups,
  editor,
  focusGrid,
}: {
  scrollRef: RefObject<HTMLDivElement | null>;
  selection: Selection;
  lastC: number;
  group: FareGroupState;
  lookups: GridLookups;
  editor: Pick<CellEditor, 'editingRef' | 'editTextRef' | 'finishEditing' | 'startEditing'>;
  focusGrid: () => void;
}) {
  const { act, anc, setActive, setAnchor } = selection;
  const { editingRef, editTextRef, finishEditing, startEditing } = editor;
  const dragRef = useRef(false);

  const cellFrom = (target: EventTarget): Pos | null => {
    const element = target instanceof Element ? target.closest('[data-c]') : null;
    if (!(element instanceof HTMLElement) || !scrollRef.current?.contains(element)) return null;
    return { r: Number(element.dataset.r), c: Number(element.dataset.c) };
  };

  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const target = event.target;
    if (!(target instanceof Element) || target.closest('input, select, button')) return;
    const gutter = target.closest('[data-gutter]');
    if (gutter instanceof HTMLElement) {
      event.preventDefault();
      if (editingRef.current) finishEditing(editTextRef.current, null);
      const r = Number(gutter.dataset.gutter);
      if (event.shiftKey) setAnchor({ r: anc.r, c: 0 });
      else setAnchor({ r, c: 0 });
      setActive({ r, c: lastC });
      focusGrid();
      return;
    }
    const pos = cellFrom(target);
    if (!pos) return;
    event.preventDefault();
    if (editingRef.current) finishEditing(editTextRef.current, null);
    setActive(pos);
    if (!event.shiftKey) setAnchor(pos);
    dragRef.current = true;
    focusGrid();
  };

  const onMouseOver = (event: MouseEvent<HTMLDivElement>) => {
    if (!dragRef.current || !(event.buttons & 1)) {
      dragRef.current = false;
      return;
    }
    const pos = cellFrom(event.target);
    if (pos && (pos.r !== act.r || pos.c !== act.c)) setActive(pos);
  };

  useEffect(() => {
    const stop = () => {
      dragRef.current = false;
    };
    window.addEventListener('mouseup', stop);
    return () => window.removeEventListener('mouseup', stop);
  }, []);

  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    const pos = cellFrom(event.target);
    if (!pos || editingRef.current) return;
    setActive(pos);
    setAnchor(pos);
    startEditing(pos, 'edit', cellText(group, pos.r, pos.c, lookups));
  };

  return { onMouseDown, onMouseOver, onDoubleClick };
}

/**
 * Brings the cell of a focus request into view and selects it (the first error after a submit); a
 * header cell (row -1) focuses its quantity input. Only a new request moves the grid.
 */
export function useFocusRequest({
  focusRequest,
  gridId,
  scrollRef,
  groupRef,
  colVirtualizer,
  selection,
  focusGrid,
}: {
  focusRequest: FocusRequest | null;
  gridId: string;
  scrollRef: RefObject<HTMLDivElement | null>;
  groupRef: RefObject<FareGroupState>;
  colVirtualizer: Virtualizer<HTMLDivElement, Element>;
  selection: Selection;
  focusGrid: () => void;
}) {
  const { setActive, setAnchor, activeRef, revealRef } = selection;
  useEffect(() => {
    if (!focusRequest) return;
    const { r, c } = focusRequest;
    scrollRef.current?.scrollIntoView({ block: 'center', behavior: 'auto' });
    if (r < 0) {
      colVirtualizer.scrollToIndex(c - FROZEN, { align: 'auto' });
      requestAnimationFrame(() => document.getElementById(`${gridId}-q${c - FROZEN}`)?.focus({ preventScroll: true }));
      return;
    }
    const target = { r: clamp(r, 0, Math.max(0, groupRef.current.rows.length - 1)), c };
    setActive(target);
    setAnchor(target);
    activeRef.current = target;
    revealRef.current = true;
    focusGrid();
    // Only a new request moves the grid.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);
}
