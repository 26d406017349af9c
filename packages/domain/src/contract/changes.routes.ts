/** Changes a second person approves: the list, one change with its diff, its backtest, the top bar's count, the decisions. */
import {
  approveChangeSchema,
  changeAnswerSchema,
  changeCountSchema,
  changeListItemSchema,
  changeListQuerySchema,
  changeOfRecordQuerySchema,
  changeListSchema,
  rejectChangeSchema,
} from '../schemas/changes.schema';
import { rateIncreasePreviewSchema } from '../schemas/rate-increase.schema';
import { backtestAnswerSchema } from '../schemas/versions.schema';
import { idParams, route } from './route';

const read = { area: 'approvals', level: 'read' } as const;
const decide = { area: 'approvals', level: 'write' } as const;

export const CHANGE_ROUTES = {
  list: route({
    method: 'GET',
    path: '/fe/changes',
    access: read,
    summary: 'The changes of one status (pending unless asked), the newest first',
    query: changeListQuerySchema,
    answer: changeListSchema,
  }),
  count: route({
    method: 'GET',
    path: '/fe/changes/count',
    // Everyone on the staff: the top bar asks for every signed-in user; without approvals read it is 0.
    access: 'session',
    summary: 'How many changes wait for a decision the asking user may see',
    answer: changeCountSchema,
  }),
  ofRecord: route({
    method: 'GET',
    path: '/fe/changes/of_record',
    // Who reads the record reads what waits on it (the page's "Waiting for approval").
    // (The service checks the record type's own area: a zone's page, zones read.)
    access: { area: ['pricelists', 'surcharges', 'zones', 'areas', 'transits', 'conditions'], level: 'read' },
    summary: 'The pending changes of one record (?record_type=&record_id=), the newest first',
    query: changeOfRecordQuerySchema,
    answer: changeListSchema,
  }),
  get: route({
    method: 'GET',
    path: '/fe/changes/:id',
    access: read,
    summary: 'One change with its diff against the record as it is now',
    params: idParams,
    answer: changeAnswerSchema,
  }),
  backtest: route({
    method: 'GET',
    path: '/fe/changes/:id/backtest',
    access: read,
    summary: "A pricelist change priced on the last 30 days' requests: the revenue effect",
    params: idParams,
    answer: backtestAnswerSchema.nullable(),
  }),
  preview: route({
    method: 'GET',
    path: '/fe/changes/:id/preview',
    access: read,
    summary: "A pending rate increase's preview: per pricelist the cells that change, and the revenue effect on the last 30 days' requests",
    params: idParams,
    answer: rateIncreasePreviewSchema.nullable(),
  }),
  approve: route({
    method: 'POST',
    path: '/fe/changes/:id/approve',
    access: decide,
    summary: "Approves a pending change: saved as its author's version with the approver named (409 when the record moved on)",
    params: idParams,
    body: approveChangeSchema,
    answer: changeListItemSchema,
  }),
  reject: route({
    method: 'POST',
    path: '/fe/changes/:id/reject',
    access: decide,
    summary: 'Rejects a pending change with a reason for its author',
    params: idParams,
    body: rejectChangeSchema,
    answer: changeListItemSchema,
  }),
} as const;
