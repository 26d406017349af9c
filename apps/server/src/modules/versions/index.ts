/** What other modules may use of versions: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { assertLoadedVersion, assertSentVersion } from './edit-conflicts';
export {
  findVersion,
  findVersions,
  insertHistoryEntry,
  insertVersion,
  insertVersions,
  listChangeLog,
  listVersions,
} from './record-versions.repository';
export type { ChangeSet, LoggedRecord, VersionAuthor } from './record-versions.repository';
export { approvalsHold, isProposed, proposeArchival, saveOrPropose, saveVersioned, writeVersioned } from './versioned-save';
export type { Proposed, ProposedGrid, RecordKind } from './versioned-save';
export {
  countPending,
  decideProposal,
  findProposal,
  insertProposal,
  listProposals,
  pendingOfRecord,
  type StoredProposal,
} from './proposals.repository';
export { applySetupChange, inTransaction, proposeSetupWrite, setupCallOf, setupWrite, writeOrHold } from './setup-writes';
export type { SetupCall, SetupDeps, SetupKind, SetupOp } from './setup-writes';
export { versionedKind } from './versions.service';
export type { VersionsSeam } from './versions.service';
