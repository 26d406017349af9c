/**
 * A pricing setup change's diff on its page: the fields it changes from the record as it was when
 * proposed (what an approval compares), a list field item by item (setup-diff.ts), the ids named
 * (a zone's areas, a lane's zones) as read when the page loads.
 */
import { Paper, Stack, Table, Text } from '@mantine/core';
import { AREA_ROUTES, ZONE_ROUTES, type ChangeAnswer, type SetupChangeRecord } from '@freight/domain';
import { useId } from 'react';
import { api } from '../../lib/client';
import { useLanguage, useT } from '../../lib/i18n';
import { DiffTableHead } from '../pricelists/versions/version-diff';
import { setupDiffRows, type SetupNames } from './setup-diff';

/** The most areas read one by one for their names (those not in the zone now); the others show by id. */
const MAX_AREA_READS = 50;

const NO_NAMES: SetupNames = { areas: {}, zones: {} };

/** The numbers in a diff field's lists (a zone's area ids). */
function idsOf(change: ChangeAnswer, field: string): number[] {
  const ids = change.diff.fields
    .filter((f) => f.field === field)
    .flatMap((f) => [f.from, f.to])
    .flatMap((value) => (Array.isArray(value) ? value : []))
    .filter((id): id is number => typeof id === 'number');
  return [...new Set(ids)];
}

/** A zone's areas by name: those in the zone now, then the others one by one (up to MAX_AREA_READS). */
async function areaNames(change: ChangeAnswer): Promise<Record<number, string>> {
  const ids = idsOf(change, 'areas');
  if (ids.length === 0) return {};
  const names: Record<number, string> = {};
  if (change.record_id !== null) {
    for (const area of (await api.peek(ZONE_ROUTES.areas, { params: { id: change.record_id } })) ?? []) names[area.id] = area.name;
  }
  const missing = ids.filter((id) => !(id in names)).slice(0, MAX_AREA_READS);
  const read = await Promise.all(missing.map((id) => api.peek(AREA_ROUTES.get, { params: { id } })));
  for (const area of read) if (area) names[area.id] = area.name;
  return names;
}

/** The carrier's zones by name (a lane proposed names its zones by id). */
async function zoneNames(): Promise<Record<number, string>> {
  const zones = (await api.peek(ZONE_ROUTES.options)) ?? [];
  return Object.fromEntries(zones.map((zone) => [zone.id, zone.name]));
}

/** The names a setup change's diff needs, read with the change; none for other changes, or when unreadable. */
export async function loadSetupNames(change: ChangeAnswer): Promise<SetupNames> {
  if (change.record_type === 'zone') return { ...NO_NAMES, areas: await areaNames(change) };
  if (change.record_type === 'distance_table') return { ...NO_NAMES, zones: await zoneNames() };
  return NO_NAMES;
}

export function SetupDiff({ type, change, names }: { type: SetupChangeRecord; change: ChangeAnswer; names: SetupNames }) {
  const t = useT();
  const language = useLanguage();
  const headingId = useId();
  const rows = setupDiffRows(type, change.diff.fields, names, { t, language });
  const heading = t('approvals.diffSetup');
  return (
    <Paper withBorder p="md">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('approvals.diffNone')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" fw={500} id={headingId}>
            {heading}
          </Text>
          <Table.ScrollContainer minWidth={500}>
            <Table striped verticalSpacing={4} aria-labelledby={headingId}>
              <DiffTableHead />
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Td>{row.what}</Table.Td>
                    <Table.Td>{row.before}</Table.Td>
                    <Table.Td>{row.after}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Paper>
  );
}
