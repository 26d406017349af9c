/**
 * Changes a second person approves (docs/api.md "Changes a second person approves"): the carrier's
 * setting, the 202 a gated save answers, and the /fe/changes list, detail and decisions.
 */
import { z } from 'zod';
import { MAX_ID } from '../constants/limits';
import { textField, timestampField } from './fields';
import { listAnswerSchema, pageField } from './list.schema';
import { REASONS } from './reasons';
import { healthReportSchema } from './health.schema';
import { versionDiffSchema } from './versions.schema';

/** Whose saves wait for a second person: nobody's, a pricelist's, or also a surcharge's. */
export const APPROVAL_MODES = ['off', 'pricelists', 'pricing'] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

/**
 * The records whose changes keep no versions of their own: the pricing setup a pricelist's grid and
 * its postcodes rest on (a zone, an area, a transit time, a condition) and the carrier-wide tables
 * (the fuel index, the distance table). Approvals hold their writes under `pricing`.
 */
export const SETUP_CHANGE_RECORDS = ['zone', 'area', 'transit', 'condition', 'fuel_index', 'distance_table'] as const;
export type SetupChangeRecord = (typeof SETUP_CHANGE_RECORDS)[number];

/** What a change proposes: a save of a pricelist or surcharge, a rate increase (new pricelists), or a write of the pricing setup. */
export const CHANGE_RECORDS = ['pricelist', 'surcharge', 'rate_increase', ...SETUP_CHANGE_RECORDS] as const;
export type ChangeRecord = (typeof CHANGE_RECORDS)[number];

/** True for a change of the pricing setup (a record without versions of its own). */
export function isSetupChange(record: ChangeRecord): record is SetupChangeRecord {
  return (SETUP_CHANGE_RECORDS as readonly string[]).includes(record);
}

/** The records a change can wait on by id (a record's page asks for its pending changes). */
export const RECORDS_WITH_PAGES = ['pricelist', 'surcharge', 'zone', 'area', 'transit', 'condition'] as const;
export type RecordWithPage = (typeof RECORDS_WITH_PAGES)[number];

/** The permission area whose read shows a record's page, and so what waits on it. */
export const RECORD_AREAS = {
  pricelist: 'pricelists',
  surcharge: 'surcharges',
  zone: 'zones',
  area: 'areas',
  transit: 'transits',
  condition: 'conditions',
} as const satisfies Record<RecordWithPage, string>;

/** True when `mode` sends a change of `record` for approval: a rate increase makes pricelists, so it waits whenever they do. */
export function approvalNeeded(mode: ApprovalMode, record: ChangeRecord): boolean {
  return mode === 'pricing' || (mode === 'pricelists' && (record === 'pricelist' || record === 'rate_increase'));
}

export const CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

/** How the author came to the change: the editor's save, a restore of a version, a file import, a rate increase, an archive or un-archive, a delete. */
export const CHANGE_ORIGINS = ['save', 'restore', 'import', 'increase', 'archive', 'unarchive', 'delete'] as const;
export type ChangeOrigin = (typeof CHANGE_ORIGINS)[number];

/** What a save answers (202) when approvals hold it: nothing that prices changed. */
export const changeProposedSchema = z.strictObject({
  change_id: z.number().int(),
  status: z.literal('pending'),
});
export type ChangeProposed = z.output<typeof changeProposedSchema>;

/** GET /fe/changes?status=: one status (default pending) and the page. */
export const changeListQuerySchema = z.object({
  status: z.enum(CHANGE_STATUSES, { error: REASONS.changeStatus }).default('pending'),
  page: pageField,
});

/** GET /fe/changes/of_record: the pending changes of one record. */
export const changeOfRecordQuerySchema = z.object({
  record_type: z.enum(RECORDS_WITH_PAGES, { error: REASONS.changeRecord }),
  record_id: z.coerce.number<number | string>({ error: REASONS.id }).int(REASONS.id).min(1, REASONS.id).max(MAX_ID, REASONS.id),
});

const person = z.strictObject({ id: z.number().int().nullable(), name: z.string() });

/** A change as the list shows it. */
export const changeListItemSchema = z.strictObject({
  id: z.number().int(),
  record_type: z.enum(CHANGE_RECORDS),
  /** Null: the change creates the record. */
  record_id: z.number().int().nullable(),
  record_name: z.string(),
  /** The version it was based on; null for a new record. */
  base_version: z.number().int().nullable(),
  origin: z.enum(CHANGE_ORIGINS),
  status: z.enum(CHANGE_STATUSES),
  author: person,
  created_at: timestampField,
  decided_by: person.nullable(),
  decided_at: timestampField.nullable(),
  reason: z.string().nullable(),
  /** An Owner approved their own change as the carrier's only approver. */
  self_approved: z.boolean(),
  /** The version the approval wrote (and the record, when the change created it). */
  applied_record_id: z.number().int().nullable(),
  applied_version: z.number().int().nullable(),
});
export type ChangeListItem = z.output<typeof changeListItemSchema>;

export const changeListSchema = listAnswerSchema(changeListItemSchema);

/** GET /fe/changes/{id}: the change with its diff against the record as it is now, as the versions panel shows it. */
export const changeAnswerSchema = changeListItemSchema.extend({
  /** The record's version now: a pending change whose base is older cannot be approved (the author re-bases). */
  current_version: z.number().int().nullable(),
  /** Fields, cells and rows from the record as it is now (nothing, for a new record) to the proposal. */
  diff: versionDiffSchema.omit({ from: true, to: true }),
  /** The health check of the pricelist as the change would make it; null for other changes. */
  health: healthReportSchema.nullable(),
  /** The decision the asking user may make: approve and reject, and whether an approval of their own needs a confirmation. */
  may: z.strictObject({ decide: z.boolean(), self_approval: z.boolean() }),
});
export type ChangeAnswer = z.output<typeof changeAnswerSchema>;

/** GET /fe/changes/count: the top bar's number. */
export const changeCountSchema = z.strictObject({ pending: z.number().int() });

/** POST /fe/changes/{id}/approve: an Owner approving their own change confirms it a second time. */
export const approveChangeSchema = z.object({ confirm_own: z.boolean({ error: REASONS.boolean }).default(false) });
export type ApproveChangeBody = z.output<typeof approveChangeSchema>;

/** POST /fe/changes/{id}/reject: why, for the author. */
export const rejectChangeSchema = z.object({
  reason: textField().trim().min(1, REASONS.required).max(1000, REASONS.maxChars(1000)),
});

/** PUT /fe/carrier_settings's approvals field. */
export const approvalModeField = z.enum(APPROVAL_MODES, { error: REASONS.approvalMode });
