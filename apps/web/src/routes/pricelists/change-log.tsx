/**
 * The change log under a pricelist or surcharge: author, date (dd.mm.yyyy hh:mm in the carrier's
 * time zone, named) and what changed, each field by its label and each record by its name (the
 * server resolves the ids).
 */
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { fieldLabel, type ChangeLogEntry } from '@freight/domain';
import { formatMoment, formatNumber, timeHeader } from '../../lib/format';
import { useTimeZone } from '../../lib/session';

/** A logged or compared value in words: numbers in the locale, lists joined, '—' for nothing. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return formatNumber(value, 4);
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * 'Created', or one 'Label: value' line per changed field ('Surcharges: Fuel, ADR'); a restore
 * first names the version it brought back ('Restored version 3').
 */
export function changeLines(changes: ChangeLogEntry['changes']): string[] {
  if ('created' in changes && changes.created) return ['Created'];
  if (!('updates' in changes)) return [];
  const { restored, ...updates } = changes.updates;
  const lines = Object.entries(updates).map(([field, value]) => `${fieldLabel(field)}: ${valueText(value)}`);
  return restored === undefined ? lines : [`Restored version ${valueText(restored)}`, ...lines];
}

export function ChangeLog({ logs }: { logs: ChangeLogEntry[] }) {
  const timeZone = useTimeZone();
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="sm">
        Change log
      </Title>
      {logs.length === 0 ? (
        <Text c="dimmed" size="sm">
          No changes logged.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={500}>
          <Table striped verticalSpacing="xs" aria-label="Change log">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={200}>Author</Table.Th>
                <Table.Th w={250}>{timeHeader('Date', timeZone)}</Table.Th>
                <Table.Th>Changes</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {logs.map((log) => (
                <Table.Tr key={log.id}>
                  <Table.Td>{log.author}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoment(log.created_at, timeZone)}</Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      {changeLines(log.changes).map((line, i) => (
                        <Text key={i} size="sm" style={{ wordBreak: 'break-word' }}>
                          {line}
                        </Text>
                      ))}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
