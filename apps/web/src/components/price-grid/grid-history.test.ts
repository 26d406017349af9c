import { describe, expect, it } from 'vitest';
import { group } from '../../test/grid-fixtures';
import { GridHistory, historyKey, type HistoryEntry, type HistoryKeyEvent } from './grid-history';

function entry(name: string): HistoryEntry {
  return { group: { ...group(), key: name.length }, active: { r: 0, c: name.length }, anchor: { r: 0, c: 0 } };
}

describe('GridHistory', () => {
  it('undoes to the state before the last edit and redoes back to the current one', () => {
    const history = new GridHistory();
    const [a, b, c] = [entry('a'), entry('bb'), entry('ccc')];
    history.record(a);
    history.record(b);
    expect(history.undo(c)).toBe(b);
    expect(history.undo(b)).toBe(a);
    expect(history.canUndo).toBe(false);
    expect(history.undo(a)).toBeNull();
    expect(history.redo(a)).toBe(b);
    expect(history.redo(b)).toBe(c);
    expect(history.canRedo).toBe(false);
  });

  it('drops the redo stack on a new edit', () => {
    const history = new GridHistory();
    history.record(entry('a'));
    history.undo(entry('b'));
    expect(history.canRedo).toBe(true);
    history.record(entry('c'));
    expect(history.canRedo).toBe(false);
    expect(history.redo(entry('d'))).toBeNull();
  });

  it('keeps the last 100 edits (the issue asks for at least 50)', () => {
    const history = new GridHistory();
    const entries = Array.from({ length: 120 }, (_, i) => entry(String(i)));
    for (const e of entries) history.record(e);
    const undone: HistoryEntry[] = [];
    for (let e = history.undo(entry('now')); e; e = history.undo(e)) undone.push(e);
    expect(undone).toHaveLength(100);
    expect(undone.at(-1)).toBe(entries[20]);
  });
});

describe('historyKey', () => {
  const grid = document.createElement('div');
  const input = document.createElement('input');
  const key = (over: Partial<HistoryKeyEvent>): HistoryKeyEvent => ({
    key: 'z',
    ctrlKey: true,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    target: grid,
    ...over,
  });

  it('reads Ctrl+Z as undo, Ctrl+Y and Ctrl+Shift+Z as redo, Cmd as Ctrl', () => {
    expect(historyKey(key({}))).toBe('undo');
    expect(historyKey(key({ key: 'Z', shiftKey: true }))).toBe('redo');
    expect(historyKey(key({ key: 'y' }))).toBe('redo');
    expect(historyKey(key({ ctrlKey: false, metaKey: true }))).toBe('undo');
  });

  it('leaves an input its own undo, and other keys alone', () => {
    expect(historyKey(key({ target: input }))).toBeNull();
    expect(historyKey(key({ ctrlKey: false }))).toBeNull();
    expect(historyKey(key({ altKey: true }))).toBeNull();
    expect(historyKey(key({ key: 'y', shiftKey: true }))).toBeNull();
  });
});
