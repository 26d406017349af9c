/** What other modules may use of versions: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { assertLoadedVersion } from './edit-conflicts';
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
export { saveVersioned, writeVersioned } from './versioned-save';
export type { RecordKind } from './versioned-save';
export { versionedKind } from './versions.service';
export type { VersionsSeam } from './versions.service';
