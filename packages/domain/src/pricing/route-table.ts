/**
 * Zone rows by route, as adjacency lists over typed arrays: for each collection zone, the delivery
 * zones it has rows to, ascending. A route search marks the delivery address's zones once, then
 * walks a collection zone's short list (a few sequential integers), or binary-searches a long one.
 */
import type { ZoneMatch } from '../zones/zone-locator';
import type { CompiledZoneRow } from './grid';

export class RouteTable {
  /** Adjacency of collection zone z: entries starts[z] .. starts[z + 1]. */
  readonly starts: Int32Array;
  /** Delivery zone of each entry. */
  readonly targets: Int32Array;
  /** Rows of each entry, in fare group then row order. */
  readonly lists: readonly (readonly CompiledZoneRow[])[];
  // Scratch of `markDelivery` (searches are synchronous): the mark of each zone and its position.
  private readonly marks: Int32Array;
  private readonly positions: Int32Array;
  private epoch = 0;

  /** `routes` maps zoneFrom * zoneCount + zoneTo to the route's rows. */
  constructor(zoneCount: number, routes: ReadonlyMap<number, readonly CompiledZoneRow[]>) {
    const keys = [...routes.keys()].sort((a, b) => a - b);
    this.starts = new Int32Array(zoneCount + 1);
    this.targets = new Int32Array(keys.length);
    const lists: (readonly CompiledZoneRow[])[] = [];
    keys.forEach((key, i) => {
      const from = Math.floor(key / zoneCount);
      this.starts[from + 1]!++;
      this.targets[i] = key - from * zoneCount;
      lists.push(Object.freeze([...routes.get(key)!]));
    });
    for (let z = 0; z < zoneCount; z++) this.starts[z + 1]! += this.starts[z]!;
    this.lists = Object.freeze(lists);
    this.marks = new Int32Array(zoneCount);
    this.positions = new Int32Array(zoneCount);
  }

  /** Marks the delivery address's zones for `deliveryPosition`; call it before a search. */
  markDelivery(to: readonly ZoneMatch[]): void {
    if (++this.epoch === 0x7fffffff) {
      this.epoch = 1;
      this.marks.fill(0);
    }
    for (let y = 0; y < to.length; y++) {
      const zone = to[y]!.zone;
      this.marks[zone] = this.epoch;
      this.positions[zone] = y;
    }
  }

  /** Position in the last marked delivery matches of a zone, or -1. */
  deliveryPosition(zone: number): number {
    return this.marks[zone] === this.epoch ? this.positions[zone]! : -1;
  }

  /** The rows of a route, or undefined: a binary search in the collection zone's list. */
  get(zoneFrom: number, zoneTo: number): readonly CompiledZoneRow[] | undefined {
    let lo = this.starts[zoneFrom]!;
    let hi = this.starts[zoneFrom + 1]! - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const z = this.targets[mid]!;
      if (z === zoneTo) return this.lists[mid];
      if (z < zoneTo) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }
}
