/**
 * One body cell of the price grid, memoised on plain values so that a move of the cursor or an
 * edit re-renders only the cells whose look changed. The focused cell alone may hold an editor.
 */
import { memo, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import classes from './price-grid.module.css';

export interface CellEditorProps {
  /** The text the editor starts with (the typed key, or the cell's text for F2). */
  initial: string;
  /** 'enter': started by typing, arrows leave; 'edit': F2 or double-click, arrows move the caret. */
  mode: 'enter' | 'edit';
  /** A datalist of names to suggest (zone and transit cells). */
  list?: string;
  label: string;
  onText: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>, text: string) => void;
  onBlur: (text: string) => void;
}

function CellEditor({ initial, mode, list, label, onText, onKeyDown, onBlur }: CellEditorProps) {
  const [text, setText] = useState(initial);
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = ref.current;
    if (!input) return;
    input.focus({ preventScroll: true });
    const end = input.value.length;
    input.setSelectionRange(end, end);
  }, []);
  return (
    <input
      ref={ref}
      className={classes.editor}
      value={text}
      list={list}
      aria-label={label}
      data-mode={mode}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onText(event.currentTarget.value);
      }}
      onKeyDown={(event) => onKeyDown(event, event.currentTarget.value)}
      onBlur={(event) => onBlur(event.currentTarget.value)}
    />
  );
}

export interface GridCellProps {
  id: string;
  r: number;
  c: number;
  /** The quantity index of a price cell (data-col), undefined for the zone row fields. */
  col?: number;
  /** The zone row field (data-field) of a non-price cell. */
  field?: string;
  /** What the cell shows. */
  display: string;
  /** The stored text (data-value): a canonical number, a name, or the clerk's unreadable text. */
  value: string;
  numeric: boolean;
  /** Absolute left offset (price cells); frozen cells flow. */
  left?: number;
  width: number;
  selected: boolean;
  active: boolean;
  lastFrozen?: boolean;
  error?: string;
  editor: CellEditorProps | null;
}

export const GridCell = memo(function GridCell({
  id,
  r,
  c,
  col,
  field,
  display,
  value,
  numeric,
  left,
  width,
  selected,
  active,
  lastFrozen,
  error,
  editor,
}: GridCellProps) {
  let className = classes.cell!;
  if (left !== undefined) className += ` ${classes.price}`;
  if (numeric) className += ` ${classes.number}`;
  if (lastFrozen) className += ` ${classes.lastFrozen}`;
  if (selected) className += ` ${classes.selected}`;
  if (active) className += ` ${classes.active}`;
  if (error) className += ` ${classes.error}`;
  return (
    <div
      role="gridcell"
      id={id}
      className={className}
      style={left !== undefined ? { left, width } : { width }}
      data-r={r}
      data-c={c}
      data-row={r}
      data-col={col}
      data-field={field}
      data-value={value}
      aria-selected={selected}
      aria-invalid={error ? true : undefined}
      title={error ?? (display.length > 14 ? display : undefined)}
    >
      {editor ? <CellEditor {...editor} /> : display}
    </div>
  );
});
