/** The list of a fare group's problems under its grid: duplicate routes, unknown names, and the last submit's errors. */
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useLanguage, useT } from '../../lib/i18n';
import type { ZoneRow } from './grid-state';

/** Problems shown by name before the rest are counted. */
const SHOWN = 8;

/**
 * The problems of a fare group: duplicates and unknown names (live, as the clerk types), the
 * group-wide errors of the last submit, and how many cells carry an error. Nothing when all is well.
 */
export function GridProblems({
  rows,
  duplicates,
  errors,
}: {
  rows: readonly ZoneRow[];
  /** Row -> the earlier row with the same FROM - TO pair (duplicateRows). */
  duplicates: ReadonlyMap<number, number>;
  /** The group's form errors by sub-path. */
  errors: ReadonlyMap<string, string>;
}) {
  const t = useT();
  const language = useLanguage();
  const problems = useMemo(() => {
    const list: string[] = [];
    for (const [r, first] of duplicates) list.push(t('grid.problem.duplicate', { row: String(r + 1), first: String(first + 1) }));
    rows.forEach((row, r) => {
      for (const [field, message] of [
        ['zone_from', 'grid.problem.unknownZone'],
        ['zone_to', 'grid.problem.unknownZone'],
        ['transit', 'grid.problem.unknownTransit'],
      ] as const) {
        if (row[field].id === null && row[field].text) list.push(t(message, { row: String(r + 1), name: row[field].text }));
      }
    });
    return list;
    // t changes with the language, which is a dependency itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [duplicates, rows, language]);
  const submitted = errors.size;

  if (!(problems.length > 0 || submitted > 0 || errors.has('quantities') || errors.has('zones'))) return null;
  return (
    <Alert color="red" variant="light" mt="xs" p="xs" icon={<IconAlertTriangle size={16} aria-hidden />}>
      <List size="sm" spacing={2}>
        {problems.slice(0, SHOWN).map((p) => (
          <List.Item key={p}>{p}</List.Item>
        ))}
        {problems.length > SHOWN && <List.Item>{t('grid.problem.more', { count: problems.length - SHOWN })}</List.Item>}
        {errors.get('quantities') && <List.Item>{t('grid.problem.quantities', { error: errors.get('quantities') })}</List.Item>}
        {errors.get('zones') && <List.Item>{t('grid.problem.zoneRows', { error: errors.get('zones') })}</List.Item>}
        {submitted > 0 && <List.Item>{t('grid.problem.cells', { count: submitted })}</List.Item>}
      </List>
    </Alert>
  );
}
