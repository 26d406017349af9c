/**
 * The Distances page's rows as the clerk types them (zone ids as the selects hold them, km as
 * typed: '312,5' as good as '312.5'), the PUT body made of them, and lanes read from a file or a
 * pasted block merged in: a lane already in the table takes the new km, a new one is added.
 */
import { randomId } from '@mantine/hooks';
import { KM_DIGITS, type DistanceLaneAnswer, type DistanceTableAnswer } from '@freight/domain';
import { formatNumber } from '../../lib/format';

/** One lane's row. */
export interface LaneRow {
  /** A React key. */
  key: string;
  /** Zone ids as text ('' until picked). */
  zone_from: string;
  zone_to: string;
  /** km as typed. */
  km: string;
}

export interface DistanceValues extends Record<string, unknown> {
  lanes: LaneRow[];
}

/** km as the clerk reads it: one decimal at most, the reader's decimal mark. */
export const kmText = (km: number) => formatNumber(km, KM_DIGITS);

const rowOf = (lane: Pick<DistanceLaneAnswer, 'zone_from' | 'zone_to' | 'km'>): LaneRow => ({
  key: randomId(),
  zone_from: String(lane.zone_from),
  zone_to: String(lane.zone_to),
  km: kmText(lane.km),
});

/** The form's rows of a saved table. */
export function distanceValues(table: Pick<DistanceTableAnswer, 'lanes'>): DistanceValues {
  return { lanes: table.lanes.map(rowOf) };
}

/** An empty row to type into. */
export function emptyLane(): LaneRow {
  return { key: randomId(), zone_from: '', zone_to: '', km: '' };
}

/** The PUT body: the rows as typed (the server reads '312,5' and names what is wrong at its row), with the loaded version. */
export function distancePayload(values: DistanceValues, version: number) {
  return {
    version,
    lanes: values.lanes.map((row) => ({ zone_from: row.zone_from, zone_to: row.zone_to, km: row.km.trim() })),
  };
}

/** The rows with `read` merged in: the same zone pair takes the read km in place, a new pair is added at the end. */
export function mergeLanes(rows: readonly LaneRow[], read: readonly Pick<DistanceLaneAnswer, 'zone_from' | 'zone_to' | 'km'>[]): LaneRow[] {
  const merged = [...rows];
  const at = new Map(merged.map((row, i) => [`${row.zone_from}>${row.zone_to}`, i]));
  for (const lane of read) {
    const i = at.get(`${lane.zone_from}>${lane.zone_to}`);
    if (i === undefined) {
      at.set(`${lane.zone_from}>${lane.zone_to}`, merged.length);
      merged.push(rowOf(lane));
    } else merged[i] = { ...merged[i]!, km: kmText(lane.km) };
  }
  return merged;
}
