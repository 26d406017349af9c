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
 *
 * This file composes the pieces: the selection (use-selection), the virtual window
 * (use-virtual-window), the cell editor (use-cell-editor), the keys (grid-keyboard), the clipboard
 * (use-grid-clipboard), the header (GridHeader), the toolbar (GridToolbar), the rows (GridRow) and
 * the problems list (GridProblems).
 */
import { Text } from '@mantine/core';
import { memo, useCallback, useId, useMemo, useRef, useState } from 'react';
import { createGridKeyDown } from './grid-keyboard';
import { addQuantity, addRow, adjustBlock, removeQuantities, removeRows, type EditResult } from './grid-edits';
import { FROZEN, type FareGroupState, type GridLookups } from './grid-state';
import { duplicateRows } from './grid-validation';
import { GridHeader, useHeaderHandlers } from './GridHeader';
import { GridProblems } from './GridProblems';
import { GridRow } from './GridRow';
import { GridToolbar } from './GridToolbar';
import { HEADER_H, MAX_HEIGHT, ROW_H } from './layout';
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
  const { act, rect, activeRef, revealRef, goTo, setActive, setAnchor } = selection;
  const { rowVirtualizer, colVirtualizer } = useVirtualWindow({ rowsCount, cols, scrollRef, groupRef, activeRef, revealRef });

  const duplicates = useMemo(() => duplicateRows(group.rows), [group.rows]);

  const commit = useCallback(
    (result: EditResult | null) => {
      if (!result || result.group === groupRef.current) return;
      groupRef.current = result.group;
      onCommit(index, result);
    },
    [index, onCommit],
  );

  const focusGrid = () => scrollRef.current?.focus({ preventScroll: true });

  const editor = useCellEditor({ gridId, readOnly, lookups, groupRef, commit, goTo, focusGrid });
  const onGridKeyDown = createGridKeyDown({ gridId, group, lookups, readOnly, scrollRef, selection, editor, commit });
  const mouse = useMouseSelection({ scrollRef, selection, lastC, group, lookups, editor, focusGrid });
  const clipboard = useGridClipboard({ readOnly, group, lookups, groupRef, scrollRef, selection, editor, commit, focusGrid });
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

  return (
    <div>
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
      <GridProblems rows={group.rows} duplicates={duplicates} errors={errors} />
    </div>
  );
}

/** A fare group grid; re-renders only when its own group, errors or options change. */
export const FareGroupGrid = memo(FareGroupGridBody);
