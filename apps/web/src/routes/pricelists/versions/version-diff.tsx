/** The difference of two versions: changed fields, then the grid cell by cell, added and removed rows. */
import { Stack, Table, Text } from '@mantine/core';
import { fieldLabel, type VersionDiffAnswer } from '@freight/domain';
import { valueText } from '../change-log';
import { fieldValueText } from '../labels';
import { priceColumnText } from './version-view';

const route = (r: { fare_group: number; zone_from_name: string; zone_to_name: string }) =>
  `Fare group ${r.fare_group + 1}: ${r.zone_from_name} → ${r.zone_to_name}`;

export function VersionDiff({ diff }: { diff: VersionDiffAnswer }) {
  const empty = !diff.fields.length && !diff.cells.length && !diff.added_rows.length && !diff.removed_rows.length;
  if (empty)
    return (
      <Text size="sm" c="dimmed">
        Versions {diff.from} and {diff.to} are the same.
      </Text>
    );
  return (
    <Stack gap="sm">
      <Text size="sm" fw={500}>
        From version {diff.from} to version {diff.to}
      </Text>
      {(diff.fields.length > 0 || diff.cells.length > 0) && (
        <Table.ScrollContainer minWidth={500}>
          <Table striped verticalSpacing={4} aria-label={`Changes from version ${diff.from} to ${diff.to}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>What</Table.Th>
                <Table.Th>Before</Table.Th>
                <Table.Th>After</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {diff.fields.map((f) => (
                <Table.Tr key={`f-${f.field}`}>
                  <Table.Td>{fieldLabel(f.field)}</Table.Td>
                  <Table.Td>{fieldValueText(f.field, f.from)}</Table.Td>
                  <Table.Td>{fieldValueText(f.field, f.to)}</Table.Td>
                </Table.Tr>
              ))}
              {diff.cells.map((c, i) => (
                <Table.Tr key={`c-${i}`}>
                  <Table.Td>
                    {route(c)} · {priceColumnText(c.column)}
                  </Table.Td>
                  <Table.Td>{valueText(c.from)}</Table.Td>
                  <Table.Td>{valueText(c.to)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {diff.added_rows.map((r, i) => (
        <Text key={`a-${i}`} size="sm" c="green">
          Added: {route(r)}
        </Text>
      ))}
      {diff.removed_rows.map((r, i) => (
        <Text key={`r-${i}`} size="sm" c="red">
          Removed: {route(r)}
        </Text>
      ))}
    </Stack>
  );
}
