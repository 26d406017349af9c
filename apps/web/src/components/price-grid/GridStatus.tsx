/** The lines under a fare group's grid: its errors in words, what the last action did, and a hint when it has no rows. */
import { Text } from '@mantine/core';
import { useT } from '../../lib/i18n';
import { FROZEN, type FareGroupState } from './grid-state';
import { cellPath, duplicateRouteText, localCellError, quantityError } from './grid-validation';
import { displayQuantity, FIELD_LABELS } from './layout';
import classes from './price-grid.module.css';
import type { Editing } from './use-cell-editor';
import type { Pos } from './use-selection';

interface GridStatusProps {
  group: FareGroupState;
  readOnly: boolean;
  /** The active cell. */
  act: Pos;
  /** The cell being edited; its error waits until the edit ends. */
  editing: Editing | null;
  /** Row -> the earlier row with the same FROM - TO pair (duplicateRows). */
  duplicates: ReadonlyMap<number, number>;
  /** The group's form errors by sub-path. */
  errors: ReadonlyMap<string, string>;
  /** What the last paste, adjustment, undo or redo did. */
  notice: string | null;
}

type T = ReturnType<typeof useT>;

/** The selected cell's error in words (a cell only shows red). */
function activeCellError({ group, act, editing, duplicates, errors }: GridStatusProps, t: T): string | null {
  if (group.rows.length === 0 || editing) return null;
  const { r, c } = act;
  const text =
    localCellError(group, r, c) ??
    (c === 1 && duplicates.has(r) ? duplicateRouteText(duplicates.get(r)!) : undefined) ??
    errors.get(cellPath(r, c)) ??
    (c >= FROZEN ? errors.get(`zones.${r}.prices`) : undefined);
  if (!text) return null;
  const row = String(r + 1);
  if (c >= FROZEN)
    return t('grid.status.priceError', { row, quantity: displayQuantity(group.quantities[c - FROZEN]?.quantity ?? ''), error: text });
  return t('grid.status.fieldError', { row, column: t(FIELD_LABELS[c]!).toLowerCase(), error: text });
}

/** The first quantity in the header with an error, in words. */
function firstHeaderError({ group, errors }: GridStatusProps, t: T): string | null {
  for (let q = 0; q < group.quantities.length; q++) {
    const text = quantityError(group, q) ?? errors.get(`quantities.${q}.quantity`) ?? errors.get(`quantities.${q}`);
    if (!text) continue;
    const quantity = displayQuantity(group.quantities[q]!.quantity) || t('grid.status.empty');
    return t('grid.status.quantityError', { number: String(q + 1), quantity, error: text });
  }
  return null;
}

/** The selected cell's error and the first header error (editable grids only), the notice, and the empty grid's hint. */
export function GridStatus(props: GridStatusProps) {
  const { readOnly, notice } = props;
  const t = useT();
  const activeError = activeCellError(props, t);
  const headerError = firstHeaderError(props, t);
  return (
    <>
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
      {props.group.rows.length === 0 && (
        <Text size="sm" c="dimmed" mt={4}>
          {t('grid.status.noRows')}
        </Text>
      )}
    </>
  );
}
