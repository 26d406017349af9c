/**
 * The pricing setup's record kinds as approvals hold their writes (versions/setup-writes.ts): each
 * module brings its own; an approval finds the kind of a change here.
 */
import type { SetupChangeRecord } from '@freight/domain';
import type { SetupKind } from '../versions';
import { AREA_SETUP } from '../areas';
import { CONDITION_SETUP } from '../conditions';
import { DISTANCE_TABLE_SETUP } from '../distances';
import { FUEL_INDEX_SETUP } from '../fuel-index';
import { TRANSIT_SETUP } from '../transits';
import { ZONE_SETUP } from '../zones';

export const SETUP_KINDS: Record<SetupChangeRecord, SetupKind> = {
  zone: ZONE_SETUP,
  area: AREA_SETUP,
  transit: TRANSIT_SETUP,
  condition: CONDITION_SETUP,
  fuel_index: FUEL_INDEX_SETUP,
  distance_table: DISTANCE_TABLE_SETUP,
};
