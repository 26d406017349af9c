// The grid as the clerk drives it: keys move and extend the selection, the clipboard copies and
// pastes spreadsheet text, Delete clears, Ctrl+Z / Ctrl+Y undo and redo; the form reads the result
// from the store. (Scrolling and the rendering of cells need a real browser: e2e.)
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lookups, RECORD } from '../../test/grid-fixtures';
import { createGridStore, FareGroupsEditor } from './FareGroupsEditor';

function renderGrid(errors: Record<string, string> = {}) {
  const store = createGridStore([RECORD]);
  const onChange = vi.fn();
  const onErrorsChange = vi.fn();
  render(
    <MantineProvider env="test">
      <ModalsProvider>
        <FareGroupsEditor
          store={store}
          lookups={lookups()}
          readOnly={false}
          errors={errors}
          onChange={onChange}
          onErrorsChange={onErrorsChange}
        />
      </ModalsProvider>
    </MantineProvider>,
  );
  const grid = screen.getByRole('grid', { name: 'Fare group 1' });
  const press = (key: string, keys: { shiftKey?: boolean; ctrlKey?: boolean } = {}) => fireEvent.keyDown(grid, { key, ...keys });
  /** The active cell, as the grid tells assistive technology: 'r0-c5'. */
  const active = () => /-(r\d+-c\d+)$/.exec(grid.getAttribute('aria-activedescendant') ?? '')?.[1];
  return { store, grid, press, active, onChange, onErrorsChange };
}

/** A clipboard event's data: the text a paste reads, and what a copy wrote. */
function clipboard(text = '') {
  const written = new Map<string, string>();
  return { written, clipboardData: { getData: () => text, setData: (type: string, value: string) => written.set(type, value) } };
}

describe('the fare group grid', () => {
  it('moves with the arrows, Tab and Enter, and stays inside the grid', () => {
    const { press, active } = renderGrid();
    expect(active()).toBe('r0-c0');
    press('ArrowUp');
    press('ArrowLeft');
    expect(active()).toBe('r0-c0');
    press('ArrowRight', { ctrlKey: true });
    expect(active()).toBe('r0-c6');
    press('Tab');
    expect(active()).toBe('r1-c0');
    press('Enter');
    press('Enter');
    expect(active()).toBe('r1-c0');
  });

  it('copies the selected block, extended with Shift, as spreadsheet text with decimal commas', () => {
    const { grid, press } = renderGrid();
    press('End');
    press('ArrowLeft', { shiftKey: true });
    press('ArrowDown', { shiftKey: true });
    const data = clipboard();
    fireEvent.copy(grid, data);
    expect(data.written.get('text/plain')).toBe('19,5\t1234,5\n21\t');
  });

  it('pastes an Excel block at the active cell into the store, then undoes and redoes it', () => {
    const { store, grid, press, onChange } = renderGrid();
    press('End');
    press('ArrowLeft');
    fireEvent.paste(grid, clipboard('1,5\t2\r\n3\t4\r\n'));
    expect(store.current[0]!.prices).toEqual(['1.5', '2', '3', '4']);
    expect(onChange).toHaveBeenCalled();

    press('z', { ctrlKey: true });
    expect(store.current[0]!.prices).toEqual(['19.5', '1234.5', '21', '']);
    expect(screen.getByText('Undone')).toBeInTheDocument();
    press('y', { ctrlKey: true });
    expect(store.current[0]!.prices).toEqual(['1.5', '2', '3', '4']);
  });

  it('clears the selection with Delete, and drops the errors of the cells it cleared', () => {
    const { store, press, onErrorsChange } = renderGrid({
      'fare_groups.0.zones.0.prices.0': 'Must be at most 1,000,000',
      'fare_groups.0.zones.1.zone_to': 'Must be a zone',
    });
    press('End');
    press('ArrowLeft');
    press('Delete');
    expect(store.current[0]!.prices).toEqual(['', '1234.5', '21', '']);
    expect(onErrorsChange).toHaveBeenLastCalledWith({ 'fare_groups.0.zones.1.zone_to': 'Must be a zone' });
  });

  it('selects everything with Ctrl+A', () => {
    const { grid, press } = renderGrid();
    press('a', { ctrlKey: true });
    const data = clipboard();
    fireEvent.copy(grid, data);
    expect(data.written.get('text/plain')?.split('\n')).toEqual([
      'Tallinn\tTartu\t1-2 days\t15\t\t19,5\t1234,5',
      'Tallinn\tPärnu\t\t\t900\t21\t',
    ]);
  });
});
