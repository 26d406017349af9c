/**
 * Writes of the pricing setup behind the approvals gate (docs/api.md "Changes a second person
 * approves"). A zone, an area, a transit time, a condition, the fuel index and the distance table
 * keep no versions a change could be based on, so a held write keeps its call (what, which record,
 * the body as its route took it) and the record as GET answered it then (`before`).
 *
 * - Proposed: the write runs in a savepoint that is rolled back, so it is refused exactly as the
 *   write would be (404, 409 in use, 422 naming the field) and nothing it wrote stays; then the
 *   change is kept, in the same transaction.
 * - Approved: the same write runs in the approval's transaction as its author; 409 when the
 *   record is gone or no longer what `before` kept (the author proposes again).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isDeepStrictEqual } from 'node:util';
import type { ChangeOrigin, RouteDescriptor, SetupChangeRecord } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { AppError, english } from '../../errors';
import { authOf, carrierOf } from '../../http/session.plugin';
import type { Seams } from '../../seams';
import { answerProposal } from '../change-mails';
import { insertProposal, rolledBack, type StoredProposal } from './proposals.repository';
import type { VersionAuthor } from './record-versions.repository';
import { approvalsHold, type Proposed } from './versioned-save';

/** What a setup write does: a record made, replaced or deleted; a table's older version restored; many rows made at once. */
export type SetupOp = 'create' | 'update' | 'delete' | 'restore' | 'import';

/** One write of a setup record, as a change keeps it. */
export interface SetupCall {
  op: SetupOp;
  /** The record written; null for a new one, or for the carrier's one table. */
  id: number | null;
  body: Record<string, unknown>;
}

/** The write's dependencies: an approval's run in its transaction (`inTransaction`). */
export type SetupDeps = Pick<Seams, 'db' | 'changePricing'>;

/** What the gate needs of a setup record kind. */
export interface SetupKind {
  type: SetupChangeRecord;
  /** The carrier has one such record (the fuel index, the distance table): its calls name no id. */
  singleton?: boolean;
  /**
   * The record's own content as GET answers it (no counts of what uses it), read through `db`;
   * undefined: the carrier has none. A change's diff starts from it, and an approval compares it.
   */
  read(db: Db, carrierId: number, id: number | null): Promise<Record<string, unknown> | undefined>;
  /** The name a change lists: the body's, else the record's. */
  nameOf(call: SetupCall, before: Record<string, unknown> | undefined): string;
  /** Runs the write through `deps` as `author`; answers the record's id (null: the carrier's one table, or many rows). */
  run(deps: SetupDeps, write: { carrierId: number; author: VersionAuthor }, call: SetupCall): Promise<number | null>;
}

/** A route's setup write as the gate takes it: `kind`, what it does, which record, the body as the route took it. */
export function setupWrite(kind: SetupKind, op: SetupOp, id: number | null, body: object = {}) {
  return { kind, call: { op, id, body: { ...body } as Record<string, unknown> } };
}

const ORIGINS: Record<SetupOp, ChangeOrigin> = { create: 'save', update: 'save', delete: 'delete', restore: 'restore', import: 'import' };

/** Dependencies whose pricing writes run in `tx`: the services' own transactions become its. */
export function inTransaction(tx: Db): SetupDeps {
  return { db: tx, changePricing: (_carrier, work) => work(tx) };
}

type HoldDeps = SetupDeps & Pick<Seams, 'mailer' | 'config' | 'background'>;

/**
 * A route's setup write behind the gate: when the carrier's approvals hold `kind`, the call is
 * checked and kept, and the route answers 202 {change_id, status: "pending"} (the approvers are
 * mailed); otherwise `write` runs as it always did and its answer is the route's.
 */
export async function writeOrHold<T, R extends RouteDescriptor & { accepted: z.ZodType }>(
  deps: HoldDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  route: R,
  held: { kind: SetupKind; call: SetupCall },
  write: () => Promise<T>,
): Promise<T | FastifyReply> {
  const carrierId = carrierOf(request);
  if (!(await approvalsHold(deps.db, carrierId, held.kind.type))) return write();
  const proposed = await proposeSetupWrite(deps, { carrierId, author: authOf(request).user }, held.kind, held.call);
  return answerProposal(deps, request, reply, route, proposed);
}

/** Checks a setup write by running it in a savepoint rolled back, then keeps it as a pending change (one transaction). */
export async function proposeSetupWrite(
  deps: SetupDeps,
  write: { carrierId: number; author: VersionAuthor },
  kind: SetupKind,
  call: SetupCall,
): Promise<Proposed> {
  return deps.db.transaction().execute(async (tx) => {
    await rolledBack(tx, () => kind.run(inTransaction(tx), write, call));
    const before = call.op === 'create' || call.op === 'import' ? undefined : await kind.read(tx, write.carrierId, call.id);
    const recordName = kind.nameOf(call, before);
    const changeId = await insertProposal(tx, {
      carrierId: write.carrierId,
      type: kind.type,
      recordId: call.id,
      baseVersion: null,
      recordName,
      origin: ORIGINS[call.op],
      body: call.body,
      changes: { op: call.op },
      before,
      author: write.author,
    });
    const change = {
      id: changeId,
      record_type: kind.type,
      record_name: recordName,
      author_id: write.author.id,
      author_name: write.author.name,
    };
    return { proposed: true, change_id: changeId, change };
  });
}

/** The call a kept setup change makes. */
export function setupCallOf(change: Pick<StoredProposal, 'changes' | 'record_id' | 'body'>): SetupCall {
  const op = (change.changes as { op?: SetupOp } | null)?.op ?? 'update';
  return { op, id: change.record_id, body: change.body };
}

/**
 * Applies an approved setup change in the approval's transaction `tx`, as its author: 409 when the
 * record is gone or changed since it was proposed. Answers the record's id.
 */
export async function applySetupChange(tx: Db, kind: SetupKind, change: StoredProposal): Promise<number | null> {
  const call = setupCallOf(change);
  if (change.before !== null) {
    const now = await kind.read(tx, change.carrier_id, call.id);
    if (now === undefined) throw AppError.conflict(english('errors.approvals.recordGone'));
    // Compared as the change kept it: through JSON (dates as text, no undefined keys).
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(now)), change.before)) throw AppError.conflict(english('errors.approvals.changed'));
  }
  const author = { id: change.author_id, name: change.author_name };
  const id = await kind.run(inTransaction(tx), { carrierId: change.carrier_id, author }, call);
  return id ?? call.id;
}
