/** The budget's preview: the shipments as read, each at its Excel row number with its errors and warnings. */
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { formatAddress, type MassPasteRow, type Translate } from '@freight/domain';
import { formatNumber } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { fieldsOf } from '../../../lib/narrow';
import { typeName } from '../calculator-words';

/** A read number in the product's format (1 250,5); text that is not one (a bad cell) as typed. */
function measureText(value: unknown): string {
  return typeof value === 'number' ? formatNumber(value, 3) : String(value ?? '');
}

/** A read address ('EE 10115'); '' for none. */
function addressText(value: unknown): string {
  const address = fieldsOf(value);
  return address ? formatAddress({ country: String(address.country ?? ''), postcode: String(address.postcode ?? '') }) : '';
}

/** A read shipment type by its name in the current language ('EUR pallet', 'EUR-alus'); a type not known as typed. */
function typeText(t: Translate, type: unknown): string {
  return typeof type === 'string' ? typeName(t, type) : String(type ?? '');
}

/** Rows shown in the preview; the rest are counted. */
const PREVIEW_ROWS = 200;

/** How many shipments were read, how many with errors (not priced) and with warnings. */
function PreviewCounts({ rows }: { rows: MassPasteRow[] }) {
  const t = useT();
  const bad = rows.filter((r) => r.errors).length;
  const warned = rows.filter((r) => r.warnings).length;
  return (
    <Group gap="xs">
      <Badge variant="light">{t('tools.preview.count', { count: rows.length })}</Badge>
      {bad > 0 && (
        <Badge color="red" variant="light">
          {t('tools.preview.withErrors', { count: bad })}
        </Badge>
      )}
      {bad > 0 && (
        <Text size="sm" c="dimmed">
          {t('tools.preview.notPriced')}
        </Text>
      )}
      {warned > 0 && (
        <Badge color="yellow" variant="light">
          {t('tools.preview.warned', { count: warned })}
        </Badge>
      )}
    </Group>
  );
}

export function Preview({ rows }: { rows: MassPasteRow[] }) {
  const t = useT();
  return (
    <Stack gap="xs">
      <PreviewCounts rows={rows} />
      <Table.ScrollContainer minWidth={800} mah={420}>
        <Table striped stickyHeader verticalSpacing={4} fz="sm" aria-label={t('tools.preview.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tools.preview.row')}</Table.Th>
              <Table.Th>{t('calculator.reference')}</Table.Th>
              <Table.Th>{t('tools.preview.collection')}</Table.Th>
              <Table.Th>{t('tools.preview.delivery')}</Table.Th>
              <Table.Th>{t('calculator.row.quantity')}</Table.Th>
              <Table.Th>{t('calculator.row.type')}</Table.Th>
              <Table.Th>{t('calculator.row.weight')}</Table.Th>
              <Table.Th>{t('field.ldm')}</Table.Th>
              <Table.Th>{t('field.cbm')}</Table.Th>
              <Table.Th>{t('calculator.result.errors')}</Table.Th>
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
                  <Table.Td>{typeText(t, s.type)}</Table.Td>
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
          {t('tools.preview.more', { shown: PREVIEW_ROWS, count: rows.length })}
        </Text>
      )}
    </Stack>
  );
}
