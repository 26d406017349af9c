/** What other modules may use of grids: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { gridReferences } from './grid-references';
export { gridUsersOf, insertGrid, loadGrids, loadManyGrids } from './grids.repository';
export type { GridAnswer } from './grids.repository';
