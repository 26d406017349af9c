/**
 * The lanes a pricelist save would take from other live pricelists (docs/api.md "Saves that take over
 * lanes"): told to the clerk before the save, so a copy or a draft never replaces a live pricelist
 * unnoticed.
 *
 * A pricelist takes over another of the same service and partner on the days both are valid when
 * the selection rule (precedence.ts) chooses it. The price API does not fall back to the other
 * pricelist for a route the winner lacks, so every lane of the other is answered by this one from
 * the later of the two validity starts: `lanes` counts those this one prices too, `unpriced_lanes`
 * those it has no zone row for (they answer "No price for this route" there).
 */
import { formatDay, parseDay } from '../dates/calendar';
import { comparePrecedence } from './precedence';

/** A zone row as far as lanes go; a null zone (an unfinished grid row) is no lane. */
export interface LaneRef {
  readonly zone_from: number | null;
  readonly zone_to: number | null;
}

/** A pricelist as the takeover reads it: a save's body, a stored record, a live rival. */
export interface TakeoverPricelist {
  /** null: not saved yet; a new pricelist gets an id above every stored one. */
  readonly id: number | null;
  /** '' shows as General. */
  readonly name: string;
  readonly service_id: number;
  /** null: the general pricelist of the service. */
  readonly customer_id: number | null;
  /** false: prices nothing. */
  readonly active: boolean;
  /** Archived pricelists price nothing. */
  readonly archived?: boolean;
  /** Inclusive validity, yyyy-mm-dd; null or '': open-ended. */
  readonly valid_from: string | null;
  readonly valid_to: string | null;
  /** Every fare group's zone rows. */
  readonly zone_rows: readonly LaneRef[];
}

/** A live pricelist whose lanes the saved one answers instead. */
export interface LaneTakeover {
  pricelist_id: number;
  /** '' shows as General. */
  name: string;
  /** The first day taken over (the later validity start); null: open-ended (always). */
  from: string | null;
  /** The last day taken over (the earlier validity end); null: open-ended. */
  to: string | null;
  /** Its lanes (zone_from -> zone_to) this one prices instead. */
  lanes: number;
  /** Its lanes this one has no zone row for: they go unpriced on those days. */
  unpriced_lanes: number;
}

/** The zone rows of a grid, every fare group's, for `zone_rows`. */
export function zoneRowsOf(grid: { readonly fare_groups?: readonly { readonly zones: readonly LaneRef[] }[] | null }): LaneRef[] {
  return (grid.fare_groups ?? []).flatMap((group) => group.zones);
}

interface Span {
  readonly from: number;
  readonly to: number;
}

const NEW_ID = Number.MAX_SAFE_INTEGER;

function dayOf(value: string | null, open: number): number {
  if (value === null || value === '') return open;
  return parseDay(value) ?? open;
}

function spanOf(p: TakeoverPricelist): Span {
  return { from: dayOf(p.valid_from, -Infinity), to: dayOf(p.valid_to, Infinity) };
}

function prices(p: TakeoverPricelist): boolean {
  return p.active && p.archived !== true;
}

function lanesOf(p: TakeoverPricelist): Set<string> {
  const out = new Set<string>();
  for (const row of p.zone_rows) if (row.zone_from !== null && row.zone_to !== null) out.add(`${row.zone_from}>${row.zone_to}`);
  return out;
}

/** The days `p` is chosen over `other`, both valid; null when none. */
function takenSpan(p: TakeoverPricelist, other: TakeoverPricelist): Span | null {
  if (!prices(p) || p.service_id !== other.service_id || p.customer_id !== other.customer_id) return null;
  const mine = spanOf(p);
  const theirs = spanOf(other);
  const from = Math.max(mine.from, theirs.from);
  const to = Math.min(mine.to, theirs.to);
  if (from > to) return null;
  const chosen = comparePrecedence({ id: p.id ?? NEW_ID, validFrom: mine.from }, { id: other.id ?? NEW_ID, validFrom: theirs.from }) < 0;
  return chosen ? { from, to } : null;
}

const dayText = (day: number) => (Number.isFinite(day) ? formatDay(day) : null);

/**
 * The live pricelists among `others` (the carrier's: inactive, archived, other services and
 * partners are passed over) whose lanes `candidate` would answer instead, lowest id first.
 * With `before` (the stored pricelist an update replaces), a takeover the stored one already makes
 * over the same days or more is left out: only what the save changes is told.
 */
export function laneTakeovers(
  candidate: TakeoverPricelist,
  others: readonly TakeoverPricelist[],
  options: { before?: TakeoverPricelist | null } = {},
): LaneTakeover[] {
  const own = lanesOf(candidate);
  const out: LaneTakeover[] = [];
  for (const other of others) {
    if (other.id === null || other.id === candidate.id || !prices(other)) continue;
    const span = takenSpan(candidate, other);
    if (!span) continue;
    const already = options.before ? takenSpan(options.before, other) : null;
    if (already && already.from <= span.from && span.to <= already.to) continue;
    const theirs = lanesOf(other);
    if (theirs.size === 0) continue;
    let lanes = 0;
    for (const lane of theirs) if (own.has(lane)) lanes++;
    out.push({
      pricelist_id: other.id,
      name: other.name,
      from: dayText(span.from),
      to: dayText(span.to),
      lanes,
      unpriced_lanes: theirs.size - lanes,
    });
  }
  return out.sort((a, b) => a.pricelist_id - b.pricelist_id);
}
