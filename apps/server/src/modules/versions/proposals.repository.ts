/**
 * Proposed saves (docs/api.md "Changes a second person approves"): a save the carrier's approvals
 * held, with the body the one versioned save takes, until a second person approves or rejects it.
 * Nothing that prices reads this table.
 */
import { sql } from 'kysely';
import type { ChangeOrigin, ChangeRecord, ChangeStatus } from '@freight/domain';
import { ownedBy, type Db } from '../../db/carrier-scope';
import { pageOf } from '../../db/paging';
import type { VersionAuthor } from './record-versions.repository';

export type ProposalOrigin = ChangeOrigin;

/** A save held for approval, as the gate keeps it. */
export interface NewProposal {
  carrierId: number;
  type: ChangeRecord;
  /** Null: the change creates the record (a rate increase: its successors). */
  recordId: number | null;
  baseVersion: number | null;
  recordName: string;
  origin: ProposalOrigin;
  body: unknown;
  /** The change set the log says instead of the field diff (an import's summary, a restore). */
  changes: unknown;
  /** A setup record as GET answered it when proposed (undefined: a new one, or a versioned record). */
  before?: object | undefined;
  author: VersionAuthor;
}

/** Keeps a proposal in the save's transaction; answers its id. */
export async function insertProposal(db: Db, p: NewProposal): Promise<number> {
  const row = await db
    .insertInto('changes')
    .values({
      carrier_id: p.carrierId,
      record_type: p.type,
      record_id: p.recordId,
      base_version: p.baseVersion,
      record_name: p.recordName,
      origin: p.origin,
      body: JSON.stringify(p.body),
      changes: p.changes === null ? null : JSON.stringify(p.changes),
      before: p.before === undefined ? null : JSON.stringify(p.before),
      author_id: p.author.id,
      author_name: p.author.name,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const LISTED = [
  'id',
  'record_type',
  'record_id',
  'record_name',
  'base_version',
  'origin',
  'status',
  'author_id',
  'author_name',
  'created_at',
  'decided_by_id',
  'decided_by_name',
  'decided_at',
  'reason',
  'self_approved',
  'applied_record_id',
  'applied_version',
] as const;

function changesOf(db: Db, carrierId: number) {
  return db.selectFrom('changes').where(ownedBy(carrierId, 'changes'));
}

/** A page of the carrier's changes of one status, the newest first, and their count. */
export function listProposals(db: Db, carrierId: number, status: ChangeStatus, page: number) {
  return pageOf(changesOf(db, carrierId).select(LISTED).where('status', '=', status).orderBy('id', 'desc'), page);
}

/** The pending changes of one record, the newest first. */
export function pendingOfRecord(db: Db, carrierId: number, type: ChangeRecord, recordId: number) {
  return changesOf(db, carrierId)
    .select(LISTED)
    .where('status', '=', 'pending')
    .where('record_type', '=', type)
    .where('record_id', '=', recordId)
    .orderBy('id', 'desc')
    .execute();
}

/** How many changes of the carrier wait for a decision. */
export async function countPending(db: Db, carrierId: number): Promise<number> {
  const row = await changesOf(db, carrierId)
    .select(sql<number>`count(*)::int`.as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return row.count;
}

/** One change with its body; `lock`: its row locked until the transaction ends (a decision). Undefined: the carrier has none. */
export function findProposal(db: Db, carrierId: number, id: number, lock = false) {
  const query = changesOf(db, carrierId)
    .select([...LISTED, 'carrier_id', 'body', 'changes', 'before'])
    .where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export type StoredProposal = NonNullable<Awaited<ReturnType<typeof findProposal>>>;

/** Records a decision on a pending change (the caller holds its lock). */
export async function decideProposal(
  db: Db,
  carrierId: number,
  id: number,
  decision:
    | { status: 'approved'; by: VersionAuthor; selfApproved: boolean; recordId: number | null; version: number | null }
    | { status: 'rejected'; by: VersionAuthor; reason: string },
) {
  await db
    .updateTable('changes')
    .set({
      status: decision.status,
      decided_by_id: decision.by.id,
      decided_by_name: decision.by.name,
      decided_at: sql<Date>`now()`,
      ...(decision.status === 'approved'
        ? { self_approved: decision.selfApproved, applied_record_id: decision.recordId, applied_version: decision.version }
        : { reason: decision.reason }),
    })
    .where(ownedBy(carrierId, 'changes'))
    .where('id', '=', id)
    .execute();
}

/** Runs `work` in a savepoint of the transaction `tx`, then rolls it back: what it wrote is gone, what it threw is thrown. */
export async function rolledBack(tx: Db, work: () => Promise<unknown>): Promise<void> {
  await sql`savepoint rolled_back`.execute(tx);
  try {
    await work();
  } finally {
    await sql`rollback to savepoint rolled_back`.execute(tx);
  }
}
