/** One version, read-only: its fields and its grid as a plain table per fare group. */
import { Stack, Table, Text } from '@mantine/core';
import type { VersionAnswer } from '@freight/domain';
import { formatNumber } from '../../../lib/format';

const SHOWN_FIELDS = ['name', 'status', 'currency', 'valid_from', 'valid_to', 'active', 'comment'] as const;

export function VersionView({ version }: { version: VersionAnswer }) {
  const content = version.content as Record<string, unknown>;
  return (
    <Stack gap="sm">
      <Table verticalSpacing={2} aria-label={`Version ${version.version} fields`}>
        <Table.Tbody>
          {SHOWN_FIELDS.filter((f) => f in content).map((f) => (
            <Table.Tr key={f}>
              <Table.Th w={140}>{f}</Table.Th>
              <Table.Td>{String(content[f] ?? '—') || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {version.grid?.fare_groups.map((group, g) => (
        <Table.ScrollContainer key={g} minWidth={400}>
          <Table striped withTableBorder verticalSpacing={2} aria-label={`Version ${version.version} fare group ${g + 1}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>From</Table.Th>
                <Table.Th>To</Table.Th>
                {group.quantities.map((q, i) => (
                  <Table.Th key={i} ta="right">
                    {formatNumber(q.quantity)} {q.unit}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {group.zones.map((z, r) => (
                <Table.Tr key={r}>
                  <Table.Td>{z.zone_from_name}</Table.Td>
                  <Table.Td>{z.zone_to_name}</Table.Td>
                  {z.prices.map((p, i) => (
                    <Table.Td key={i} ta="right">
                      {p === null ? '' : formatNumber(p, 4, 2)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ))}
      {!version.grid && (
        <Text size="sm" c="dimmed">
          No grid.
        </Text>
      )}
    </Stack>
  );
}
