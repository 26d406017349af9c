/**
 * Reading a distance table's rows (POST /fe/distances/file, and a block pasted into the Distances
 * page): from zone, to zone, km, in the first three columns. Zones are found by their name as the
 * zones page shows it (case and surrounding spaces ignored); km may be written 312.5, 312,5 or
 * 1 234,5 (parseCellNumber). A header row is optional. Errors name the row (`Row 3: from zone
 * "Tartu" is not a zone of this carrier`), at most 10, in the catalog's English (the server answers
 * them in its caller's language, the web app says them by the same patterns).
 */
import { translate } from '../i18n/translate';
import { DISTANCE_LIMITS, laneKmField } from '../schemas/distances.schema';
import { parseCellNumber } from './paste-helpers';

export type DistanceFileCell = string | number | null;

/** A zone the rows may name. */
export interface DistanceZone {
  id: number;
  name: string;
}

/** A lane read: the zones' ids and names, km as a number. */
export interface DistanceFileLane {
  zone_from: number;
  zone_from_name: string;
  zone_to: number;
  zone_to_name: string;
  km: number;
}

const key = (name: string) => name.trim().toLocaleLowerCase('en');

const cellText = (cell: DistanceFileCell | undefined) => (typeof cell === 'number' ? String(cell) : (cell ?? '').trim());

/** A first row whose km cell is no number is the header ("From zone; To zone; km"). */
function isHeader(row: readonly DistanceFileCell[]): boolean {
  const km = row[2];
  if (typeof km === 'number') return false;
  const read = parseCellNumber(cellText(km));
  return !read.ok || read.value === null;
}

/**
 * The lanes of `rows` against the carrier's `zones`: every row checked as a save checks it (the
 * lane's km by the table's own field, a lane given twice), and its zones found by name.
 */
export function readDistanceRows(
  rows: readonly (readonly DistanceFileCell[])[],
  zones: readonly DistanceZone[],
): { ok: true; lanes: DistanceFileLane[] } | { ok: false; errors: string[] } {
  const byName = new Map<string, DistanceZone[]>();
  for (const zone of zones) byName.set(key(zone.name), [...(byName.get(key(zone.name)) ?? []), zone]);
  const errors: string[] = [];
  const lanes: DistanceFileLane[] = [];
  const seen = new Map<string, number>();
  const say = (row: number, messageKey: Parameters<typeof translate>[1], values: Record<string, string> = {}) =>
    errors.push(translate('en', messageKey, { row: String(row), ...values }));

  rows.forEach((row, i) => {
    const number = i + 1;
    const [from, to, km] = [cellText(row[0]), cellText(row[1]), row[2]];
    if (from === '' && to === '' && cellText(km) === '') return;
    if (i === 0 && isHeader(row)) return;
    const found = (name: string, which: 'from' | 'to') => {
      const matches = name === '' ? [] : (byName.get(key(name)) ?? []);
      if (matches.length === 1) return matches[0]!;
      const end = which === 'from' ? 'errors.distances.file.fromZone' : 'errors.distances.file.toZone';
      if (name === '') say(number, end, { reason: translate('en', 'validation.required') });
      else if (matches.length === 0) say(number, end, { reason: translate('en', 'errors.distances.file.noZone', { name }) });
      else say(number, end, { reason: translate('en', 'errors.distances.file.twoZones', { name, count: String(matches.length) }) });
      return null;
    };
    const zoneFrom = found(from, 'from');
    const zoneTo = found(to, 'to');
    const kmText = typeof km === 'number' ? km : parseCellNumber(cellText(km));
    const kmValue = typeof kmText === 'number' ? kmText : kmText.ok ? (kmText.value ?? '') : cellText(km);
    const parsedKm = laneKmField.safeParse(kmValue);
    if (!parsedKm.success) say(number, 'errors.distances.file.km', { reason: parsedKm.error.issues[0]!.message });
    if (!zoneFrom || !zoneTo || !parsedKm.success) return;
    const lane = `${zoneFrom.id}>${zoneTo.id}`;
    const first = seen.get(lane);
    if (first !== undefined) {
      say(number, 'errors.distances.file.twice', { from: zoneFrom.name, to: zoneTo.name, first: String(first) });
      return;
    }
    seen.set(lane, number);
    lanes.push({ zone_from: zoneFrom.id, zone_from_name: zoneFrom.name, zone_to: zoneTo.id, zone_to_name: zoneTo.name, km: parsedKm.data });
  });
  if (lanes.length > DISTANCE_LIMITS.lanes)
    errors.push(translate('en', 'errors.distances.file.tooManyLanes', { max: String(DISTANCE_LIMITS.lanes) }));
  if (errors.length > 0) return { ok: false, errors: errors.slice(0, 10) };
  if (lanes.length === 0) return { ok: false, errors: [translate('en', 'errors.distances.file.noLanes')] };
  return { ok: true, lanes };
}
