import { describe, expect, it } from 'vitest';
import { distancePayload, distanceValues, mergeLanes } from './distance-values';

const strip = (rows: { zone_from: string; zone_to: string; km: string }[]) =>
  rows.map(({ zone_from, zone_to, km }) => ({ zone_from, zone_to, km }));

describe('distance values', () => {
  it('shows a saved table as rows and sends them back as typed with the loaded version', () => {
    const values = distanceValues({
      lanes: [{ zone_from: 1, zone_from_name: 'A', zone_to: 2, zone_to_name: 'B', km: 312.5 }],
    });
    expect(strip(values.lanes)).toEqual([{ zone_from: '1', zone_to: '2', km: '312,5' }]);
    expect(distancePayload({ lanes: [{ ...values.lanes[0]!, km: ' 40,1 ' }] }, 3)).toEqual({
      version: 3,
      lanes: [{ zone_from: '1', zone_to: '2', km: '40,1' }],
    });
  });

  it('merges read lanes: the same pair takes the new km in place, a new pair is added, the reverse is its own lane', () => {
    const rows = distanceValues({
      lanes: [
        { zone_from: 1, zone_from_name: 'A', zone_to: 2, zone_to_name: 'B', km: 10 },
        { zone_from: 2, zone_from_name: 'B', zone_to: 3, zone_to_name: 'C', km: 20 },
      ],
    }).lanes;
    const merged = mergeLanes(rows, [
      { zone_from: 2, zone_to: 3, km: 25.5 },
      { zone_from: 2, zone_to: 1, km: 11 },
    ]);
    expect(strip(merged)).toEqual([
      { zone_from: '1', zone_to: '2', km: '10' },
      { zone_from: '2', zone_to: '3', km: '25,5' },
      { zone_from: '2', zone_to: '1', km: '11' },
    ]);
    expect(merged[0]!.key).toBe(rows[0]!.key);
  });
});
