/**
 * One fare group as a spreadsheet: quantity rows as columns (a quantity and its pricing
 * unit in the header), zone rows as rows (zone from, zone to, transit, minimum, maximum, then a
 * price per quantity). Rows and price columns are virtualised (@tanstack/react-virtual); the header
 * row and the zone columns stay in place while the prices scroll. The body renders plain text
 * cells; only the focused cell opens an input.
 *
 * Keyboard: arrows move (Shift extends the selection, Ctrl jumps to the edge), Tab / Shift+Tab move
 * sideways, Enter moves down, typing replaces the cell, F2 or a double-click edits it, Escape
 * cancels, Delete clears the selection, Ctrl+C / Ctrl+V copy and paste tab-separated blocks,
 * Ctrl+Z undoes and Ctrl+Y (or Ctrl+Shift+Z) redoes the grid's edits (grid-history). The selected
 * cell's error is written under the grid; a narrow grid freezes only the zone columns (layout.ts).
 *
 * This file composes the pieces: the selection (use-selection), the virtual window
 * (use-virtual-window), the cell editor (use-cell-editor), the keys (grid-keyboard), the clipboard
 * (use-grid-clipboard), the header (GridHeader), the toolbar (GridToolbar), the rows (GridRow) and
 * the problems list (GridProblems).
 */
import { Text } from '@mantine/core';
import { memo, useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { createGridKeyDown } from './grid-keyboard';
import { addQuantity, addRow, adjustBlock, removeQuantities, removeRows, type EditResult } from './grid-edits';
import { GridHistory, historyKey, type HistoryEntry } from './grid-history';
import { FROZEN, type FareGroupState, type GridLookups } from './grid-state';
import { cellPath, duplicateRouteText, duplicateRows, localCellError, quantityError } from './grid-validation';
import { GridHeader, useHeaderHandlers } from './GridHeader';
import { GridProblems } from './GridProblems';
import { GridRow } from './GridRow';
import { GridToolbar } from './GridToolbar';
import { displayQuantity, FIELD_LABELS, HEADER_H, layoutForWidth, MAX_HEIGHT, ROW_H, WIDE_LAYOUT, type GridLayout } from './layout';
import classes from './price-grid.module.css';
import { useCellEditor } from './use-cell-editor';
import { useGridClipboard } from './use-grid-clipboard';
import { useFocusRequest, useMouseSelection, useSelection, type FocusRequest } from './use-selection';
import { useVirtualWindow } from './use-virtual-window';

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

/**
 * The layout for the grid box's width, following it as the window or the page resizes. A grid
 * turning narrow opens scrolled to its prices: transit, minimum and maximum wait left of them,
 * under the frozen zone columns, one scroll (or a move to their cells) away.
 */
function useGridLayout(scrollRef: RefObject<HTMLDivElement | null>): GridLayout {
  const [layout, setLayout] = useState<GridLayout>(WIDE_LAYOUT);
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const measure = () => setLayout(layoutForWidth(box.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [scrollRef]);
  useLayoutEffect(() => {
    const box = scrollRef.current;
    const hidden = layout.fieldsW - layout.stickyW;
    if (box && hidden > 0 && box.scrollLeft < hidden) box.scrollLeft = hidden;
  }, [layout, scrollRef]);
  return layout;
}

function FareGroupGridBody({ index, group, lookups, readOnly, errors, onCommit, onRemove, focusRequest }: FareGroupGridProps) {
  const gridId = `fg${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const rowsCount = group.rows.length;
  const cols = group.quantities.length;
  const lastC = FROZEN + cols - 1;

  const [notice, setNotice] = useState<string | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const groupRef = useRef(group);
  groupRef.current = group;

  const selection = useSelection({ groupRef, rowsCount, lastC });
  const { act, anc, rect, activeRef, revealRef, goTo, setActive, setAnchor } = selection;
  const layout = useGridLayout(scrollRef);
  const { rowVirtualizer, colVirtualizer } = useVirtualWindow({ rowsCount, cols, scrollRef, groupRef, activeRef, revealRef, layout });

  const duplicates = useMemo(() => duplicateRows(group.rows), [group.rows]);

  // Undo and redo: the group and the selection before each edit.
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
    [index, onCommit, history, activeRef],
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
    setNotice(direction === 'undo' ? 'Undone' : 'Redone');
  };
  const onHistoryKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = readOnly ? null : historyKey(event);
    if (!direction) return;
    event.preventDefault();
    travel(direction);
  };

  const focusGrid = () => scrollRef.current?.focus({ preventScroll: true });

  const editor = useCellEditor({ gridId, readOnly, lookups, groupRef, commit, goTo, focusGrid });
  const onGridKeyDown = createGridKeyDown({ gridId, group, lookups, readOnly, scrollRef, selection, editor, commit });
  const mouse = useMouseSelection({ scrollRef, selection, lastC, group, lookups, editor, focusGrid });
  const clipboard = useGridClipboard({
    readOnly,
    group,
    lookups,
    groupRef,
    scrollRef,
    selection,
    editor,
    commit,
    focusGrid,
    onNotice: setNotice,
  });
  const headerHandlers = useHeaderHandlers({ groupRef, lookups, commit, goTo, focusGrid });
  useFocusRequest({ focusRequest, gridId, scrollRef, groupRef, colVirtualizer, selection, focusGrid });

  // ---- toolbar actions ---------------------------------------------------------------------------

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
  const onAdjust = (percent: string) => {
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
  const height = `min(${HEADER_H + rowsCount * ROW_H + 18}px, ${MAX_HEIGHT})`;
  const { editing, editorProps } = editor;

  // The selected cell's error in words (a cell only shows red), and the first header error.
  const activeError = (() => {
    if (rowsCount === 0 || editing) return null;
    const { r, c } = act;
    const text =
      localCellError(group, r, c) ??
      (c === 1 && duplicates.has(r) ? duplicateRouteText(duplicates.get(r)!) : undefined) ??
      errors.get(cellPath(r, c)) ??
      (c >= FROZEN ? errors.get(`zones.${r}.prices`) : undefined);
    if (!text) return null;
    const column =
      c >= FROZEN ? `quantity ${displayQuantity(group.quantities[c - FROZEN]?.quantity ?? '')}` : FIELD_LABELS[c]!.toLowerCase();
    return `Row ${r + 1}, ${column}: ${text}`;
  })();
  const headerError = (() => {
    for (let q = 0; q < cols; q++) {
      const text = quantityError(group, q) ?? errors.get(`quantities.${q}.quantity`) ?? errors.get(`quantities.${q}`);
      if (text) return `Quantity ${q + 1} (${displayQuantity(group.quantities[q]!.quantity) || 'empty'}): ${text}`;
    }
    return null;
  })();

  return (
    <div onKeyDown={onHistoryKey}>
      <GridToolbar
        index={index}
        rowsCount={rowsCount}
        cols={cols}
        rect={rect}
        readOnly={readOnly}
        onAddRow={onAddRow}
        onAddQuantity={onAddQuantity}
        onRemoveRows={onRemoveRows}
        onRemoveQuantities={onRemoveQuantities}
        onAdjust={onAdjust}
        onRemove={onRemove}
        onUndo={history.canUndo ? () => travel('undo') : null}
        onRedo={history.canRedo ? () => travel('redo') : null}
      />
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
        onMouseDown={mouse.onMouseDown}
        onMouseOver={mouse.onMouseOver}
        onDoubleClick={mouse.onDoubleClick}
        onPaste={clipboard.onPaste}
        onCopy={clipboard.onCopy}
        onCut={clipboard.onCut}
      >
        <div className={classes.sizer} style={{ width: totalWidth, height: totalHeight }}>
          <GridHeader
            gridId={gridId}
            group={group}
            colItems={colItems}
            width={totalWidth}
            rect={rect}
            errors={errors}
            readOnly={readOnly}
            handlers={headerHandlers}
            layout={layout}
          />
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
                layout={layout}
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
      {!readOnly && (activeError || headerError) && (
        <div className={classes.cellErrors} role="status" aria-live="polite" data-testid="cell-error">
          {headerError && <div>{headerError}</div>}
          {activeError && activeError !== headerError && <div>{activeError}</div>}
        </div>
      )}
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
      <GridProblems rows={group.rows} duplicates={duplicates} errors={errors} />
    </div>
  );
}

/** A fare group grid; re-renders only when its own group, errors or options change. */
export const FareGroupGrid = memo(FareGroupGridBody);
