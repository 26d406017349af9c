/** A condition (block, limit): docs/api.md "Condition". */
import { z } from 'zod';
import { CONDITION_TYPES, CONDITION_TYPE_CODES } from '../constants/conditions';
import { optionalDecimalField } from './fields';
import { REASONS } from './reasons';

const bound = optionalDecimalField({ min: -1e9, max: 1e9, digits: 3 }).optional();

export const conditionSchema = z
  .object({
    /** Condition type code. */
    type: z.enum(CONDITION_TYPE_CODES as [string, ...string[]], { error: REASONS.conditionType }),
    /** Presence types: true, the shipment must have it; false, it must not. */
    presence: z.boolean().nullish(),
    /** Exclusive lower bound (>). */
    applied_after: bound,
    /** Inclusive upper bound (<=). */
    applied_until: bound,
  })
  .superRefine((c, ctx) => {
    const presence = CONDITION_TYPES[c.type as keyof typeof CONDITION_TYPES].presence;
    if (presence) {
      if (typeof c.presence !== 'boolean') ctx.addIssue({ code: 'custom', path: ['presence'], message: REASONS.required });
      return;
    }
    const after = c.applied_after ?? null;
    const until = c.applied_until ?? null;
    if (after === null && until === null) ctx.addIssue({ code: 'custom', path: ['applied_until'], message: REASONS.boundRequired });
    if (after !== null && until !== null && after >= until) {
      ctx.addIssue({ code: 'custom', path: ['applied_until'], message: REASONS.lowerBound });
    }
  });
export type ConditionBody = z.infer<typeof conditionSchema>;

/** A condition as the `/fe/conditions` calls answer it (also GET /fe/conditions/form). */
export const conditionAnswerSchema = z.strictObject({
  /** Condition id. */
  id: z.number().int(),
  /** Condition type code. */
  type: z.string(),
  /** The type's label ('Temperature sensitive'). */
  label: z.string(),
  /** Presence types: true, the shipment must have it; false, it must not. null for the others. */
  presence: z.boolean().nullable(),
  /** Exclusive lower bound (>); null for presence types or when unset. */
  applied_after: z.number().nullable(),
  /** Inclusive upper bound (<=); null for presence types or when unset. */
  applied_until: z.number().nullable(),
});
export type ConditionAnswer = z.output<typeof conditionAnswerSchema>;
