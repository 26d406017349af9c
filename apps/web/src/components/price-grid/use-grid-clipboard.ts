/** Copy, cut and paste of tab-separated blocks on the grid, as a spreadsheet does them. */
import { useEffect, useRef, type ClipboardEvent, type RefObject } from 'react';
import { clearBlock, type EditResult } from './grid-edits';
import { planPaste } from './grid-paste';
import { blockText, type FareGroupState, type GridLookups } from './grid-state';
import type { CellEditor } from './use-cell-editor';
import type { Pos, Selection } from './use-selection';

/** What the document's clipboard events do to the grid of this render. */
interface GridClipboard {
  paste: (text: string) => void;
  copy: () => string;
  cut: () => void;
}

/**
 * Ctrl+C / Ctrl+V / Ctrl+X on a focused element that is not editable go to the document body,
 * not to the element: while the grid has the focus, the document's clipboard events are its.
 */
function useDocumentClipboard({
  scrollRef,
  editingRef,
  ...actions
}: GridClipboard & {
  scrollRef: RefObject<HTMLDivElement | null>;
  editingRef: CellEditor['editingRef'];
}) {
  const clipboard = useRef<GridClipboard>({
    paste: () => {},
    copy: () => '',
    cut: () => {},
  });
  clipboard.current = actions;
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
    // The refs are the same objects for the grid's life: the listeners are added once.
  }, [scrollRef, editingRef]);
}

interface GridClipboardOptions {
  readOnly: boolean;
  group: FareGroupState;
  lookups: GridLookups;
  groupRef: RefObject<FareGroupState>;
  scrollRef: RefObject<HTMLDivElement | null>;
  selection: Selection;
  editor: Pick<CellEditor, 'editingRef' | 'finishEditing'>;
  commit: (result: EditResult | null) => void;
  focusGrid: () => void;
  /** Says what a paste did that the clerk might not expect (its first line read as the header). */
  onNotice: (text: string) => void;
}

/**
 * The grid's clipboard handlers. A paste lands at the top-left cell of the selection (one value
 * over a selected block fills the block); copy and cut take the selected block. While an edit is
 * open a single value goes into the editor and a block replaces the edit. The document's clipboard
 * events are the grid's while it has the focus. A block whose first line is a header row (domain
 * detectHeaderRow: titles and breaks) sets the quantities from its breaks and fills the zone row
 * fields by their titles, from the row it lands on.
 */
export function useGridClipboard({
  readOnly,
  group,
  lookups,
  groupRef,
  scrollRef,
  selection,
  editor,
  commit,
  focusGrid,
  onNotice,
}: GridClipboardOptions) {
  const { rect, setActive, setAnchor } = selection;
  const { editingRef, finishEditing } = editor;
  const rowsCount = group.rows.length;

  const pasteAt = (pos: Pos, text: string) => {
    const plan = planPaste(groupRef.current, pos, rect, text, lookups);
    if (!plan) return;
    commit(plan.result);
    if (plan.notice) onNotice(plan.notice);
    if (plan.selection) {
      setAnchor(plan.selection.anchor);
      setActive(plan.selection.active);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (readOnly) return;
    const target = event.target;
    const text = event.clipboardData.getData('text/plain');
    const current = editingRef.current;
    if (current) {
      // A single value goes into the editor; a block replaces the edit.
      if (!/[\t\r\n]/.test(text.replace(/[\r\n]+$/, ''))) return;
      event.preventDefault();
      // Drops the edit: no commit, no move, no refocus yet.
      finishEditing(null, null, false);
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

  useDocumentClipboard({
    scrollRef,
    editingRef,
    paste: (text) => {
      if (!readOnly) pasteAt({ r: rect.r0, c: rect.c0 }, text);
    },
    copy: () => (rowsCount > 0 ? blockText(group, rect, lookups) : ''),
    cut: () => {
      if (!readOnly) commit(clearBlock(group, rect, lookups));
    },
  });

  return { onPaste, onCopy, onCut };
}
