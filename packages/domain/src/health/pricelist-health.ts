/**
 * The health check of a pricelist (its grid, its surcharges, its validity among the pricelists of
 * the same service and partner) and of a surcharge on its own. Pure: the compiled carrier and
 * today's day number come from the caller.
 */
import { conditionLabel, type CompiledCondition } from '../conditions/conditions';
import { displayDay, displayNumber } from '../glossary/display';
import type { Language } from '../i18n/languages';
import { translator, type Translate } from '../i18n/translate';
import { MEASURE_DIGITS, scaledToNumber } from '../money/decimal';
import type { CompiledCarrier } from '../pricing/carrier';
import type { CompiledGrid } from '../pricing/grid';
import { compilePricelist, type CompiledPricelist } from '../pricing/pricelist';
import { comparePrecedence } from '../pricing/precedence';
import type { PricelistRecord } from '../pricing/records';
import type { CompiledSurcharge } from '../pricing/surcharges';
import { overlappingZones } from '../zones/address-classes';
import { EXPIRING_WITHIN_DAYS, sortFindings, type HealthFinding, type HealthReport } from './findings';
import { checkGridHealth } from './grid-health';

/** What a health check needs besides the data. */
export interface HealthOptions {
  /** Today in the carrier's time zone, as a day number (see dates/calendar). */
  today: number;
  /** The language of the findings' sentences: English (the API's) unless the reader's is known. */
  language?: Language;
}

/** The words of the findings in English: the API's, and every function's default here. */
const ENGLISH = translator('en');

function surchargeFinding(message: string): HealthFinding {
  return Object.freeze({
    severity: 'warning',
    kind: 'surcharge_never_applies',
    message,
    fare_group: null,
    zone_row: null,
    quantity_row: null,
  });
}

// ---- conditions ------------------------------------------------------------------------------------

/** A condition's label in `language`: the compiled English one, else the catalog's (conditionLabel). */
function labelOf(c: CompiledCondition, language: Language): string {
  return language === 'en' ? c.label : conditionLabel(c.type, language);
}

/** "Pieces > 5 and <= 10": a condition with its bounds. */
function boundsText(c: CompiledCondition, t: Translate, language: Language): string {
  const parts: string[] = [];
  if (c.after !== null) parts.push(`> ${displayNumber(scaledToNumber(c.after, MEASURE_DIGITS), MEASURE_DIGITS)}`);
  if (c.until !== null) parts.push(`<= ${displayNumber(scaledToNumber(c.until, MEASURE_DIGITS), MEASURE_DIGITS)}`);
  const bounds = parts.length > 1 ? parts.reduce((first, second) => t('health.and', { first, second })) : (parts[0] ?? '');
  return `${labelOf(c, language)} ${bounds}`;
}

/** Why a single condition can never hold, or null. */
function conditionNeverHolds(c: CompiledCondition, t: Translate, language: Language): string | null {
  if (!c.known) return t('health.condition.unknownType', { type: c.type });
  if (!c.isPresence && c.after !== null && c.until !== null && c.until <= c.after)
    return t('health.condition.holdsForNone', { bounds: boundsText(c, t, language) });
  return null;
}

/**
 * Why a surcharge's conditions can never hold together, or null (docs/pricing.md §8): with all of them
 * needed, one that never holds or two that contradict (the same yes/no asked both ways, number
 * ranges without a common value); with any of them enough, only when none can ever hold.
 */
export function conditionsNeverHold(
  conditions: readonly CompiledCondition[],
  allNeeded: boolean,
  language: Language = 'en',
): string | null {
  if (conditions.length === 0) return null;
  const t = translator(language);
  const single = conditions.map((c) => conditionNeverHolds(c, t, language));
  if (!allNeeded || conditions.length === 1) {
    return single.every((r) => r !== null) ? single[0]! : null;
  }
  const own = single.find((r) => r !== null);
  if (own) return own;
  for (let i = 0; i < conditions.length; i++) {
    for (let j = i + 1; j < conditions.length; j++) {
      const a = conditions[i]!;
      const b = conditions[j]!;
      if (a.type !== b.type) continue;
      if (a.isPresence) {
        if (a.presence !== b.presence) return t('health.condition.bothWays', { label: labelOf(a, language) });
        continue;
      }
      const after = a.after === null ? b.after : b.after === null ? a.after : Math.max(a.after, b.after);
      const until = a.until === null ? b.until : b.until === null ? a.until : Math.min(a.until, b.until);
      if (after !== null && until !== null && until <= after) {
        return t('health.condition.contradict', { first: boundsText(a, t, language), second: boundsText(b, t, language) });
      }
    }
  }
  return null;
}

// ---- surcharges on a pricelist ------------------------------------------------------------------

/** The routes (dense zone pairs) a grid has rows for. */
function routesOf(grid: CompiledGrid): [number, number][] {
  const out: [number, number][] = [];
  const { starts, targets } = grid.routes;
  for (let z = 0; z + 1 < starts.length; z++) for (let e = starts[z]!; e < starts[z + 1]!; e++) out.push([z, targets[e]!]);
  return out;
}

const surchargeMemo = new WeakMap<CompiledPricelist, Partial<Record<Language, readonly HealthFinding[]>>>();

/** The surcharge findings of a pricelist, remembered per compiled pricelist (it and its carrier are immutable) and language. */
function surchargeFindings(carrier: CompiledCarrier, pl: CompiledPricelist, language: Language): readonly HealthFinding[] {
  let known = surchargeMemo.get(pl);
  if (!known) surchargeMemo.set(pl, (known = {}));
  return (known[language] ??= Object.freeze(findSurchargeProblems(carrier, pl, language)));
}

function findSurchargeProblems(carrier: CompiledCarrier, pl: CompiledPricelist, language: Language): HealthFinding[] {
  const t = translator(language);
  const out: HealthFinding[] = [];
  const locator = pl.grid.locator;
  const overlap = overlappingZones(locator);
  const n = locator.zoneCount;
  const routes = routesOf(pl.grid);
  /** True when some route of the pricelist can lie in zone `from` -> `to` (-1: any). */
  const coversRoute = (from: number, to: number) =>
    routes.some(([rf, rt]) => (from < 0 || overlap.has(from * n + rf)) && (to < 0 || overlap.has(to * n + rt)));
  const attached = new Set(pl.surcharges.map((s) => s.id));

  for (const s of pl.surcharges) {
    const never = (reason: string) => surchargeFinding(t('health.surcharge.neverApplies', { name: s.name, reason }));
    const conditions = conditionsNeverHold(s.conditions, s.allConditionsNeeded, language);
    if (conditions) out.push(never(conditions));
    if (s.grid) {
      const own = routesOf(s.grid);
      if (routes.length > 0 && !own.some(([sf, st]) => coversRoute(sf, st))) out.push(never(t('health.surcharge.noGridRow')));
    } else if (s.zoneConditions.length > 0 && routes.length > 0) {
      if (!s.zoneConditions.some((zc) => coversRoute(zc.zoneFrom, zc.zoneTo))) out.push(never(t('health.surcharge.noZoneRoute')));
    }
    for (const dep of s.dependencyIds) {
      if (attached.has(dep)) continue;
      const other = carrier.refs.surcharges.get(dep);
      // A dependency deleted since: no name to give, and an id means nothing to a clerk.
      const depends = { name: s.name, known: other ? 'yes' : 'no', dependency: other?.name ?? '' };
      out.push(surchargeFinding(t('health.surcharge.depends', depends)));
    }
  }
  return out;
}

// ---- validity ---------------------------------------------------------------------------------------

const NEG = -Infinity;
const POS = Infinity;

/** "P2", or an unnamed (General) pricelist by its validity: the clerk knows pricelists by name and dates, not ids. */
function pricelistName(p: CompiledPricelist, t: Translate = ENGLISH): string {
  if (p.name) return t('health.pricelist.named', { name: p.name });
  const from = p.validFrom === null ? null : dayText(p.validFrom);
  const to = p.validTo === null ? null : dayText(p.validTo);
  const validity = from && to ? 'both' : from ? 'from' : to ? 'to' : 'none';
  return t('health.pricelist.general', { validity, from, to });
}

/** dd.mm.yyyy, as every screen shows a day. */
function dayText(day: number): string {
  return displayDay(day);
}

/** True when `a` is chosen over `b` on a day both are valid (docs/pricing.md §9). */
function wins(a: CompiledPricelist, b: CompiledPricelist): boolean {
  return comparePrecedence(a, b) < 0;
}

function validityFindings(carrier: CompiledCarrier, pl: CompiledPricelist, today: number, t: Translate): HealthFinding[] {
  // Only pricelists that price (active, not archived) compete; an inactive one has no validity to check.
  if (carrier.pricelists.get(pl.id) !== pl) return [];
  const out: HealthFinding[] = [];
  const whose = pl.partnerId === null ? 'general' : 'partner';
  const group = [...carrier.pricelists.values()].filter((p) => p.serviceId === pl.serviceId && p.partnerId === pl.partnerId);
  const from = pl.validFrom ?? NEG;
  const to = pl.validTo ?? POS;
  const covers = (day: number) => group.some((p) => (p.validFrom ?? NEG) <= day && day <= (p.validTo ?? POS));
  const at = (severity: HealthFinding['severity'], kind: HealthFinding['kind'], message: string): HealthFinding =>
    Object.freeze({ severity, kind, message, fare_group: null, zone_row: null, quantity_row: null });

  for (const other of group) {
    if (other === pl) continue;
    const lo = Math.max(from, other.validFrom ?? NEG);
    const hi = Math.min(to, other.validTo ?? POS);
    if (lo > hi) continue;
    const winner = wins(pl, other) ? pl : other;
    const sameStart = (pl.validFrom ?? NEG) === (other.validFrom ?? NEG);
    const span = lo === NEG && hi === POS ? 'always' : lo === NEG ? 'until' : hi === POS ? 'from' : 'between';
    const words = t('health.overlap', {
      rival: pricelistName(other, t),
      span,
      from: lo === NEG ? null : dayText(lo),
      to: hi === POS ? null : dayText(hi),
      winner: winner === pl ? 'this' : 'rival',
      sameStart: sameStart ? 'yes' : 'no',
    });
    out.push(at(sameStart || winner !== pl ? 'warning' : 'info', 'validity_overlap', words));
  }

  if (to !== POS && !covers(to + 1)) {
    const next = group.filter((p) => (p.validFrom ?? NEG) > to).sort((a, b) => (a.validFrom ?? 0) - (b.validFrom ?? 0))[0];
    if (next) {
      const gap = { whose, from: dayText(to + 1), to: dayText(next.validFrom! - 1), rival: pricelistName(next, t) };
      out.push(at('warning', 'validity_gap', t('health.gapAfter', gap)));
    }
  }
  if (from !== NEG && !covers(from - 1)) {
    const before = group.filter((p) => (p.validTo ?? POS) < from).sort((a, b) => (b.validTo ?? 0) - (a.validTo ?? 0))[0];
    if (before) {
      const gap = { whose, from: dayText(before.validTo! + 1), to: dayText(from - 1), rival: pricelistName(before, t) };
      out.push(at('warning', 'validity_gap', t('health.gapBefore', gap)));
    }
  }
  if (pl.validTo !== null && pl.validTo >= today && pl.validTo - today <= EXPIRING_WITHIN_DAYS && !covers(pl.validTo + 1)) {
    const days = pl.validTo - today;
    const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : 'later';
    out.push(at('warning', 'expiring', t('health.expiring', { day: dayText(pl.validTo), when, days: String(days), whose })));
  }
  return out;
}

// ---- entry points -----------------------------------------------------------------------------------

/**
 * The health of a pricelist of the carrier: its grid, its surcharges and its validity among the
 * active pricelists of the same service and partner. Errors first, then by place.
 */
export function checkPricelistHealth(carrier: CompiledCarrier, pricelist: CompiledPricelist, options: HealthOptions): HealthReport {
  const language = options.language ?? 'en';
  const findings = [
    ...checkGridHealth(pricelist.grid, language),
    ...surchargeFindings(carrier, pricelist, language),
    ...validityFindings(carrier, pricelist, options.today, translator(language)),
  ];
  return { findings: sortFindings(findings) };
}

/** The health of a surcharge on its own: its own grid (pricelist type) and its conditions, said in `language` (English unless asked). */
export function checkSurchargeHealth(surcharge: CompiledSurcharge, language: Language = 'en'): HealthReport {
  const findings: HealthFinding[] = surcharge.grid ? [...checkGridHealth(surcharge.grid, language)] : [];
  const conditions = conditionsNeverHold(surcharge.conditions, surcharge.allConditionsNeeded, language);
  if (conditions) findings.push(surchargeFinding(translator(language)('health.surcharge.thisNeverApplies', { reason: conditions })));
  return { findings: sortFindings(findings) };
}

const drafts = new WeakMap<PricelistRecord, CompiledPricelist>();

/**
 * The compiled pricelist a health check reads: the carrier's own when it prices (active), else
 * the stored record (inactive: work in progress) compiled against the carrier's reference data
 * and remembered per record. Null when the carrier has no such pricelist.
 */
export function pricelistForHealth(carrier: CompiledCarrier, id: number): CompiledPricelist | null {
  const compiled = carrier.pricelists.get(id);
  if (compiled) return compiled;
  const record = carrier.inactivePricelists.get(id);
  if (!record) return null;
  let draft = drafts.get(record);
  if (!draft) {
    draft = compilePricelist(record, carrier.refs);
    drafts.set(record, draft);
  }
  return draft;
}
