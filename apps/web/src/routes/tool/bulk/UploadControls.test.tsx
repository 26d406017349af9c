import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SheetPicker } from './UploadControls';

const sheet = { name: 'budget.csv', rows: [['Reference']] };
const renderPicker = (props: Partial<Parameters<typeof SheetPicker>[0]>) =>
  render(
    <MantineProvider env="test">
      <SheetPicker label="Sheet" file="budget.csv" csv={null} sheets={[sheet]} value={0} onChange={() => {}} {...props} />
    </MantineProvider>,
  );

describe('SheetPicker', () => {
  it('says how a CSV was read beside its name', () => {
    renderPicker({ csv: { encoding: 'Windows-1252', separator: ';' } });
    expect(screen.getByText('From budget.csv. Read as Windows-1252, separated by ;')).toBeTruthy();
  });

  it('says it in the picker of a tender list too, and only the name for a workbook', () => {
    renderPicker({ csv: { encoding: 'UTF-16 LE', separator: '\t' }, noneLabel: 'Pasted text' });
    expect(screen.getByText('From budget.csv. Read as UTF-16 LE, tab separated')).toBeTruthy();
    renderPicker({ file: 'budget.xlsx' });
    expect(screen.getByText('From budget.xlsx')).toBeTruthy();
  });
});
