/**
 * Conditions (blocks, limits) as the screens show them: the type's label and its rule. Presence
 * types read Yes/No; numeric ones their bounds, the lower exclusive (>) and the upper inclusive
 * (<=): '> 0.5 and <= 1000'.
 */
import { CONDITION_TYPES, isConditionType } from '@freight/domain';

/** A condition as the `/fe/conditions` calls answer it. */
export interface ConditionRecord {
  id: number;
  type: string;
  label?: string;
  presence: boolean | null;
  applied_after: number | null;
  applied_until: number | null;
}

/** The label of a condition type ('frigo' -> 'Temperature sensitive'). */
export function conditionLabel(condition: Pick<ConditionRecord, 'type' | 'label'>): string {
  if (condition.label) return condition.label;
  return isConditionType(condition.type) ? CONDITION_TYPES[condition.type].label : condition.type;
}

/** True for the types that use presence (yes/no) instead of numeric bounds. */
export function isPresenceType(type: string | null | undefined): boolean {
  return !!type && isConditionType(type) && CONDITION_TYPES[type].presence;
}

function bound(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? String(n) : null;
}

/** The rule: 'Yes' / 'No' for presence types, '> 0.5 and <= 1000' (or one side) otherwise. */
export function conditionRule(condition: Pick<ConditionRecord, 'type' | 'presence' | 'applied_after' | 'applied_until'>): string {
  if (isPresenceType(condition.type)) return condition.presence ? 'Yes' : 'No';
  const after = bound(condition.applied_after);
  const until = bound(condition.applied_until);
  const parts = [after !== null ? `> ${after}` : null, until !== null ? `<= ${until}` : null].filter(Boolean);
  return parts.join(' and ');
}

/** Label and rule in one line, for pickers: 'LDM > 0.5 and <= 13.6', 'ADR: Yes'. */
export function describeCondition(condition: ConditionRecord): string {
  const rule = conditionRule(condition);
  if (isPresenceType(condition.type)) return `${conditionLabel(condition)}: ${rule}`;
  return rule ? `${conditionLabel(condition)} ${rule}` : conditionLabel(condition);
}
