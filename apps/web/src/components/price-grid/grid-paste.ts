/** What a paste does to a fare group: the block it writes, and where it leaves the selection. */
import { detectHeaderRow, parseTabularText } from '@freight/domain';
import { t } from '../../lib/i18n';
import { writeBlock, writeSheet, type EditResult } from './grid-edits';
import { FROZEN, type CellRect, type FareGroupState, type GridLookups } from './grid-state';
import type { Pos } from './use-selection';

/** A paste's edit, the selection after it (null: the selection stays), and a notice for the clerk. */
export interface PastePlan {
  result: EditResult;
  selection: { anchor: Pos; active: Pos } | null;
  /** Says what the clerk might not expect (the first line read as the header); null otherwise. */
  notice: string | null;
}

/**
 * A paste of spreadsheet text (tab-separated cells, one line a row) at `pos`, with `rect` selected.
 * One value over a selected block fills the block, as spreadsheets do; a block whose first line
 * is a header row (domain detectHeaderRow: titles and breaks) sets the quantities from its breaks
 * and fills the zone row fields by their titles, from the row it lands on. The pasted block ends
 * up selected. Null for empty text.
 */
export function planPaste(group: FareGroupState, pos: Pos, rect: CellRect, text: string, lookups: GridLookups): PastePlan | null {
  const block = parseTabularText(text);
  if (block.length === 0) return null;
  const single = block.length === 1 && block[0]!.length === 1;
  const columns = single ? null : detectHeaderRow(block);
  if (columns) {
    const breaks = columns.filter((column) => column.kind === 'quantity').length;
    const first = Math.max(pos.r, 0);
    return {
      result: writeSheet(group, pos.r, block, columns, lookups),
      selection: { anchor: { r: first, c: 0 }, active: { r: first + Math.max(block.length - 2, 0), c: FROZEN + breaks - 1 } },
      notice: t('grid.notice.header', { quantities: breaks, rows: block.length - 1 }),
    };
  }
  const fill = single && (rect.r1 > rect.r0 || rect.c1 > rect.c0) && pos.r === rect.r0 && pos.c === rect.c0;
  const rows = fill
    ? Array.from({ length: rect.r1 - rect.r0 + 1 }, () => new Array<string>(rect.c1 - rect.c0 + 1).fill(block[0]![0]!))
    : block;
  const width = Math.max(...rows.map((line) => line.length));
  return {
    result: writeBlock(group, pos.r, pos.c, rows, lookups),
    // A paste into the header (quantities) leaves the selection where it was.
    selection: pos.r >= 0 ? { anchor: { r: pos.r + rows.length - 1, c: pos.c + width - 1 }, active: pos } : null,
    notice: null,
  };
}
