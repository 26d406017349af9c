/**
 * A "before → after" table: the columns that name each row (a lane, a zone row and its break, a
 * currency), then Before, After and Change aligned right. The rate increase's preview, a draft's
 * backtest and the ECB upload show their differences the same way.
 */
import { Stack, Table, Text, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';

/** A column naming the rows (its header in the reader's language). */
export interface NamingColumn<Row> {
  header: string;
  render: (row: Row) => ReactNode;
  /** A count, aligned right like the amounts. */
  right?: boolean;
}

export interface ChangeTableProps<Row> extends Omit<TableProps, 'children'> {
  /** The table's accessible name. */
  label: string;
  columns: NamingColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  before: (row: Row) => ReactNode;
  after: (row: Row) => ReactNode;
  change: (row: Row) => ReactNode;
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;

export function ChangeTable<Row>({ label, columns, rows, rowKey, before, after, change, ...table }: ChangeTableProps<Row>) {
  const t = useT();
  return (
    <Table aria-label={label} {...table}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.header} ta={c.right ? 'right' : undefined}>
              {c.header}
            </Table.Th>
          ))}
          <Table.Th ta="right">{t('ui.change.before')}</Table.Th>
          <Table.Th ta="right">{t('ui.change.after')}</Table.Th>
          <Table.Th ta="right">{t('ui.change.change')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, i) => (
          <Table.Tr key={rowKey(row, i)}>
            {columns.map((c) => (
              <Table.Td key={c.header} ta={c.right ? 'right' : undefined}>
                {c.render(row)}
              </Table.Td>
            ))}
            <Table.Td ta="right" style={NOWRAP}>
              {before(row)}
            </Table.Td>
            <Table.Td ta="right" style={NOWRAP}>
              {after(row)}
            </Table.Td>
            <Table.Td ta="right" style={NOWRAP}>
              {change(row)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One figure of a summary: a small label over a bold value (a group named by the label). */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} role="group" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}
