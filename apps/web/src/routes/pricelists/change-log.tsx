/** The change log under a pricelist: author, date (dd.mm.yyyy hh:mm) and what changed. */
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../lib/format';
import type { ChangeLogEntry } from '@freight/domain';

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** 'Created', or one 'field: value' line per changed field. */
export function changeLines(changes: ChangeLogEntry['changes']): string[] {
  if ('created' in changes && changes.created) return ['Created'];
  if ('updates' in changes) return Object.entries(changes.updates).map(([field, value]) => `${field}: ${valueText(value)}`);
  return [];
}

export function ChangeLog({ logs }: { logs: ChangeLogEntry[] }) {
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
                <Table.Th w={160}>Date</Table.Th>
                <Table.Th>Changes</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {logs.map((log) => (
                <Table.Tr key={log.id}>
                  <Table.Td>{log.author}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(log.created_at)}</Table.Td>
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
