/**
 * The one versioned save of a pricelist or surcharge: create, update, restore and the
 * file imports all come here. Inside the caller's pricing transaction it locks and reads the
 * stored record once (404, then 409 for a stale `version`), checks the body's references, diffs it
 * against what it replaces, writes the new content (a new grid when the grid changed: the old one stays with its version,
 * decision 7; an unchanged grid is shared by both versions) and keeps one row in record_versions: the version and its change-log entry at once.
 * It answers the record as GET answers it, in the same transaction after the write: nothing is read
 * before the transaction or after it, and a pricelist's record is read once, when it is locked (its
 * answer and its events come from the row its write returns). Each record kind brings a small adapter
 * (`RecordKind`); this file holds the order of the steps.
 */
import type { Db } from '../../db/carrier-scope';
import { AppError } from '../../errors';
import { assertLoadedVersion } from './edit-conflicts';
import { approvalNeeded, type ChangeRecord, type DiffGrid } from '@freight/domain';
import { findApprovalMode } from '../carrier-settings';
import { insertProposal, type ProposalOrigin } from './proposals.repository';
import { insertVersion, type ChangeSet, type LoggedRecord, type VersionAuthor } from './record-versions.repository';

/** What a record kind's write answers: the record's id, its grid (null: none), and what the kind returns of the written row. */
export interface Written {
  id: number;
  gridId: number | null;
}

/** What the save needs of a record kind: lock and read, check, diff, write, answer. */
export interface RecordKind<Body, Stored extends { version: number }, Wrote extends Written = Written> {
  type: LoggedRecord;
  /** The stored record with its row locked until the transaction ends; undefined: the carrier has no such record. */
  lockAndRead(tx: Db, carrierId: number, id: number): Promise<Stored | undefined>;
  /** Every reference of the body checked against the carrier's own records (422 naming the fields); `id`: the record saved over. */
  check(tx: Db, carrierId: number, body: Body, id: number | null): Promise<void>;
  /** The fields a save of `body` over `stored` changes, as the change log keeps them (new and old values, grid cells). */
  diff(
    tx: Db,
    carrierId: number,
    stored: Stored,
    body: Body,
  ): Promise<{ updates: Record<string, unknown>; before: Record<string, unknown> }>;
  /**
   * Writes `body` as the record's content (id null: inserts it) and answers its id and its grid (null: none).
   * `keepGrid`: the save changes none of `gridFields`, so the record keeps pointing at its stored grid
   * (grids are immutable, so versions may share one): a change of validity copies no grid.
   */
  write(tx: Db, carrierId: number, id: number | null, body: Body, keepGrid: boolean): Promise<Wrote>;
  /** The record's name as a change lists it ('' for a pricelist without one: the General pricelist). */
  nameOf(body: Body): string;
  /** The body's grid (zone ids; null: none), for the diff of a proposal against the record. */
  gridOf(body: Body): ProposedGrid | null;
  /** The fields of the diff's `updates` that are the grid's: a save changing none of them keeps the stored grid. */
  gridFields?: readonly string[];
  /** What a version keeps of the record besides its grid: its fields and links, by id. */
  content(body: Body): Record<string, unknown>;
  /**
   * The record as GET answers it after the write, through `tx` (the save's own snapshot): built from
   * what the write returned (a pricelist's row comes back from its UPDATE), or read again.
   */
  answer(tx: Db, carrierId: number, written: Wrote): Promise<Stored>;
  /**
   * Runs in the save's transaction after the write: a pricelist's change notifications (their
   * outbox rows, notifications/events.ts), so a save that rolls back tells nobody.
   */
  afterWrite?(
    tx: Db,
    carrierId: number,
    saved: { written: Wrote; stored: Stored | null; body: Body; replaces?: number | undefined },
  ): Promise<unknown>;
}

/** A grid as a save body carries it: the diff's grid without the zones' names. */
export type ProposedGrid = Omit<DiffGrid, 'fare_groups'> & {
  fare_groups: readonly {
    quantities: readonly { quantity: number; unit: string }[];
    zones: readonly Omit<DiffGrid['fare_groups'][number]['zones'][number], 'zone_from_name' | 'zone_to_name'>[];
  }[];
};

/** What the caller saves. */
export interface SaveContent<Body> {
  body: Body;
  /** The change set the log says, instead of the field diff (the Excel import's summary). */
  changes?: ChangeSet;
}

/** A new record: version 1, logged as created. */
interface NewRecord<Body> {
  id: null;
  /** The content to save, after nothing was read. */
  content: () => Promise<SaveContent<Body>> | SaveContent<Body>;
  /** A rate increase's successor: the record it replaces (its partners are told it is scheduled). */
  replaces?: number;
}

/** The next version of a stored record. */
interface NextVersion<Body, Stored> {
  id: number;
  /** The version the clerk loaded (docs/api.md "Concurrent edits"): required; an older one than stored is 409. */
  sent?: number | undefined;
  /** The caller checks for a stale save itself in `content` (the Excel import, by its workbook's version stamp). */
  callerChecksVersion?: boolean;
  /** A restore: the version whose content comes back, kept in the change set. */
  restored?: number;
  /**
   * The content to save, given the record as stored now: called after the lock, the 404 and the
   * version check and before anything is written, so a caller can compare with it (an import's
   * workbook) or read what the write will change (a pricelist's lane takeovers).
   */
  content: (stored: Stored) => Promise<SaveContent<Body>> | SaveContent<Body>;
}

/** Who saves what, in which carrier; `approval`: an approved change being applied (the gate lets it through). */
export type VersionedSave<Body, Stored> = {
  carrierId: number;
  author: VersionAuthor;
  /** How the author came to the save, as a proposal keeps it: the editor (default), a restore, an import. */
  origin?: ProposalOrigin;
  approval?: { by: VersionAuthor; changeId: number };
} & (NewRecord<Body> | NextVersion<Body, Stored>);

/** What a save answers when the carrier's approvals hold it: the change that waits, nothing written to the record. */
export interface Proposed {
  proposed: true;
  change_id: number;
  /** What its mails name. */
  change: { id: number; record_type: ChangeRecord; record_name: string; author_id: number | null; author_name: string };
}

/** True when the carrier's approvals hold a change of `record` for a second person (its setting, read in `db`). */
export async function approvalsHold(db: Db, carrierId: number, record: ChangeRecord): Promise<boolean> {
  return approvalNeeded(await findApprovalMode(db, carrierId), record);
}

/** True for a save's answer that is a proposal, not the record. */
export function isProposed(answer: object): answer is Proposed {
  return 'proposed' in answer && answer.proposed === true;
}

/** Saves a record of `kind` inside the pricing transaction `tx` (see the file's comment); answers it as GET answers it, read in `tx`. */
export async function saveVersioned<Body, Stored extends { version: number }, Wrote extends Written>(
  tx: Db,
  kind: RecordKind<Body, Stored, Wrote>,
  save: VersionedSave<Body, Stored>,
): Promise<Stored> {
  return kind.answer(tx, save.carrierId, await writePrepared(tx, kind, save, await prepareSave(tx, kind, save)));
}

/**
 * saveVersioned behind the approvals gate (docs/api.md "Changes a second person approves"): checked
 * exactly as a save is (404, 409 for a stale version, 422 for a reference), then, when the
 * carrier's approvals hold this kind's saves, kept as a pending change instead of written: the
 * record, its prices and its partners' notifications wait for the approval.
 */
export async function saveOrPropose<Body, Stored extends { version: number }, Wrote extends Written>(
  tx: Db,
  kind: RecordKind<Body, Stored, Wrote>,
  save: VersionedSave<Body, Stored>,
): Promise<Stored | Proposed> {
  const prepared = await prepareSave(tx, kind, save);
  if (!save.approval && (await approvalsHold(tx, save.carrierId, kind.type))) {
    const changeId = await insertProposal(tx, {
      carrierId: save.carrierId,
      type: kind.type,
      recordId: save.id,
      baseVersion: prepared.stored?.version ?? null,
      recordName: kind.nameOf(prepared.body),
      origin: save.origin ?? 'save',
      body: prepared.body,
      // A restore keeps the version it brings back, as its change-log entry will say.
      changes: prepared.said.changes ?? (save.id !== null && save.restored !== undefined ? { restored: save.restored } : null),
      author: save.author,
    });
    const change = {
      id: changeId,
      record_type: kind.type,
      record_name: kind.nameOf(prepared.body),
      author_id: save.author.id,
      author_name: save.author.name,
    };
    return { proposed: true, change_id: changeId, change };
  }
  return kind.answer(tx, save.carrierId, await writePrepared(tx, kind, save, prepared));
}

/**
 * saveVersioned without the answer: answers what the write returned (the record's id...). For a
 * caller that saves many records and answers none of them (a rate increase: an answer is a whole grid each).
 */
export async function writeVersioned<Body, Stored extends { version: number }, Wrote extends Written>(
  tx: Db,
  kind: RecordKind<Body, Stored, Wrote>,
  save: VersionedSave<Body, Stored>,
): Promise<Wrote> {
  return writePrepared(tx, kind, save, await prepareSave(tx, kind, save));
}

/** The save's steps before its write: lock and read (404, 409), the content, its references checked. */
async function prepareSave<Body, Stored extends { version: number }, Wrote extends Written>(
  tx: Db,
  kind: RecordKind<Body, Stored, Wrote>,
  save: VersionedSave<Body, Stored>,
) {
  const { carrierId } = save;
  let stored: Stored | null = null;
  let said: SaveContent<Body>;
  if (save.id === null) said = await save.content();
  else {
    const found = await kind.lockAndRead(tx, carrierId, save.id);
    if (!found) throw AppError.notFound();
    if (!save.callerChecksVersion)
      await assertLoadedVersion(tx, { carrierId, type: kind.type, id: save.id, stored: found.version, sent: save.sent });
    stored = found;
    said = await save.content(found);
  }
  await kind.check(tx, carrierId, said.body, save.id);
  return { stored, said, body: said.body };
}

/** The save's write: the record's content, its version row (its change-log entry) and what runs after. */
async function writePrepared<Body, Stored extends { version: number }, Wrote extends Written>(
  tx: Db,
  kind: RecordKind<Body, Stored, Wrote>,
  save: VersionedSave<Body, Stored>,
  { stored, said, body }: { stored: Stored | null; said: SaveContent<Body>; body: Body },
): Promise<Wrote> {
  const { carrierId } = save;
  const restored = save.id === null ? undefined : save.restored;
  const diff = stored && !said.changes ? await kind.diff(tx, carrierId, stored, body) : null;
  const changes = said.changes ?? (diff ? changeSetOf(diff, restored) : { created: true as const });
  // Only a computed diff can tell the grid is unchanged (an import's own change set cannot).
  const keepGrid = diff !== null && kind.gridFields !== undefined && !kind.gridFields.some((f) => f in diff.updates);
  const written = await kind.write(tx, carrierId, save.id, body, keepGrid);
  await insertVersion(tx, {
    carrierId,
    type: kind.type,
    recordId: written.id,
    version: stored ? stored.version + 1 : 1,
    gridId: written.gridId,
    content: kind.content(body),
    author: save.author,
    changes,
    ...(save.approval ? { approval: save.approval } : {}),
  });
  await kind.afterWrite?.(tx, carrierId, { written, stored, body, replaces: save.id === null ? save.replaces : undefined });
  return written;
}

/** A restore's change set names the version it brought back, in the updates too (the change log says "Restored version 3"). */
function changeSetOf(diff: { updates: Record<string, unknown>; before: Record<string, unknown> }, restored: number | undefined): ChangeSet {
  if (restored === undefined) return diff;
  return { restored, updates: { ...diff.updates, restored }, before: diff.before };
}

/**
 * An archive or un-archive of a versioned record kept as a pending change: the record and its
 * prices wait for the approval, which archives it unless its content moved on (its version).
 */
export async function proposeArchival(
  tx: Db,
  author: VersionAuthor,
  carrierId: number,
  type: LoggedRecord,
  stored: { id: number; name: string; version: number },
  origin: 'archive' | 'unarchive',
): Promise<Proposed> {
  const changeId = await insertProposal(tx, {
    carrierId,
    type,
    recordId: stored.id,
    baseVersion: stored.version,
    recordName: stored.name,
    origin,
    body: {},
    changes: { updates: { archived: origin === 'archive' } },
    author,
  });
  const change = { id: changeId, record_type: type, record_name: stored.name, author_id: author.id, author_name: author.name };
  return { proposed: true, change_id: changeId, change };
}
