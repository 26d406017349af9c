/** Undo and redo of a fare group's edits, as a spreadsheet keeps them, and the keys that ask for them. */
import type { FareGroupState } from './grid-state';
import type { Pos } from './use-selection';

/** Edits kept for undo (the issue asks for at least 50). */
const UNDO_STEPS = 100;

/** A state of the grid and the selection it had, to return to. */
export interface HistoryEntry {
  group: FareGroupState;
  active: Pos;
  anchor: Pos;
}

/**
 * The grid's undo and redo stacks. Groups are immutable and share their unchanged rows and cells,
 * so an entry costs what the edit changed, not a copy of the grid. A new edit drops the redo stack.
 */
export class GridHistory {
  private past: HistoryEntry[] = [];
  private future: HistoryEntry[] = [];

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** Keeps the state before an edit. */
  record(before: HistoryEntry): void {
    this.past.push(before);
    if (this.past.length > UNDO_STEPS) this.past.shift();
    this.future = [];
  }

  /** The state before the last edit (null when none); `current` becomes redoable. */
  undo(current: HistoryEntry): HistoryEntry | null {
    const entry = this.past.pop();
    if (!entry) return null;
    this.future.push(current);
    return entry;
  }

  /** The state the last undo left (null when none); `current` becomes undoable again. */
  redo(current: HistoryEntry): HistoryEntry | null {
    const entry = this.future.pop();
    if (!entry) return null;
    this.past.push(current);
    return entry;
  }
}

/** The keys of a keydown that historyKey reads. */
export interface HistoryKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
}

/** True for Ctrl+Z / Ctrl+Y / Ctrl+Shift+Z on the grid or its buttons; an input keeps its own undo. */
export function historyKey(event: HistoryKeyEvent): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const target = event.target;
  if (target instanceof Element && target.closest('input, textarea, [contenteditable="true"]')) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}
