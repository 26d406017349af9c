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
 * (use-grid-clipboard), undo, redo and the toolbar's actions (use-grid-commit), the header
 * (GridHeader), the toolbar (GridToolbar), the rows (GridRow), the lines under the grid (GridStatus)
 * and the problems list (GridProblems).
 */
import type { VirtualItem } from '@tanstack/react-virtual';
import { memo, useId, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useLanguage, useT } from '../../lib/i18n';
import { createGridKeyDown } from './grid-keyboard';
import type { EditResult } from './grid-edits';
import { FROZEN, type FareGroupState, type GridLookups } from './grid-state';
import { duplicateRows } from './grid-validation';
import { GridHeader, useHeaderHandlers } from './GridHeader';
import { GridProblems } from './GridProblems';
import { GridRow } from './GridRow';
import { GridStatus } from './GridStatus';
import { GridToolbar } from './GridToolbar';
import { HEADER_H, layoutForWidth, MAX_HEIGHT, ROW_H, WIDE_LAYOUT, type GridLayout } from './layout';
import classes from './price-grid.module.css';
import { useCellEditor } from './use-cell-editor';
import { createToolbarActions, useGridHistory } from './use-grid-commit';
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

/** The grid's state and handlers: the selection, the layout, the virtual window, the edits, the keys, the mouse and the clipboard. */
function useFareGroupGrid({ index, group, lookups, readOnly, onCommit, focusRequest }: FareGroupGridProps) {
  const gridId = `fg${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const rowsCount = group.rows.length;
  const cols = group.quantities.length;
  const lastC = FROZEN + cols - 1;

  const [notice, setNotice] = useState<string | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const groupRef = useRef(group);
  groupRef.current = group;

  const selection = useSelection({ groupRef, rowsCount, lastC });
  const { activeRef, revealRef, goTo } = selection;
  const layout = useGridLayout(scrollRef);
  const { rowVirtualizer, colVirtualizer } = useVirtualWindow({ rowsCount, cols, scrollRef, groupRef, activeRef, revealRef, layout });

  const duplicates = useMemo(() => duplicateRows(group.rows), [group.rows]);
  const { history, commit, travel, onHistoryKey } = useGridHistory({ index, readOnly, onCommit, groupRef, selection, setNotice });

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
  const actions = createToolbarActions({ groupRef, rowsCount, selection, commit, focusGrid, setNotice });

  return {
    gridId,
    rowsCount,
    cols,
    lastC,
    notice,
    scrollRef,
    selection,
    layout,
    rowVirtualizer,
    colVirtualizer,
    duplicates,
    history,
    travel,
    onHistoryKey,
    editor,
    onGridKeyDown,
    mouse,
    clipboard,
    headerHandlers,
    actions,
  };
}

type GridParts = ReturnType<typeof useFareGroupGrid>;

/** The zone rows in view, each with its part of the selection and the editor when it holds the edited cell. */
function VisibleRows({
  group,
  lookups,
  errors,
  grid,
  rowItems,
  colItems,
  width,
}: Pick<FareGroupGridProps, 'group' | 'lookups' | 'errors'> & {
  grid: GridParts;
  rowItems: readonly VirtualItem[];
  colItems: readonly VirtualItem[];
  width: number;
}) {
  const { gridId, cols, lastC, layout, duplicates } = grid;
  const { act, rect } = grid.selection;
  const { editing, editorProps } = grid.editor;
  const language = useLanguage();
  return rowItems.map((item) => {
    const r = item.index;
    const row = group.rows[r];
    if (!row) return null;
    const inSelection = r >= rect.r0 && r <= rect.r1;
    const isActiveRow = r === act.r;
    return (
      <GridRow
        key={r}
        language={language}
        gridId={gridId}
        r={r}
        top={item.start}
        width={width}
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
  });
}

/** The focusable grid box that scrolls: the header and the zone rows in view, with the grid's keys, mouse and clipboard. */
function GridBox({
  index,
  group,
  lookups,
  readOnly,
  errors,
  grid,
}: Pick<FareGroupGridProps, 'index' | 'group' | 'lookups' | 'readOnly' | 'errors'> & { grid: GridParts }) {
  const { gridId, rowsCount, cols, scrollRef, layout, rowVirtualizer, colVirtualizer, mouse, clipboard } = grid;
  const { act, rect } = grid.selection;
  const t = useT();
  const rowItems = rowVirtualizer.getVirtualItems();
  const colItems = colVirtualizer.getVirtualItems();
  const totalWidth = colVirtualizer.getTotalSize();
  const totalHeight = Math.max(rowVirtualizer.getTotalSize(), HEADER_H);
  const height = `min(${HEADER_H + rowsCount * ROW_H + 18}px, ${MAX_HEIGHT})`;
  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label={t('grid.title', { number: String(index + 1) })}
      aria-rowcount={rowsCount + 1}
      aria-colcount={FROZEN + cols + 1}
      aria-readonly={readOnly || undefined}
      aria-multiselectable
      aria-activedescendant={rowsCount > 0 ? `${gridId}-r${act.r}-c${act.c}` : undefined}
      tabIndex={0}
      className={classes.scroller}
      style={{ height, maxHeight: MAX_HEIGHT }}
      onKeyDown={grid.onGridKeyDown}
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
          handlers={grid.headerHandlers}
          layout={layout}
        />
        <VisibleRows
          group={group}
          lookups={lookups}
          errors={errors}
          grid={grid}
          rowItems={rowItems}
          colItems={colItems}
          width={totalWidth}
        />
      </div>
    </div>
  );
}

function FareGroupGridBody(props: FareGroupGridProps) {
  const { index, group, lookups, readOnly, errors, onRemove } = props;
  const grid = useFareGroupGrid(props);
  const { gridId, rowsCount, cols, history, travel, actions } = grid;
  return (
    <div onKeyDown={grid.onHistoryKey}>
      <GridToolbar
        index={index}
        rowsCount={rowsCount}
        cols={cols}
        rect={grid.selection.rect}
        readOnly={readOnly}
        onAddRow={actions.onAddRow}
        onAddQuantity={actions.onAddQuantity}
        onRemoveRows={actions.onRemoveRows}
        onRemoveQuantities={actions.onRemoveQuantities}
        onAdjust={actions.onAdjust}
        onRemove={onRemove}
        onUndo={history.canUndo ? () => travel('undo') : null}
        onRedo={history.canRedo ? () => travel('redo') : null}
      />
      <GridBox index={index} group={group} lookups={lookups} readOnly={readOnly} errors={errors} grid={grid} />
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
      <GridStatus
        group={group}
        readOnly={readOnly}
        act={grid.selection.act}
        editing={grid.editor.editing}
        duplicates={grid.duplicates}
        errors={errors}
        notice={grid.notice}
      />
      <GridProblems rows={group.rows} duplicates={grid.duplicates} errors={errors} />
    </div>
  );
}

/** A fare group grid; re-renders only when its own group, errors or options change. */
export const FareGroupGrid = memo(FareGroupGridBody);
