import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CompiledZoneRow } from './grid';
import { RouteTable } from './route-table';

const row = (tag: number) => ({ index: tag }) as unknown as CompiledZoneRow;

describe('RouteTable', () => {
  it('finds every stored route and misses every other, like a Map, also past 2^32 keys', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(7, 300, 100_000),
        fc.uniqueArray(fc.tuple(fc.nat(99_999), fc.nat(99_999)), { maxLength: 300, selector: ([f, t]) => `${f}-${t}` }),
        fc.array(fc.tuple(fc.nat(99_999), fc.nat(99_999)), { maxLength: 50 }),
        (zoneCount, routes, probes) => {
          const inRange = routes.filter(([f, t]) => f < zoneCount && t < zoneCount);
          const map = new Map(inRange.map(([f, t], i) => [f * zoneCount + t, [row(i)]] as const));
          const table = new RouteTable(zoneCount, map);
          for (const [f, t] of [...inRange, ...probes.filter(([f, t]) => f < zoneCount && t < zoneCount)]) {
            expect(table.get(f, t)).toEqual(map.get(f * zoneCount + t));
          }
        },
      ),
    );
  });
});
