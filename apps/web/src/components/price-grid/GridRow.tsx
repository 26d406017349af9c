/**
 * One zone row of the grid, memoised: a vertical scroll renders only the rows coming into view,
 * and a cursor move only the rows it leaves and enters. Selection reaches a row as plain numbers
 * (its selected column range, its active column), so rows outside the change keep their props.
 */
import type { Language } from '@freight/domain';
import type { VirtualItem } from '@tanstack/react-virtual';
import { memo, type ReactNode } from 'react';
import { t } from '../../lib/i18n';
import { GridCell, type CellEditorProps } from './GridCell';
import { displayMoney, PRICE_W, ROW_H, type GridLayout } from './layout';
import { fieldText, FIELDS, FROZEN, type GridLookups, type ZoneRow } from './grid-state';
import { cellPath, duplicateRouteText, duplicateRowText, rowCellError } from './grid-validation';
import classes from './price-grid.module.css';

export interface GridRowProps {
  /** The language its texts are in (`t`, the current one): a new one draws the row again. */
  language: Language;
  gridId: string;
  r: number;
  top: number;
  width: number;
  row: ZoneRow;
  /** The group's flat prices (row-major) and its column count. */
  prices: readonly string[];
  cols: number;
  colItems: readonly VirtualItem[];
  lookups: GridLookups;
  /** The selected columns of this row, inclusive; -1 when the row is not selected. */
  selC0: number;
  selC1: number;
  /** The active column when this is the active row, else -1. */
  activeC: number;
  /** The editor of the active cell while it is edited. */
  editor: CellEditorProps | null;
  /** The whole row is selected (its gutter was clicked). */
  wholeRow: boolean;
  /** The earlier row with the same FROM - TO pair, or -1. */
  duplicateOf: number;
  errors: ReadonlyMap<string, string>;
  /** Column widths and the frozen part (wide or narrow). */
  layout: GridLayout;
}

/** A cell's message: its own check, then the duplicate route (on TO), then the server's. */
function cellError({ row, r, duplicateOf, errors }: GridRowProps, c: number, price: string): string | undefined {
  const own = rowCellError(row, c, price);
  if (own) return own;
  if (c === 1 && duplicateOf >= 0) return duplicateRouteText(duplicateOf);
  return errors.size ? errors.get(cellPath(r, c)) : undefined;
}

/** The zone row's fields (zones, transit, amounts), in column order. */
function fieldCells(props: GridRowProps): ReactNode[] {
  const { gridId, r, row, lookups, selC0, selC1, activeC, editor, layout } = props;
  const cells: ReactNode[] = [];
  for (let c = 0; c < FROZEN; c++) {
    const value = fieldText(row, c, lookups);
    cells.push(
      <GridCell
        key={c}
        id={`${gridId}-r${r}-c${c}`}
        r={r}
        c={c}
        field={FIELDS[c]}
        display={c >= 3 ? displayMoney(value) : value}
        value={value}
        numeric={c >= 3}
        width={layout.fieldWidths[c]!}
        lastFrozen={c === FROZEN - 1 || c === layout.sticky - 1}
        selected={c >= selC0 && c <= selC1}
        active={c === activeC}
        error={cellError(props, c, '')}
        editor={c === activeC ? editor : null}
      />,
    );
  }
  return cells;
}

/** The row's prices in the columns in view. */
function priceCells(props: GridRowProps): ReactNode[] {
  const { gridId, r, prices, cols, colItems, selC0, selC1, activeC, editor } = props;
  const cells: ReactNode[] = [];
  const base = r * cols;
  for (const item of colItems) {
    const c = FROZEN + item.index;
    const value = prices[base + item.index] ?? '';
    cells.push(
      <GridCell
        key={item.key}
        id={`${gridId}-r${r}-c${c}`}
        r={r}
        c={c}
        col={item.index}
        display={displayMoney(value)}
        value={value}
        numeric
        left={item.start}
        width={PRICE_W}
        selected={c >= selC0 && c <= selC1}
        active={c === activeC}
        error={cellError(props, c, value)}
        editor={c === activeC ? editor : null}
      />,
    );
  }
  return cells;
}

export const GridRow = memo(function GridRow(props: GridRowProps) {
  const { r, top, width, wholeRow, duplicateOf, errors, layout } = props;
  const cells = fieldCells(props);
  const rowError =
    (errors.size ? (errors.get(`zones.${r}`) ?? errors.get(`zones.${r}.prices`)) : undefined) ??
    (duplicateOf >= 0 ? duplicateRowText() : undefined);
  let gutterClass = classes.gutter!;
  if (wholeRow) gutterClass += ` ${classes.gutterSelected}`;
  if (rowError) gutterClass += ` ${classes.gutterError}`;
  return (
    <div role="row" aria-rowindex={r + 2} className={classes.row} style={{ top, width, height: ROW_H }}>
      <div className={classes.frozen} style={{ width: layout.stickyW }}>
        <div
          role="rowheader"
          className={gutterClass}
          style={{ width: layout.gutter }}
          data-gutter={r}
          title={rowError ?? t('grid.row.select')}
        >
          {rowError ? '!' : r + 1}
        </div>
        {cells.slice(0, layout.sticky)}
      </div>
      {layout.sticky < FROZEN && (
        <div className={classes.unfrozen} style={{ left: layout.stickyW, width: layout.fieldsW - layout.stickyW }}>
          {cells.slice(layout.sticky)}
        </div>
      )}
      {priceCells(props)}
    </div>
  );
});
