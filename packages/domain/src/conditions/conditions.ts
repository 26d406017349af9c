/** Conditions (blocks, limits) and their evaluation against a shipment (docs/pricing.md §6). */
import { CONDITION_TYPES, isConditionType, type ConditionType } from '../constants/conditions';
import { displayNumber } from '../glossary/display';
import { MEASURE_DIGITS, MEASURE_SCALE, formatScaled, parseScaledOrNull, scaledToNumber } from '../money/decimal';
import type { ShipmentFacts } from '../shipment/shipment';
import type { Language } from '../i18n/languages';
import type { MessageKey } from '../i18n/messages';
import { translate } from '../i18n/translate';

type Decimal = number | string;

/** A condition as stored (docs/api.md "Condition"); `id` when referenced by blocks. */
export interface ConditionRecord {
  id?: number;
  /** A condition type code (ldm, adr, total_weight, ...). */
  type: ConditionType | (string & {});
  /** Presence types: true means the shipment must have it; null counts as true. */
  presence?: boolean | null;
  /** Exclusive lower bound (shown as >). */
  applied_after?: Decimal | null;
  /** Inclusive upper bound (shown as <=). */
  applied_until?: Decimal | null;
}

/** A condition ready for evaluation; bounds in thousandths. */
export interface CompiledCondition {
  readonly id: number | null;
  /** The stored type; `known` is false for a type this engine does not know (it never holds). */
  readonly type: string;
  readonly known: boolean;
  readonly label: string;
  readonly isPresence: boolean;
  readonly presence: boolean;
  readonly after: number | null;
  readonly until: number | null;
}

/** The catalog's key of each condition type's label (i18n/messages/document-words.ts). */
const CONDITION_LABEL_KEYS: Readonly<Record<ConditionType, MessageKey>> = {
  ldm: 'words.condition.ldm',
  cbm: 'words.condition.cbm',
  largest_side: 'words.condition.largestSide',
  largest_height: 'words.condition.largestHeight',
  adr: 'words.condition.adr',
  frigo: 'words.condition.frigo',
  tail_lift: 'words.condition.tailLift',
  private_person: 'words.condition.privatePerson',
  total_weight: 'words.condition.totalWeight',
  weight_per_container: 'words.condition.weightPerContainer',
  largest_perimeter: 'words.condition.largestPerimeter',
  side_load: 'words.condition.sideLoad',
  time_promise: 'words.condition.timePromise',
  prenotification: 'words.condition.prenotification',
  label_count: 'words.condition.labelCount',
  returnable_items: 'words.condition.returnableItems',
  pallets: 'words.condition.pallets',
  length_width: 'words.condition.lengthWidth',
  containers: 'words.condition.containers',
};

/**
 * The label of a condition type ('frigo' -> 'Temperature sensitive', 'Lämpötilaherkkä') in
 * `language` (English unless asked); an unknown type is its own label.
 */
export function conditionLabel(type: string, language: Language = 'en'): string {
  if (!isConditionType(type)) return type;
  return language === 'en' ? CONDITION_TYPES[type].label : translate(language, CONDITION_LABEL_KEYS[type]);
}

/** True for the types read as yes/no from the shipment instead of compared with bounds. */
export function isPresenceType(type: string | null | undefined): boolean {
  return !!type && isConditionType(type) && CONDITION_TYPES[type].presence;
}

/** Compiles a condition record; throws DecimalError on a malformed bound. */
export function compileCondition(record: ConditionRecord): CompiledCondition {
  const known = isConditionType(record.type);
  return {
    id: record.id ?? null,
    type: record.type,
    known,
    label: conditionLabel(record.type),
    isPresence: isPresenceType(record.type),
    presence: record.presence !== false,
    after: parseScaledOrNull(record.applied_after, MEASURE_DIGITS),
    until: parseScaledOrNull(record.applied_until, MEASURE_DIGITS),
  };
}

function presenceValue(type: string, facts: ShipmentFacts): boolean {
  switch (type) {
    case 'adr':
      return facts.adr;
    case 'frigo':
      return facts.frigo;
    case 'tail_lift':
      return facts.tailLift;
    case 'private_person':
      return facts.privatePerson;
    case 'side_load':
      return facts.sideloading;
    case 'time_promise':
      return facts.timePromise;
    case 'prenotification':
      return facts.prenotification;
    case 'returnable_items':
      return facts.returnableItems;
    case 'pallets':
      return facts.hasPallets;
    case 'containers':
      return facts.hasContainers;
    default:
      return false;
  }
}

/** The numeric value (thousandths) a condition type reads; weight_per_container is handled apart. */
function numericValue(type: string, facts: ShipmentFacts): number {
  switch (type) {
    case 'ldm':
      return facts.ldm;
    case 'cbm':
      return facts.cbm;
    case 'largest_side':
      return facts.largestSide;
    case 'largest_height':
      return facts.largestHeight;
    case 'total_weight':
      return facts.weight;
    case 'largest_perimeter':
      return facts.largestPerimeter;
    case 'label_count':
      return facts.pieces * MEASURE_SCALE;
    case 'length_width':
      return facts.largestLengthWidth;
    default:
      return 0;
  }
}

/** Which bound fails: 'after' (value not above it), 'until' (value above it), or null when it holds. */
function failedBound(c: CompiledCondition, facts: ShipmentFacts): 'after' | 'until' | null {
  if (c.type === 'weight_per_container') {
    // Compare weight / quantity with the bound without dividing.
    const w = facts.pieceWeight;
    const q = facts.pieceQuantity;
    if (c.after !== null && !(w > c.after * q)) return 'after';
    if (c.until !== null && !(w <= c.until * q)) return 'until';
    return null;
  }
  const v = numericValue(c.type, facts);
  if (c.after !== null && !(v > c.after)) return 'after';
  if (c.until !== null && !(v <= c.until)) return 'until';
  return null;
}

/** True when the condition holds for the shipment. An unknown type never holds. */
export function conditionHolds(c: CompiledCondition, facts: ShipmentFacts): boolean {
  if (!c.known) return false;
  if (c.isPresence) return presenceValue(c.type, facts) === c.presence;
  return failedBound(c, facts) === null;
}

/**
 * The text naming a failed limit, e.g. `Total real weight (kg) must be <= 1000`,
 * `ADR is required`, `Tail lift is not allowed`; null when the condition holds.
 */
export function describeFailedCondition(c: CompiledCondition, facts: ShipmentFacts): string | null {
  if (!c.known) return `Unknown condition type "${c.type}"`;
  if (c.isPresence) {
    if (presenceValue(c.type, facts) === c.presence) return null;
    return c.presence ? `${c.label} is required` : `${c.label} is not allowed`;
  }
  const failed = failedBound(c, facts);
  if (failed === 'after') return `${c.label} must be > ${formatScaled(c.after!, MEASURE_DIGITS)}`;
  if (failed === 'until') return `${c.label} must be <= ${formatScaled(c.until!, MEASURE_DIGITS)}`;
  return null;
}

/** Every failed limit's text, in the order given; empty when all hold. */
export function failedLimits(limits: readonly CompiledCondition[], facts: ShipmentFacts): string[] {
  let errors: string[] | null = null;
  for (const c of limits) {
    if (conditionHolds(c, facts)) continue;
    (errors ??= []).push(describeFailedCondition(c, facts)!);
  }
  return errors ?? NO_ERRORS;
}

const NO_ERRORS: string[] = [];

/** True when every condition holds (none: true). */
export function allHold(conditions: readonly CompiledCondition[], facts: ShipmentFacts): boolean {
  for (const c of conditions) if (!conditionHolds(c, facts)) return false;
  return true;
}

/** True when at least one condition holds (none: true). */
export function anyHolds(conditions: readonly CompiledCondition[], facts: ShipmentFacts): boolean {
  if (conditions.length === 0) return true;
  for (const c of conditions) if (conditionHolds(c, facts)) return true;
  return false;
}

function compiled(condition: ConditionRecord | CompiledCondition): CompiledCondition {
  return 'known' in condition ? condition : compileCondition(condition);
}

/** The bounds of a condition as the catalog's `bound` select reads them, in the product's number format. */
function boundsValues(c: CompiledCondition) {
  const bound = (scaled: number) => displayNumber(scaledToNumber(scaled, MEASURE_DIGITS), MEASURE_DIGITS);
  const kind = c.after !== null && c.until !== null ? 'between' : c.after !== null ? 'above' : c.until !== null ? 'upTo' : 'none';
  return { bound: kind, after: c.after === null ? '' : bound(c.after), until: c.until === null ? '' : bound(c.until) };
}

/**
 * The rule of a condition, as the conditions list shows it: 'Yes' / 'No' for presence types, the
 * bounds ('> 0,5 and <= 1 000', or one side, '' with none) for the others, in the product's number
 * format and `language`'s words. Throws DecimalError on a malformed bound.
 */
export function conditionRule(condition: ConditionRecord | CompiledCondition, language: Language = 'en'): string {
  const c = compiled(condition);
  if (c.isPresence) return translate(language, c.presence ? 'common.yes' : 'common.no');
  return translate(language, 'words.condition.rule', boundsValues(c));
}

/**
 * What the condition asks for in one line, for pickers, messages and the rate card:
 * `Total real weight (kg) > 500 and <= 1 000`, `Temperature sensitive: yes`, in `language` (English
 * unless asked: 'Lämpötilaherkkä: kyllä'). Takes a record as the API answers it or a compiled
 * condition; throws DecimalError on a malformed bound.
 */
export function describeCondition(condition: ConditionRecord | CompiledCondition, language: Language = 'en'): string {
  const c = compiled(condition);
  if (!c.known) return translate(language, 'words.condition.unknown', { type: c.type });
  const label = conditionLabel(c.type, language);
  if (c.isPresence) return translate(language, 'words.condition.presence', { label, present: c.presence ? 'yes' : 'no' });
  return translate(language, 'words.condition.bounds', { label, ...boundsValues(c) });
}
