/**
 * Which fields a condition keeps (docs/api.md "Condition"): a presence type keeps its yes/no, a numeric
 * type its bounds. The server prunes with it before storing and shapes its answers with it.
 */
import { conditionLabel, isPresenceType } from './conditions';

/** A condition as sent: the fields of the other kind of type may be present and are dropped. */
export interface ConditionInput {
  type: string;
  presence?: boolean | null | undefined;
  applied_after?: number | null | undefined;
  applied_until?: number | null | undefined;
}

/** A condition as stored; bounds may come back from the database as numeric strings. */
export interface StoredCondition {
  id: number;
  type: string;
  presence: boolean | null;
  applied_after: number | string | null;
  applied_until: number | string | null;
}

/** The columns to store: presence for a presence type, bounds otherwise, the rest null. */
export function keepConditionFields(input: ConditionInput) {
  const presence = isPresenceType(input.type);
  return {
    type: input.type,
    presence: presence ? (input.presence ?? null) : null,
    applied_after: presence ? null : (input.applied_after ?? null),
    applied_until: presence ? null : (input.applied_until ?? null),
  };
}

/** A stored condition as the API answers it: its label, bounds as numbers, only its type's fields. */
export function presentCondition(row: StoredCondition) {
  const presence = isPresenceType(row.type);
  return {
    id: row.id,
    type: row.type,
    label: conditionLabel(row.type),
    presence: presence ? row.presence : null,
    applied_after: !presence && row.applied_after !== null ? Number(row.applied_after) : null,
    applied_until: !presence && row.applied_until !== null ? Number(row.applied_until) : null,
  };
}
