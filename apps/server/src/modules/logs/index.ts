/** What other modules may use of logs: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { changedFields, readChangeLog } from './change-log';
export { gridChangesOf } from './grid-changes';
