/** The list of a fare group's problems under its grid: duplicate routes, unknown names, and the last submit's errors. */
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { ZoneRow } from './grid-state';
import { duplicateRouteText } from './grid-validation';

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
  const problems = useMemo(() => {
    const list: string[] = [];
    for (const [r, first] of duplicates) list.push(`Row ${r + 1}: ${duplicateRouteText(first)}`);
    rows.forEach((row, r) => {
      for (const [field, label] of [
        ['zone_from', 'zone'],
        ['zone_to', 'zone'],
        ['transit', 'transit'],
      ] as const) {
        if (row[field].id === null && row[field].text) list.push(`Row ${r + 1}: Unknown ${label} ${row[field].text}`);
      }
    });
    return list;
  }, [duplicates, rows]);
  const submitted = errors.size;

  if (!(problems.length > 0 || submitted > 0 || errors.has('quantities') || errors.has('zones'))) return null;
  return (
    <Alert color="red" variant="light" mt="xs" p="xs" icon={<IconAlertTriangle size={16} aria-hidden />}>
      <List size="sm" spacing={2}>
        {problems.slice(0, SHOWN).map((p) => (
          <List.Item key={p}>{p}</List.Item>
        ))}
        {problems.length > SHOWN && <List.Item>…and {problems.length - SHOWN} more</List.Item>}
        {errors.get('quantities') && <List.Item>Quantities: {errors.get('quantities')}</List.Item>}
        {errors.get('zones') && <List.Item>Zone rows: {errors.get('zones')}</List.Item>}
        {submitted > 0 && (
          <List.Item>
            {submitted} cell{submitted === 1 ? '' : 's'} of this fare group {submitted === 1 ? 'has' : 'have'} an error (red); select a cell
            for its message.
          </List.Item>
        )}
      </List>
    </Alert>
  );
}
