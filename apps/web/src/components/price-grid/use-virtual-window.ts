/** The grid's virtual window: which zone rows and price columns are rendered, and scrolling the active cell into view. */
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, type RefObject } from 'react';
import { FROZEN, type FareGroupState } from './grid-state';
import { HEADER_H, PRICE_W, ROW_H, type GridLayout } from './layout';
import type { Pos } from './use-selection';

/**
 * Two virtualisers (@tanstack/react-virtual) over one scroll box: zone rows below the header row,
 * price columns right of the frozen zone columns. The active cell is always rendered, even when
 * scrolled away (it holds the focus and the editor). After a render that follows a move
 * (`revealRef`), the active cell is scrolled into view.
 */
export function useVirtualWindow({
  rowsCount,
  cols,
  scrollRef,
  groupRef,
  activeRef,
  revealRef,
  layout,
}: {
  rowsCount: number;
  cols: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  groupRef: RefObject<FareGroupState>;
  activeRef: RefObject<Pos>;
  revealRef: RefObject<boolean>;
  /** Where the prices start (paddingStart) and what the frozen part covers (scrollPaddingStart). */
  layout: GridLayout;
}) {
  const pinActive = useCallback(
    (pick: (p: Pos) => number) => {
      return (range: Range) => {
        const items = defaultRangeExtractor(range);
        const pinned = pick(activeRef.current);
        if (pinned >= 0 && pinned < range.count && !items.includes(pinned)) {
          items.push(pinned);
          items.sort((a, b) => a - b);
        }
        return items;
      };
    },
    [activeRef],
  );

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
    paddingStart: layout.fieldsW,
    scrollPaddingStart: layout.stickyW,
    overscan: 3,
    useFlushSync: false,
    rangeExtractor: useMemo(() => pinActive((p) => p.c - FROZEN), [pinActive]),
  });

  const reveal = useCallback(() => {
    const { r, c } = activeRef.current;
    if (groupRef.current.rows.length > 0) rowVirtualizer.scrollToIndex(r, { align: 'auto' });
    if (c >= FROZEN) colVirtualizer.scrollToIndex(c - FROZEN, { align: 'auto' });
    else if (c >= layout.sticky && scrollRef.current) {
      // A zone row field that scrolls (narrow layout): bring it out from under the frozen part.
      const left = layout.gutter + layout.fieldWidths.slice(0, c).reduce((a, b) => a + b, 0);
      const box = scrollRef.current;
      if (left - layout.stickyW < box.scrollLeft) box.scrollLeft = Math.max(0, left - layout.stickyW);
    }
  }, [rowVirtualizer, colVirtualizer, activeRef, groupRef, layout, scrollRef]);

  // A move asks for the cell to be brought into view once the grid has rendered it.
  useLayoutEffect(() => {
    if (!revealRef.current) return;
    revealRef.current = false;
    reveal();
  });

  return { rowVirtualizer, colVirtualizer };
}
