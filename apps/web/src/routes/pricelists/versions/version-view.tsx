/** One version, read-only: its fields and its grid as a plain table per fare group. */
import { Stack, Table, Text } from '@mantine/core';
import { fieldLabel, type Language, type Translate, type VersionAnswer } from '@freight/domain';
import { formatNumber } from '../../../lib/format';
import { currentLanguage, t as translateNow, useLanguage, useT } from '../../../lib/i18n';
import { fieldValueText } from '../labels';

const SHOWN_FIELDS = ['name', 'status', 'currency', 'valid_from', 'valid_to', 'active', 'comment'] as const;

/** A price column by its quantity and pricing unit: 500, 'per_100kg' -> '500 per 100 kg'. */
function quantityText(quantity: number, unit: string, t: Translate): string {
  return t('versions.view.column', { quantity: formatNumber(quantity), unit });
}

/** A diff's price column ('500 per_100kg', 'minimum') in words, in `t`'s `language`: '500 per 100 kg', 'Minimum'. */
export function priceColumnText(column: string, t: Translate = translateNow, language: Language = currentLanguage()): string {
  const priced = /^(-?[\d.]+) (\w+)$/.exec(column);
  return priced ? quantityText(Number(priced[1]), priced[2]!, t) : fieldLabel(column, language);
}

export function VersionView({ version }: { version: VersionAnswer }) {
  const t = useT();
  const language = useLanguage();
  const { content } = version;
  return (
    <Stack gap="sm">
      <Table verticalSpacing={2} aria-label={t('versions.view.fields', { number: version.version })}>
        <Table.Tbody>
          {SHOWN_FIELDS.filter((f) => f in content).map((f) => (
            <Table.Tr key={f}>
              <Table.Th w={140}>{fieldLabel(f, language)}</Table.Th>
              <Table.Td>{fieldValueText(f, content[f])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {version.grid?.fare_groups.map((group, g) => (
        <Table.ScrollContainer key={g} minWidth={400}>
          <Table
            striped
            withTableBorder
            verticalSpacing={2}
            aria-label={t('versions.view.fareGroup', { number: version.version, group: g + 1 })}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('versions.view.from')}</Table.Th>
                <Table.Th>{t('versions.view.to')}</Table.Th>
                {group.quantities.map((q, i) => (
                  <Table.Th key={i} ta="right">
                    {quantityText(q.quantity, q.unit, t)}
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
          {t('versions.view.noGrid')}
        </Text>
      )}
    </Stack>
  );
}
