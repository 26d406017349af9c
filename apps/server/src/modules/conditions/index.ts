/** What other modules may use of conditions: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { allConditions, findConditions } from './conditions.repository';
export { conditionOptions } from './conditions.service';
export { CONDITION_SETUP } from './conditions.service';
