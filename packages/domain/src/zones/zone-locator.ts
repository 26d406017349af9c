/**
 * Zones of a carrier over its area index: which zones hold an address, and through which area.
 * Zones get dense indices (0..zoneCount-1) so compiled pricelists can key routes by number.
 */
import { PricingDataError } from '../data-error';
import { AreaIndex, type AreaRecord, type IndexedArea } from './area-index';
import { KEY_BASE, MAX_KEY_LENGTH, isKeyedBound, normaliseCountry, normalisePostcode, postcodeKey } from './postcode';

/** A zone as stored: its areas by id (or as objects with an id, as GET answers them). */
export interface ZoneRecord {
  id: number;
  name?: string | null;
  areas: ReadonlyArray<number | { id: number }>;
}

/** A zone holding an address, through its most specific matching area. */
export interface ZoneMatch {
  /** Dense zone index (see ZoneLocator.zoneIds). */
  readonly zone: number;
  readonly area: IndexedArea;
}

/** An address as a request carries it. */
export interface AddressInput {
  country: string;
  postcode: string;
}

/** Area specificity (docs/pricing.md §4): longer bounds, then a smaller span, then the lower bounds. */
function isMoreSpecific(lengthA: number, spanA: number, positionA: number, lengthB: number, spanB: number, positionB: number): boolean {
  if (lengthA !== lengthB) return lengthA > lengthB;
  return spanA !== spanB ? spanA < spanB : positionA < positionB;
}

/** True when area `a` is more specific than `b`: longer bounds, then a smaller span, then the lower bounds. */
export function isMoreSpecificArea(a: IndexedArea, b: IndexedArea): boolean {
  return isMoreSpecific(a.boundLength, a.span, a.position, b.boundLength, b.span, b.position);
}

/**
 * A country's answers by postcode key, precomputed: answers[k] holds for the keys from starts[k]
 * up to starts[k + 1]. A lookup is then one binary search, with nothing to merge or allocate.
 */
interface CountryTable {
  readonly starts: Float64Array;
  readonly answers: readonly (readonly ZoneMatch[])[];
}

const NO_MATCHES: readonly ZoneMatch[] = Object.freeze([]);
/** Building a table may visit this many area-segment pairs per area before a country keeps to the tree. */
const TABLE_BUDGET_PER_AREA = 32;

/**
 * Finds the zones holding an address. Its data is immutable once built (build one per carrier);
 * lookups reuse internal scratch space, which is safe because they are synchronous.
 */
export class ZoneLocator {
  readonly index: AreaIndex;
  /** Zone ids by dense index. */
  readonly zoneIds: readonly number[];
  readonly zoneNames: readonly string[];
  /** `{id, name}` of each zone by dense index, shared by every trace. */
  readonly zoneRefs: readonly Readonly<{ id: number; name: string }>[];
  /** How many areas each zone has, by dense index (the health check names zones without any). */
  readonly zoneAreaCounts: readonly number[];
  private readonly positionsById: ReadonlyMap<number, number>;
  /** The zone matches each area gives, by area position: built once, shared by every lookup. */
  private readonly matchesOfArea: readonly (readonly ZoneMatch[])[];
  /** Countries answered from a precomputed table; the others walk the area index. */
  private readonly tables: ReadonlyMap<string, CountryTable>;
  // The index walk reads compact typed arrays by area position (what a lookup touches for each of
  // dozens of areas), not objects: zones of position p are zoneList[zoneStart[p] .. zoneStart[p + 1]).
  private readonly zoneStart: Int32Array;
  private readonly zoneList: Int32Array;
  private readonly boundLengths: Int32Array;
  private readonly spans: Float64Array;
  // Lookup scratch (lookups are synchronous): matched area positions, zones found, and per zone
  // the epoch of the lookup that last saw it with its best area, so each zone is kept once in O(1).
  private readonly scratch: number[] = [];
  private readonly found: number[] = [];
  private readonly seenEpoch: Int32Array;
  private readonly bestPosition: Int32Array;
  private epoch = 0;

  constructor(areas: readonly AreaRecord[], zones: readonly ZoneRecord[]) {
    this.index = new AreaIndex(areas);
    const areaPosition = new Map<number, number>();
    for (const a of this.index.areas) areaPosition.set(a.id, a.position);
    const zonesOfArea: number[][] = this.index.areas.map(() => []);
    const positionsById = new Map<number, number>();
    const areaCounts = zones.map(() => 0);
    zones.forEach((zone, i) => {
      if (positionsById.has(zone.id)) throw new PricingDataError(`Zone ${zone.id}: listed twice`);
      positionsById.set(zone.id, i);
      for (const ref of zone.areas) {
        const areaId = typeof ref === 'number' ? ref : ref.id;
        const position = areaPosition.get(areaId);
        if (position === undefined) throw new PricingDataError(`Zone ${zone.id}: unknown area ${areaId}`);
        const list = zonesOfArea[position]!;
        if (!list.includes(i)) {
          list.push(i);
          areaCounts[i]!++;
        }
      }
    });
    this.zoneIds = Object.freeze(zones.map((z) => z.id));
    this.zoneNames = Object.freeze(zones.map((z) => z.name ?? ''));
    this.zoneRefs = Object.freeze(zones.map((z) => Object.freeze({ id: z.id, name: z.name ?? '' })));
    this.zoneAreaCounts = Object.freeze(areaCounts);
    this.positionsById = positionsById;
    this.seenEpoch = new Int32Array(zones.length);
    this.bestPosition = new Int32Array(zones.length);
    this.zoneStart = new Int32Array(zonesOfArea.length + 1);
    zonesOfArea.forEach((list, p) => (this.zoneStart[p + 1] = this.zoneStart[p]! + list.length));
    this.zoneList = Int32Array.from(zonesOfArea.flat());
    this.boundLengths = Int32Array.from(this.index.areas, (a) => a.boundLength);
    this.spans = Float64Array.from(this.index.areas, (a) => a.span);
    this.matchesOfArea = zonesOfArea.map((list, p) =>
      Object.freeze(list.map((zone) => Object.freeze({ zone, area: this.index.areas[p]! }))),
    );
    this.tables = buildTables(this.index.areas, this.matchesOfArea);
  }

  get zoneCount(): number {
    return this.zoneIds.length;
  }

  /** Dense index of a zone id, or -1. */
  indexOf(zoneId: number): number {
    return this.positionsById.get(zoneId) ?? -1;
  }

  /** The zones holding the address, each with its most specific matching area. Do not change it. */
  locate(address: AddressInput): readonly ZoneMatch[] {
    const country = normaliseCountry(address.country);
    const postcode = normalisePostcode(address.postcode);
    const table = this.tables.get(country);
    if (table) {
      const key = postcodeKey(postcode, MAX_KEY_LENGTH);
      const starts = table.starts;
      let lo = 0;
      let hi = starts.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (starts[mid]! <= key) lo = mid + 1;
        else hi = mid;
      }
      return lo === 0 ? NO_MATCHES : table.answers[lo - 1]!;
    }
    const positions = this.scratch;
    positions.length = 0;
    this.index.collect(country, postcode, positions);
    if (positions.length === 0) return NO_MATCHES;
    if (++this.epoch === 0x7fffffff) {
      this.epoch = 1;
      this.seenEpoch.fill(0);
    }
    const { zoneStart, zoneList, boundLengths, spans, seenEpoch, bestPosition, found, epoch } = this;
    found.length = 0;
    for (let i = 0; i < positions.length; i++) {
      const p = positions[i]!;
      const end = zoneStart[p + 1]!;
      for (let k = zoneStart[p]!; k < end; k++) {
        const zone = zoneList[k]!;
        if (seenEpoch[zone] !== epoch) {
          seenEpoch[zone] = epoch;
          bestPosition[zone] = p;
          found.push(zone);
          continue;
        }
        const q = bestPosition[zone]!;
        if (isMoreSpecific(boundLengths[p]!, spans[p]!, p, boundLengths[q]!, spans[q]!, q)) bestPosition[zone] = p;
      }
    }
    const matches: ZoneMatch[] = new Array<ZoneMatch>(found.length);
    for (let i = 0; i < found.length; i++) {
      const zone = found[i]!;
      const own = this.matchesOfArea[bestPosition[zone]!]!;
      let k = 0;
      while (own[k]!.zone !== zone) k++;
      matches[i] = own[k]!;
    }
    return matches;
  }
}

/**
 * Precomputes each country's answers. Every area becomes an interval of 9-character keys (a bound
 * of length L covers all keys sharing its first L characters); a sweep over the interval ends
 * gives, between consecutive ends, the zones and their most specific areas. A country with bounds
 * the keys cannot hold, or whose areas nest so deeply that the sweep would outgrow its budget, is
 * left to the index walk.
 */
function buildTables(areas: readonly IndexedArea[], matchesOfArea: readonly (readonly ZoneMatch[])[]): Map<string, CountryTable> {
  const byCountry = new Map<string, IndexedArea[]>();
  for (const a of areas) {
    let list = byCountry.get(a.country);
    if (!list) byCountry.set(a.country, (list = []));
    list.push(a);
  }
  const tables = new Map<string, CountryTable>();
  for (const [country, list] of byCountry) {
    if (!list.every((a) => isKeyedBound(a.from) && isKeyedBound(a.to))) continue;
    const table = buildTable(list, matchesOfArea, TABLE_BUDGET_PER_AREA * list.length + 1024);
    if (table) tables.set(country, table);
  }
  return tables;
}

function buildTable(areas: readonly IndexedArea[], matchesOfArea: readonly (readonly ZoneMatch[])[], budget: number): CountryTable | null {
  const scale = (length: number) => KEY_BASE ** (MAX_KEY_LENGTH - length);
  // [key, +1 (starts) | -1 (ends, exclusive), area position]
  const events: [number, number, number][] = [];
  for (const a of areas) {
    if (matchesOfArea[a.position]!.length === 0) continue;
    const lo = postcodeKey(a.from, a.from.length) * scale(a.from.length);
    const hi = (postcodeKey(a.to, a.to.length) + 1) * scale(a.to.length);
    if (hi <= lo) continue; // a range ending before it starts holds nothing
    events.push([lo, 1, a.position], [hi, -1, a.position]);
  }
  events.sort((x, y) => x[0] - y[0]);
  const active = new Set<number>();
  const starts: number[] = [];
  const answers: (readonly ZoneMatch[])[] = [];
  let work = 0;
  for (let i = 0; i < events.length;) {
    const key = events[i]![0];
    for (; i < events.length && events[i]![0] === key; i++) {
      const [, kind, position] = events[i]!;
      if (kind === 1) active.add(position);
      else active.delete(position);
    }
    work += active.size;
    if (work > budget) return null;
    const best = new Map<number, ZoneMatch>();
    for (const position of active) {
      for (const match of matchesOfArea[position]!) {
        const current = best.get(match.zone);
        if (!current || isMoreSpecificArea(match.area, current.area)) best.set(match.zone, match);
      }
    }
    const answer = best.size === 0 ? NO_MATCHES : Object.freeze([...best.values()]);
    const previous = answers[answers.length - 1];
    if (previous && sameMatches(previous, answer)) continue;
    starts.push(key);
    answers.push(answer);
  }
  return { starts: Float64Array.from(starts), answers: Object.freeze(answers) };
}

function sameMatches(a: readonly ZoneMatch[], b: readonly ZoneMatch[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
