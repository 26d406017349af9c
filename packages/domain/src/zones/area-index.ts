/**
 * The postcode area index of a carrier: built once, then each lookup is a binary search per
 * (country, bound lengths) group plus a walk of a max-tree that skips every range ending too early.
 * Cost: O(groups x log n x (1 + matches)), microseconds among 50,000 areas.
 */
import { PricingDataError } from '../data-error';
import { boundSpan, isKeyedBound, normaliseCountry, normalisePostcode, postcodeInRange, postcodeKey as keyOf } from './postcode';

/** An area as stored (docs/api.md "Area"). */
export interface AreaRecord {
  id: number;
  country: string;
  postcode_from: string;
  postcode_to: string;
  name?: string | null;
  /** The area's centroid (decimal degrees), the point of a postcode without its own; both or neither. */
  latitude?: number | string | null;
  longitude?: number | string | null;
}

/** An area with normalised bounds and its specificity. */
export interface IndexedArea {
  readonly id: number;
  readonly name: string;
  readonly country: string;
  readonly from: string;
  readonly to: string;
  /** len(postcode_from): the longer, the more specific. */
  readonly boundLength: number;
  /** to - from (see boundSpan): the smaller, the more specific. */
  readonly span: number;
  /** Position in `AreaIndex.areas`, which are ordered by country, bound lengths and bounds. */
  readonly position: number;
  /** The area as a trace shows it, built once. */
  readonly ref: Readonly<{ id: number; name: string; country: string; postcode_from: string; postcode_to: string }>;
}

/** Areas of one country whose bounds have the same lengths, sorted by `from`. */
interface AreaGroup {
  readonly fromLength: number;
  readonly toLength: number;
  /** False for bounds with other characters or longer than 9: those few are checked one by one. */
  readonly keyed: boolean;
  /** No two ranges overlap: only the last range starting at or before a postcode can hold it. */
  readonly disjoint: boolean;
  readonly froms: Float64Array;
  readonly positions: Int32Array;
  /** Leaves count, a power of two. */
  readonly size: number;
  /** Implicit binary tree: maxTo[node] is the greatest `to` key below it; leaves at size + i. */
  readonly maxTo: Float64Array;
  /** Unkeyed groups only. */
  readonly areas: readonly IndexedArea[];
}

/** An immutable index of a carrier's areas. */
export class AreaIndex {
  /** Every area, by position. */
  readonly areas: readonly IndexedArea[];
  private readonly groups: ReadonlyMap<string, readonly AreaGroup[]>;
  // Walk stack, reused: lookups are synchronous and the tree depth is at most 32.
  private readonly stack = new Int32Array(128);

  constructor(records: readonly AreaRecord[]) {
    const normalised = records.map((r) => {
      const from = normalisePostcode(r.postcode_from);
      const to = normalisePostcode(r.postcode_to);
      if (from === '' || to === '') throw new PricingDataError(`Area ${r.id}: postcode_from and postcode_to are required`);
      return { record: r, country: normaliseCountry(r.country), from, to };
    });
    // Positions follow (country, bound lengths, from): the areas one lookup meets sit side by side
    // in memory, which matters more than any instruction count once there are dozens of them.
    normalised.sort(
      (x, y) =>
        compareText(x.country, y.country) ||
        x.from.length - y.from.length ||
        x.to.length - y.to.length ||
        compareText(x.from, y.from) ||
        compareText(x.to, y.to) ||
        x.record.id - y.record.id,
    );
    const areas: IndexedArea[] = normalised.map(({ record: r, country, from, to }, position) => {
      const name = r.name ?? '';
      return {
        id: r.id,
        name,
        country,
        from,
        to,
        boundLength: from.length,
        span: boundSpan(from, to),
        position,
        ref: Object.freeze({ id: r.id, name, country, postcode_from: from, postcode_to: to }),
      };
    });
    const buckets = new Map<string, IndexedArea[]>();
    for (const a of areas) {
      const key = `${a.country}|${a.from.length}|${a.to.length}`;
      let bucket = buckets.get(key);
      if (!bucket) buckets.set(key, (bucket = []));
      bucket.push(a);
    }
    const groups = new Map<string, AreaGroup[]>();
    for (const bucket of buckets.values()) {
      const first = bucket[0]!;
      let list = groups.get(first.country);
      if (!list) groups.set(first.country, (list = []));
      list.push(...buildGroups(bucket));
    }
    this.areas = Object.freeze(areas);
    this.groups = groups;
  }

  /** Pushes the positions of the areas holding the normalised postcode in `country` onto `out`. */
  collect(country: string, postcode: string, out: number[]): void {
    const groups = this.groups.get(country);
    if (!groups) return;
    for (const g of groups) {
      if (!g.keyed) {
        for (const a of g.areas) if (postcodeInRange(postcode, a.from, a.to)) out.push(a.position);
        continue;
      }
      const a = keyOf(postcode, g.fromLength);
      this.query(g, a, g.toLength === g.fromLength ? a : keyOf(postcode, g.toLength), out);
    }
  }

  /** The areas holding (country, postcode); both are normalised here. */
  find(country: string, postcode: string): IndexedArea[] {
    const out: number[] = [];
    this.collect(normaliseCountry(country), normalisePostcode(postcode), out);
    return out.map((p) => this.areas[p]!);
  }

  private query(g: AreaGroup, a: number, b: number, out: number[]): void {
    // Areas [0, limit) start at or before the postcode; of them, those ending at or after it match.
    const froms = g.froms;
    let lo = 0;
    let hi = froms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (froms[mid]! <= a) lo = mid + 1;
      else hi = mid;
    }
    const limit = lo;
    if (limit === 0) return;
    if (g.disjoint) {
      if (g.maxTo[g.size + limit - 1]! >= b) out.push(g.positions[limit - 1]!);
      return;
    }
    const stack = this.stack;
    const maxTo = g.maxTo;
    const size = g.size;
    let sp = 0;
    stack[sp++] = 1;
    while (sp > 0) {
      const node = stack[--sp]!;
      if (maxTo[node]! < b) continue;
      const level = 31 - Math.clz32(node);
      const width = size >>> level;
      const start = (node - (1 << level)) * width;
      if (start >= limit) continue;
      if (width === 1) {
        out.push(g.positions[start]!);
        continue;
      }
      stack[sp++] = 2 * node + 1;
      stack[sp++] = 2 * node;
    }
  }
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function buildGroups(bucket: IndexedArea[]): AreaGroup[] {
  const fromLength = bucket[0]!.from.length;
  const toLength = bucket[0]!.to.length;
  const keyed = bucket.filter((a) => isKeyedBound(a.from) && isKeyedBound(a.to));
  const odd = keyed.length === bucket.length ? [] : bucket.filter((a) => !keyed.includes(a));
  const groups: AreaGroup[] = [];
  if (keyed.length > 0) groups.push(buildKeyedGroup(keyed, fromLength, toLength));
  if (odd.length > 0) {
    const empty = new Float64Array(0);
    groups.push({
      fromLength,
      toLength,
      keyed: false,
      disjoint: false,
      froms: empty,
      positions: new Int32Array(0),
      size: 0,
      maxTo: empty,
      areas: odd,
    });
  }
  return groups;
}

function buildKeyedGroup(bucket: IndexedArea[], fromLength: number, toLength: number): AreaGroup {
  const entries = bucket.map((a) => ({ from: keyOf(a.from, fromLength), to: keyOf(a.to, toLength), position: a.position }));
  entries.sort((x, y) => x.from - y.from || x.position - y.position);
  let size = 1;
  while (size < entries.length) size *= 2;
  const maxTo = new Float64Array(2 * size).fill(-1);
  entries.forEach((e, i) => (maxTo[size + i] = e.to));
  for (let node = size - 1; node >= 1; node--) maxTo[node] = Math.max(maxTo[2 * node]!, maxTo[2 * node + 1]!);
  // With equal bound lengths, ranges sorted by start are disjoint when each ends before the next starts.
  const disjoint = fromLength === toLength && entries.every((e, i) => i === 0 || entries[i - 1]!.to < e.from);
  return {
    fromLength,
    toLength,
    keyed: true,
    disjoint,
    froms: Float64Array.from(entries, (e) => e.from),
    positions: Int32Array.from(entries, (e) => e.position),
    size,
    maxTo,
    areas: [],
  };
}

/** Reference implementation: every area checked one by one (tests compare the index with it). */
export function scanAreas(areas: readonly IndexedArea[], country: string, postcode: string): IndexedArea[] {
  const c = normaliseCountry(country);
  const p = normalisePostcode(postcode);
  return areas.filter((a) => a.country === c && postcodeInRange(p, a.from, a.to));
}
