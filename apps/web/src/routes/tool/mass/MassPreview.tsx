/** The budget's preview: the shipments as read, each at its Excel row number with its errors and warnings. */
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { formatAddress, SHIPMENT_TYPE_NAMES, type MassPasteRow } from '@freight/domain';
import { formatNumber } from '../../../lib/format';
import { fieldsOf, isKeyOf } from '../../../lib/narrow';

/** A read number in the product's format (1 250,5); text that is not one (a bad cell) as typed. */
function measureText(value: unknown): string {
  return typeof value === 'number' ? formatNumber(value, 3) : String(value ?? '');
}

/** A read address ('EE 10115'); '' for none. */
function addressText(value: unknown): string {
  const address = fieldsOf(value);
  return address ? formatAddress({ country: String(address.country ?? ''), postcode: String(address.postcode ?? '') }) : '';
}

/** A read shipment type by its name ('EUR pallet'); a type not known as typed. */
function typeText(type: unknown): string {
  return isKeyOf(SHIPMENT_TYPE_NAMES, type) ? SHIPMENT_TYPE_NAMES[type] : String(type ?? '');
}

/** Rows shown in the preview; the rest are counted. */
const PREVIEW_ROWS = 200;

export function Preview({ rows }: { rows: MassPasteRow[] }) {
  const bad = rows.filter((r) => r.errors).length;
  const warned = rows.filter((r) => r.warnings).length;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge variant="light">{rows.length === 1 ? '1 shipment' : `${rows.length} shipments`}</Badge>
        {bad > 0 && (
          <Badge color="red" variant="light">
            {bad} with errors
          </Badge>
        )}
        {bad > 0 && (
          <Text size="sm" c="dimmed">
            Rows with errors are not priced: the workbook lists them with the reason.
          </Text>
        )}
        {warned > 0 && (
          <Badge color="yellow" variant="light">
            {warned} read with a warning
          </Badge>
        )}
      </Group>
      <Table.ScrollContainer minWidth={800} mah={420}>
        <Table striped stickyHeader verticalSpacing={4} fz="sm" aria-label="Preview">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              <Table.Th>Reference</Table.Th>
              <Table.Th>Collection</Table.Th>
              <Table.Th>Delivery</Table.Th>
              <Table.Th>Quantity</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Weight</Table.Th>
              <Table.Th>LDM</Table.Th>
              <Table.Th>CBM</Table.Th>
              <Table.Th>Errors</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.slice(0, PREVIEW_ROWS).map((row) => {
              const s = row.shipment;
              return (
                <Table.Tr key={row.line} bg={row.errors ? 'var(--mantine-color-red-light)' : undefined}>
                  <Table.Td>{row.line}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-line' }}>{String(s.reference ?? '')}</Table.Td>
                  <Table.Td>{addressText(s.collection)}</Table.Td>
                  <Table.Td>{addressText(s.delivery)}</Table.Td>
                  <Table.Td>{measureText(s.quantity)}</Table.Td>
                  <Table.Td>{typeText(s.type)}</Table.Td>
                  <Table.Td>{measureText(s.weight)}</Table.Td>
                  <Table.Td>{measureText(s.ldm)}</Table.Td>
                  <Table.Td>{measureText(s.cbm)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-line' }}>
                    {row.errors && (
                      <Text c="red" size="sm">
                        {row.errors}
                      </Text>
                    )}
                    {row.warnings && (
                      <Text c="yellow.8" size="sm">
                        {row.warnings}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length > PREVIEW_ROWS && (
        <Text size="sm" c="dimmed">
          The first {PREVIEW_ROWS} of {rows.length} shipments are shown.
        </Text>
      )}
    </Stack>
  );
}
