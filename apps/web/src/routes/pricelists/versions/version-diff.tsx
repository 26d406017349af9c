/** The difference of two versions: changed fields, then the grid cell by cell, added and removed rows. */
import { Stack, Table, Text } from '@mantine/core';
import { fieldLabel, type Translate, type VersionDiffAnswer } from '@freight/domain';
import { useLanguage, useT } from '../../../lib/i18n';
import { valueText } from '../change-log';
import { fieldValueText } from '../labels';
import { priceColumnText } from './version-view';

/** A zone row of the grid: 'Fare group 1: Tallinn → Riga'. */
const route = (t: Translate, r: { fare_group: number; zone_from_name: string; zone_to_name: string }) =>
  t('versions.diff.row', { group: r.fare_group + 1, from: r.zone_from_name, to: r.zone_to_name });

/** A diff of two versions, or (a proposed change's) of the record now and the proposal, without version numbers. */
type DiffShown = Omit<VersionDiffAnswer, 'from' | 'to'> & Partial<Pick<VersionDiffAnswer, 'from' | 'to'>>;

/**
 * The diff: `heading` and `none` say what it compares when it is not two versions (a proposed
 * change against the record now); by default "Version 2 → 3" and "Versions 2 and 3 are the same".
 */
export function VersionDiff({ diff, heading, none }: { diff: DiffShown; heading?: string; none?: string }) {
  const t = useT();
  const language = useLanguage();
  const versions = { from: diff.from ?? 0, to: diff.to ?? 0 };
  const empty = !diff.fields.length && !diff.cells.length && !diff.added_rows.length && !diff.removed_rows.length;
  if (empty)
    return (
      <Text size="sm" c="dimmed">
        {none ?? t('versions.diff.same', versions)}
      </Text>
    );
  return (
    <Stack gap="sm">
      <Text size="sm" fw={500}>
        {heading ?? t('versions.diff.heading', versions)}
      </Text>
      {(diff.fields.length > 0 || diff.cells.length > 0) && (
        <Table.ScrollContainer minWidth={500}>
          <Table striped verticalSpacing={4} aria-label={heading ?? t('versions.diff.table', versions)}>
            <DiffTableHead />
            <Table.Tbody>
              {diff.fields.map((f) => (
                <Table.Tr key={`f-${f.field}`}>
                  <Table.Td>{fieldLabel(f.field, language)}</Table.Td>
                  <Table.Td>{fieldValueText(f.field, f.from)}</Table.Td>
                  <Table.Td>{fieldValueText(f.field, f.to)}</Table.Td>
                </Table.Tr>
              ))}
              {diff.cells.map((c, i) => (
                <Table.Tr key={`c-${i}`}>
                  <Table.Td>
                    {route(t, c)} · {priceColumnText(c.column, t, language)}
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
          {t('versions.diff.added', { row: route(t, r) })}
        </Text>
      ))}
      {diff.removed_rows.map((r, i) => (
        <Text key={`r-${i}`} size="sm" c="red">
          {t('versions.diff.removed', { row: route(t, r) })}
        </Text>
      ))}
    </Stack>
  );
}

/** A diff table's head: what changed, before, after (the versions panel's and a change's diffs). */
export function DiffTableHead() {
  const t = useT();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('versions.diff.what')}</Table.Th>
        <Table.Th>{t('versions.diff.before')}</Table.Th>
        <Table.Th>{t('versions.diff.after')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}
