/**
 * One fare group ("traffic") as a spreadsheet: quantity rows as columns (a quantity and its pricing
 * unit in the header), zone rows as rows (zone from, zone to, transit, minimum, maximum, then a
 * price per quantity). Rows and price columns are virtualised (@tanstack/react-virtual); the header
 * row and the zone columns stay in place while the prices scroll. The body renders plain text
 * cells; only the focused cell opens an input.
 *
 * Keyboard: arrows move (Shift extends the selection, Ctrl jumps to the edge), Tab / Shift+Tab move
 * sideways, Enter moves down, typing replaces the cell, F2 or a double-click edits it, Escape
 * cancels, Delete clears the selection, Ctrl+C / Ctrl+V copy and paste tab-separated blocks.
 */
import { Alert, Badge, Button, Group, List, Text, TextInput, Tooltip } from '@mantine/core';
import { parseTabularText, PRICING_UNIT_LABELS, PRICING_UNITS, type PricingUnit } from '@freight/domain';
import { IconAlertTriangle, IconPercentage, IconPlus, IconTrash } from '@tabler/icons-react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import type { CellEditorProps } from './GridCell';
import { GridRow } from './GridRow';
import { displayQuantity, FIELD_LABELS, FIELD_WIDTHS, FROZEN_W, GUTTER_W, HEADER_H, MAX_HEIGHT, PRICE_W, ROW_H } from './layout';
import {
  addQuantity,
  addRow,
  adjustBlock,
  blockText,
  cellText,
  clearBlock,
  duplicateRouteText,
  duplicateRows,
  FROZEN,
  localCellError,
  removeQuantities,
  removeRows,
  setUnit,
  writeBlock,
  type CellRect,
  type EditResult,
  type FareGroupState,
  type GridLookups,
} from './model';
import classes from './price-grid.module.css';

interface Pos {
  r: number;
  c: number;
}

interface Editing extends Pos {
  initial: string;
  mode: 'enter' | 'edit';
}

export interface FocusRequest {
  r: number;
  c: number;
  token: number;
}

export interface FareGroupGridProps {
  index: number;
  group: FareGroupState;
  lookups: GridLookups;
  readOnly: boolean;
  /** Form errors of this group by sub-path ('zones.3.prices.2', 'quantities.1.quantity'). */
  errors: ReadonlyMap<string, string>;
  /** Commits an edit of the group (the parent stores it and clears the stale errors). */
  onCommit: (index: number, result: EditResult) => void;
  onRemove: ((index: number) => void) | null;
  /** Scrolls to and focuses a cell (the first error after a submit). */
  focusRequest: FocusRequest | null;
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, n));
}

function rectOf(a: Pos, b: Pos): CellRect {
  return { r0: Math.min(a.r, b.r), r1: Math.max(a.r, b.r), c0: Math.min(a.c, b.c), c1: Math.max(a.c, b.c) };
}

function isRefColumn(c: number): boolean {
  return c === 0 || c === 1 || c === 2;
}

/** The quantity and pricing unit of one price column, editable in the header. */
const QuantityHeader = memo(function QuantityHeader({
  gridId,
  q,
  left,
  quantity,
  unit,
  selected,
  error,
  readOnly,
  onQuantity,
  onUnit,
  onKey,
  onPaste,
}: {
  gridId: string;
  q: number;
  left: number;
  quantity: string;
  unit: PricingUnit;
  selected: boolean;
  error?: string;
  readOnly: boolean;
  onQuantity: (q: number, text: string) => void;
  onUnit: (q: number, unit: PricingUnit) => void;
  onKey: (q: number, event: KeyboardEvent<HTMLInputElement>) => void;
  onPaste: (q: number, event: ClipboardEvent<HTMLInputElement>) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const className = `${classes.quantityHeader} ${selected ? classes.quantityHeaderSelected : ''}`;
  if (readOnly) {
    return (
      <div role="columnheader" aria-colindex={FROZEN + q + 2} className={className} style={{ left, width: PRICE_W }}>
        <span className={classes.quantityText} data-quantity={q}>
          {displayQuantity(quantity)}
        </span>
        <span className={classes.unitText}>{PRICING_UNIT_LABELS[unit]}</span>
      </div>
    );
  }
  const commit = () => {
    if (draft !== null && draft !== quantity) onQuantity(q, draft);
    setDraft(null);
  };
  return (
    <div role="columnheader" aria-colindex={FROZEN + q + 2} className={className} style={{ left, width: PRICE_W }}>
      <input
        id={`${gridId}-q${q}`}
        className={classes.quantityInput}
        aria-label={`Quantity ${q + 1}`}
        aria-invalid={error ? true : undefined}
        title={error ?? 'Upper bound of this quantity row'}
        inputMode="decimal"
        autoComplete="off"
        value={draft ?? quantity}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === 'ArrowDown') commit();
          if (event.key === 'Escape') setDraft(null);
          onKey(q, event);
        }}
        onPaste={(event) => onPaste(q, event)}
      />
      <select
        className={classes.unitSelect}
        aria-label={`Priced per, column ${q + 1}`}
        title="Pricing unit"
        value={unit}
        onChange={(event) => onUnit(q, event.currentTarget.value as PricingUnit)}
      >
        {PRICING_UNITS.map((u) => (
          <option key={u} value={u}>
            {PRICING_UNIT_LABELS[u]}
          </option>
        ))}
      </select>
    </div>
  );
});

function FareGroupGridBody({ index, group, lookups, readOnly, errors, onCommit, onRemove, focusRequest }: FareGroupGridProps) {
  const gridId = `fg${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const rowsCount = group.rows.length;
  const cols = group.quantities.length;
  const lastC = FROZEN + cols - 1;

  const [active, setActive] = useState<Pos>({ r: 0, c: 0 });
  const [anchor, setAnchor] = useState<Pos>({ r: 0, c: 0 });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [percent, setPercent] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  // Positions kept inside the grid when rows or columns go.
  const act = { r: clamp(active.r, 0, Math.max(0, rowsCount - 1)), c: clamp(active.c, 0, lastC) };
  const anc = { r: clamp(anchor.r, 0, Math.max(0, rowsCount - 1)), c: clamp(anchor.c, 0, lastC) };
  const rect = rectOf(anc, act);

  const scrollRef = useRef<HTMLDivElement>(null);
  const groupRef = useRef(group);
  groupRef.current = group;
  const activeRef = useRef(act);
  activeRef.current = act;
  const editTextRef = useRef('');
  const editingRef = useRef(editing);
  editingRef.current = editing;
  const dragRef = useRef(false);
  const revealRef = useRef(false);

  const pinActive = useCallback((pick: (p: Pos) => number) => {
    return (range: Range) => {
      const items = defaultRangeExtractor(range);
      const pinned = pick(activeRef.current);
      if (pinned >= 0 && pinned < range.count && !items.includes(pinned)) {
        items.push(pinned);
        items.sort((a, b) => a - b);
      }
      return items;
    };
  }, []);

  const rowVirtualizer = useVirtualizer({
    count: rowsCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_H,
    paddingStart: HEADER_H,
    scrollPaddingStart: HEADER_H,
    overscan: 8,
    // Two virtualisers watch one scroll box: rendering inside the first one's scroll handler would
    // make the second one's read of the offset force a layout. Let React batch the render instead.
    useFlushSync: false,
    rangeExtractor: useMemo(() => pinActive((p) => p.r), [pinActive]),
  });
  const colVirtualizer = useVirtualizer({
    horizontal: true,
    count: cols,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => PRICE_W,
    paddingStart: FROZEN_W,
    scrollPaddingStart: FROZEN_W,
    overscan: 3,
    useFlushSync: false,
    rangeExtractor: useMemo(() => pinActive((p) => p.c - FROZEN), [pinActive]),
  });

  const duplicates = useMemo(() => duplicateRows(group.rows), [group.rows]);

  // ---- edits -------------------------------------------------------------------------------------

  const commit = useCallback(
    (result: EditResult | null) => {
      if (!result || result.group === groupRef.current) return;
      groupRef.current = result.group;
      onCommit(index, result);
    },
    [index, onCommit],
  );

  const focusGrid = () => scrollRef.current?.focus({ preventScroll: true });

  const reveal = useCallback(() => {
    const { r, c } = activeRef.current;
    if (groupRef.current.rows.length > 0) rowVirtualizer.scrollToIndex(r, { align: 'auto' });
    if (c >= FROZEN) colVirtualizer.scrollToIndex(c - FROZEN, { align: 'auto' });
  }, [rowVirtualizer, colVirtualizer]);

  // A move asks for the cell to be brought into view once the grid has rendered it.
  useLayoutEffect(() => {
    if (!revealRef.current) return;
    revealRef.current = false;
    reveal();
  });

  const goTo = (next: Pos, extend = false) => {
    const g = groupRef.current;
    const target = { r: clamp(next.r, 0, Math.max(0, g.rows.length - 1)), c: clamp(next.c, 0, FROZEN + g.quantities.length - 1) };
    setActive(target);
    if (!extend) setAnchor(target);
    activeRef.current = target;
    revealRef.current = true;
  };

  const startEditing = (pos: Pos, mode: 'enter' | 'edit', initial: string) => {
    if (readOnly || groupRef.current.rows.length === 0) return;
    editTextRef.current = initial;
    setEditing({ ...pos, mode, initial });
  };

  /** Ends the edit: commits the text (null cancels), moves, and gives the keys back to the grid. */
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

  const pasteAt = (pos: Pos, text: string) => {
    const block = parseTabularText(text);
    if (block.length === 0) return;
    const single = block.length === 1 && block[0]!.length === 1;
    const sel = rectOf(anc, act);
    // One value over a selected block fills the block, as spreadsheets do.
    const fill = single && (sel.r1 > sel.r0 || sel.c1 > sel.c0) && pos.r === sel.r0 && pos.c === sel.c0;
    const rows = fill ? Array.from({ length: sel.r1 - sel.r0 + 1 }, () => new Array<string>(sel.c1 - sel.c0 + 1).fill(block[0]![0]!)) : block;
    commit(writeBlock(groupRef.current, pos.r, pos.c, rows, lookups));
    const width = Math.max(...rows.map((line) => line.length));
    if (pos.r >= 0) {
      setAnchor({ r: pos.r + rows.length - 1, c: pos.c + width - 1 });
      setActive(pos);
    }
  };

  // ---- keyboard ----------------------------------------------------------------------------------

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
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

  // The editor's callbacks read the latest grid through refs, so its props stay the same object.
  const handlers = useRef({ onEditorKeyDown, finishEditing });
  handlers.current = { onEditorKeyDown, finishEditing };
  const editorProps = useMemo<CellEditorProps | null>(() => {
    if (!editing) return null;
    const label = editing.c >= FROZEN ? `Price, row ${editing.r + 1}, quantity ${editing.c - FROZEN + 1}` : `${FIELD_LABELS[editing.c]}, row ${editing.r + 1}`;
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
  }, [editing, gridId]);

  // ---- mouse -------------------------------------------------------------------------------------

  const cellFrom = (target: EventTarget): Pos | null => {
    const element = (target as HTMLElement).closest?.('[data-c]') as HTMLElement | null;
    if (!element || !scrollRef.current?.contains(element)) return null;
    return { r: Number(element.dataset.r), c: Number(element.dataset.c) };
  };

  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const target = event.target as HTMLElement;
    if (target.closest('input, select')) return;
    const gutter = target.closest('[data-gutter]') as HTMLElement | null;
    if (gutter) {
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

  // ---- clipboard ---------------------------------------------------------------------------------

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (readOnly) return;
    const target = event.target as HTMLElement;
    const text = event.clipboardData.getData('text/plain');
    const current = editingRef.current;
    if (current) {
      // A single value goes into the editor; a block replaces the edit.
      if (!/[\t\r\n]/.test(text.replace(/[\r\n]+$/, ''))) return;
      event.preventDefault();
      editingRef.current = null;
      setEditing(null);
      pasteAt(current, text);
      focusGrid();
      return;
    }
    if (target !== event.currentTarget) return;
    event.preventDefault();
    // A paste lands at the top-left cell of the selection, as in a spreadsheet.
    pasteAt({ r: rect.r0, c: rect.c0 }, text);
  };

  const onCopy = (event: ClipboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || rowsCount === 0) return;
    event.preventDefault();
    event.clipboardData.setData('text/plain', blockText(group, rect, lookups));
  };

  const onCut = (event: ClipboardEvent<HTMLDivElement>) => {
    onCopy(event);
    if (!readOnly && event.defaultPrevented) commit(clearBlock(group, rect, lookups));
  };

  // Ctrl+C / Ctrl+V / Ctrl+X on a focused element that is not editable go to the document body,
  // not to the element: while the grid has the focus, the document's clipboard events are its.
  const clipboard = useRef<{ paste: (text: string) => void; copy: () => string; cut: () => void }>({
    paste: () => {},
    copy: () => '',
    cut: () => {},
  });
  clipboard.current = {
    paste: (text) => {
      if (!readOnly) pasteAt({ r: rect.r0, c: rect.c0 }, text);
    },
    copy: () => (rowsCount > 0 ? blockText(group, rect, lookups) : ''),
    cut: () => {
      if (!readOnly) commit(clearBlock(group, rect, lookups));
    },
  };
  useEffect(() => {
    const mine = (event: globalThis.ClipboardEvent) =>
      !event.defaultPrevented && !!scrollRef.current && document.activeElement === scrollRef.current && !editingRef.current;
    const onDocumentPaste = (event: globalThis.ClipboardEvent) => {
      if (!mine(event)) return;
      event.preventDefault();
      clipboard.current.paste(event.clipboardData?.getData('text/plain') ?? '');
    };
    const onDocumentCopy = (event: globalThis.ClipboardEvent) => {
      if (!mine(event)) return;
      event.preventDefault();
      event.clipboardData?.setData('text/plain', clipboard.current.copy());
    };
    const onDocumentCut = (event: globalThis.ClipboardEvent) => {
      if (!mine(event)) return;
      event.preventDefault();
      event.clipboardData?.setData('text/plain', clipboard.current.copy());
      clipboard.current.cut();
    };
    document.addEventListener('paste', onDocumentPaste);
    document.addEventListener('copy', onDocumentCopy);
    document.addEventListener('cut', onDocumentCut);
    return () => {
      document.removeEventListener('paste', onDocumentPaste);
      document.removeEventListener('copy', onDocumentCopy);
      document.removeEventListener('cut', onDocumentCut);
    };
  }, []);

  // ---- the header --------------------------------------------------------------------------------

  const headerHandlers = useRef({
    onQuantity: (q: number, text: string) => commit(writeBlock(groupRef.current, -1, FROZEN + q, [[text]], lookups)),
    onUnit: (q: number, unit: PricingUnit) => commit(setUnit(groupRef.current, q, unit)),
    onKey: (_q: number, _event: KeyboardEvent<HTMLInputElement>) => {},
    onPaste: (_q: number, _event: ClipboardEvent<HTMLInputElement>) => {},
  });
  headerHandlers.current.onQuantity = (q, text) => commit(writeBlock(groupRef.current, -1, FROZEN + q, [[text]], lookups));
  headerHandlers.current.onUnit = (q, unit) => commit(setUnit(groupRef.current, q, unit));
  headerHandlers.current.onKey = (q, event) => {
    if (event.key === 'Enter') event.preventDefault();
    if ((event.key === 'ArrowDown' || event.key === 'Enter') && groupRef.current.rows.length > 0) {
      event.preventDefault();
      goTo({ r: 0, c: FROZEN + q });
      // After the quantity commits (its blur), the grid takes the keys.
      requestAnimationFrame(() => focusGrid());
    }
  };
  headerHandlers.current.onPaste = (q, event) => {
    const text = event.clipboardData.getData('text/plain');
    if (!/[\t\r\n]/.test(text.replace(/[\r\n]+$/, ''))) return;
    event.preventDefault();
    event.stopPropagation();
    commit(writeBlock(groupRef.current, -1, FROZEN + q, parseTabularText(text), lookups));
    (event.target as HTMLInputElement).blur();
  };
  const stableHeader = useMemo(
    () => ({
      onQuantity: (q: number, text: string) => headerHandlers.current.onQuantity(q, text),
      onUnit: (q: number, unit: PricingUnit) => headerHandlers.current.onUnit(q, unit),
      onKey: (q: number, event: KeyboardEvent<HTMLInputElement>) => headerHandlers.current.onKey(q, event),
      onPaste: (q: number, event: ClipboardEvent<HTMLInputElement>) => headerHandlers.current.onPaste(q, event),
    }),
    [],
  );

  // ---- the first error after a submit --------------------------------------------------------------

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

  // ---- toolbar actions ---------------------------------------------------------------------------

  const priceRect = rect.c1 >= FROZEN && rowsCount > 0;
  const selectedRows = rect.r1 - rect.r0 + 1;
  const selectedQuantities = rect.c1 >= FROZEN ? rect.c1 - Math.max(rect.c0, FROZEN) + 1 : 0;

  const onAddRow = () => {
    commit(addRow(groupRef.current));
    goTo({ r: groupRef.current.rows.length - 1, c: 0 });
    focusGrid();
  };
  const onAddQuantity = () => {
    commit(addQuantity(groupRef.current));
    const g = groupRef.current;
    activeRef.current = { r: act.r, c: FROZEN + g.quantities.length - 1 };
    revealRef.current = true;
    setNotice(null);
  };
  const onRemoveRows = () => {
    if (rowsCount === 0) return;
    commit(removeRows(groupRef.current, rect.r0, rect.r1));
    setAnchor({ r: rect.r0, c: act.c });
    setActive({ r: rect.r0, c: act.c });
  };
  const onRemoveQuantities = () => {
    commit(removeQuantities(groupRef.current, Math.max(rect.c0, FROZEN) - FROZEN, rect.c1 - FROZEN));
  };
  const percentValid = /^\s*[+-]?\d+([.,]\d+)?\s*%?\s*$/.test(percent);
  const onAdjust = () => {
    const result = adjustBlock(groupRef.current, rect, percent);
    if (!result) return;
    commit(result);
    setNotice(`${result.count} price${result.count === 1 ? '' : 's'} adjusted by ${percent.trim().replace(/%$/, '')} %`);
  };

  // ---- rendering ---------------------------------------------------------------------------------

  const rowItems = rowVirtualizer.getVirtualItems();
  const colItems = colVirtualizer.getVirtualItems();
  const totalWidth = colVirtualizer.getTotalSize();
  const totalHeight = Math.max(rowVirtualizer.getTotalSize(), HEADER_H);
  // Problems listed under the grid: duplicates and unknown names (live), and the errors of the last submit.
  const problems = useMemo(() => {
    const list: string[] = [];
    for (const [r, first] of duplicates) list.push(`Row ${r + 1}: ${duplicateRouteText(first)}`);
    group.rows.forEach((row, r) => {
      for (const [field, label] of [
        ['zone_from', 'zone'],
        ['zone_to', 'zone'],
        ['transit', 'transit'],
      ] as const) {
        if (row[field].id === null && row[field].text) list.push(`Row ${r + 1}: Unknown ${label} ${row[field].text}`);
      }
    });
    return list;
  }, [duplicates, group.rows]);
  const submitted = errors.size;

  const height = `min(${HEADER_H + rowsCount * ROW_H + 18}px, ${MAX_HEIGHT})`;

  return (
    <div>
      <Group justify="space-between" align="flex-end" mb={6} gap="xs" wrap="wrap">
        <Group gap="xs" align="center">
          <Text fw={600}>Fare group {index + 1}</Text>
          <Badge variant="light" color="gray" tt="none">
            {rowsCount} zone row{rowsCount === 1 ? '' : 's'} × {cols} quantit{cols === 1 ? 'y' : 'ies'}
          </Badge>
        </Group>
        {!readOnly && (
          <Group gap="xs" align="flex-end" wrap="wrap">
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAddRow}>
              Add zone row
            </Button>
            <Tooltip label="Suggests the next quantity and extends each row's prices linearly" withArrow>
              <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAddQuantity}>
                Add quantity
              </Button>
            </Tooltip>
            <Button size="xs" variant="default" disabled={rowsCount === 0} onClick={onRemoveRows}>
              Remove {selectedRows > 1 ? `${selectedRows} rows` : 'row'}
            </Button>
            <Button size="xs" variant="default" disabled={selectedQuantities === 0 || selectedQuantities >= cols} onClick={onRemoveQuantities}>
              Remove {selectedQuantities > 1 ? `${selectedQuantities} quantities` : 'quantity'}
            </Button>
            <TextInput
              size="xs"
              w={120}
              aria-label="Percent"
              placeholder="Percent"
              leftSection={<IconPercentage size={14} aria-hidden />}
              value={percent}
              onChange={(event) => setPercent(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  if (percentValid && priceRect) onAdjust();
                }
              }}
            />
            <Tooltip label="Multiplies the selected prices by (1 + percent / 100), to 2 decimals" withArrow>
              <Button size="xs" variant="light" disabled={!percentValid || !priceRect} onClick={onAdjust}>
                Adjust prices
              </Button>
            </Tooltip>
            {onRemove && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => onRemove(index)}
              >
                Remove fare group
              </Button>
            )}
          </Group>
        )}
      </Group>
      <div
        ref={scrollRef}
        role="grid"
        aria-label={`Fare group ${index + 1}`}
        aria-rowcount={rowsCount + 1}
        aria-colcount={FROZEN + cols + 1}
        aria-readonly={readOnly || undefined}
        aria-multiselectable
        aria-activedescendant={rowsCount > 0 ? `${gridId}-r${act.r}-c${act.c}` : undefined}
        tabIndex={0}
        className={classes.scroller}
        style={{ height, maxHeight: MAX_HEIGHT }}
        onKeyDown={onGridKeyDown}
        onMouseDown={onMouseDown}
        onMouseOver={onMouseOver}
        onDoubleClick={onDoubleClick}
        onPaste={onPaste}
        onCopy={onCopy}
        onCut={onCut}
      >
        <div className={classes.sizer} style={{ width: totalWidth, height: totalHeight }}>
          <div role="row" aria-rowindex={1} className={classes.header} style={{ width: totalWidth, height: HEADER_H }}>
            <div className={classes.frozen} style={{ width: FROZEN_W }}>
              <div role="columnheader" aria-colindex={1} className={classes.columnHeader} style={{ width: GUTTER_W }}>
                #
              </div>
              {FIELD_LABELS.map((label, c) => (
                <div key={label} role="columnheader" aria-colindex={c + 2} className={classes.columnHeader} style={{ width: FIELD_WIDTHS[c] }}>
                  {label}
                </div>
              ))}
            </div>
            {colItems.map((item) => {
              const q = item.index;
              const column = group.quantities[q]!;
              return (
                <QuantityHeader
                  key={item.key as number}
                  gridId={gridId}
                  q={q}
                  left={item.start}
                  quantity={column.quantity}
                  unit={column.unit}
                  selected={FROZEN + q >= rect.c0 && FROZEN + q <= rect.c1}
                  error={localCellError(group, -1, FROZEN + q) ?? errors.get(`quantities.${q}.quantity`) ?? errors.get(`quantities.${q}`)}
                  readOnly={readOnly}
                  {...stableHeader}
                />
              );
            })}
          </div>
          {rowItems.map((item) => {
            const r = item.index;
            const row = group.rows[r];
            if (!row) return null;
            const inSelection = r >= rect.r0 && r <= rect.r1;
            const isActiveRow = r === act.r;
            return (
              <GridRow
                key={r}
                gridId={gridId}
                r={r}
                top={item.start}
                width={totalWidth}
                row={row}
                prices={group.prices}
                cols={cols}
                colItems={colItems}
                lookups={lookups}
                selC0={inSelection ? rect.c0 : -1}
                selC1={inSelection ? rect.c1 : -1}
                activeC={isActiveRow ? act.c : -1}
                editor={isActiveRow && editing && editing.r === r ? editorProps : null}
                wholeRow={inSelection && rect.c0 === 0 && rect.c1 === lastC}
                duplicateOf={duplicates.get(r) ?? -1}
                errors={errors}
              />
            );
          })}
        </div>
      </div>
      <datalist id={`${gridId}-zones`}>
        {lookups.zones.map((z) => (
          <option key={z.id} value={z.name} />
        ))}
      </datalist>
      <datalist id={`${gridId}-transits`}>
        {lookups.transits.map((t) => (
          <option key={t.id} value={t.name} />
        ))}
      </datalist>
      {notice && (
        <Text size="xs" c="dimmed" mt={4} role="status">
          {notice}
        </Text>
      )}
      {rowsCount === 0 && (
        <Text size="sm" c="dimmed" mt={4}>
          No zone rows yet. Add one, or paste a block copied from a spreadsheet into the first row.
        </Text>
      )}
      {(problems.length > 0 || submitted > 0 || errors.has('quantities') || errors.has('zones')) && (
        <Alert color="red" variant="light" mt="xs" p="xs" icon={<IconAlertTriangle size={16} aria-hidden />}>
          <List size="sm" spacing={2}>
            {problems.slice(0, 8).map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
            {problems.length > 8 && <List.Item>…and {problems.length - 8} more</List.Item>}
            {errors.get('quantities') && <List.Item>Quantities: {errors.get('quantities')}</List.Item>}
            {errors.get('zones') && <List.Item>Zone rows: {errors.get('zones')}</List.Item>}
            {submitted > 0 && (
              <List.Item>
                {submitted} cell{submitted === 1 ? '' : 's'} of this fare group {submitted === 1 ? 'has' : 'have'} an error (red); hover a cell for
                its message.
              </List.Item>
            )}
          </List>
        </Alert>
      )}
    </div>
  );
}

/** A fare group grid; re-renders only when its own group, errors or options change. */
export const FareGroupGrid = memo(FareGroupGridBody);
