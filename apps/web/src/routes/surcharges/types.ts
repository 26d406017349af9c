/** Surcharges as the `/fe/surcharges` calls answer them (docs/fe-calls.md "Surcharges"). */
import type { SurchargeType } from '@freight/domain';
import type { FareGroupRecord } from '../../components/price-grid/model';

/** A row of GET /fe/surcharges. */
export interface SurchargeListItem {
  id: number;
  name: string;
  type: SurchargeType;
  currency: string;
  hidden: boolean;
  amount: number | null;
  minimum_amount: number | null;
  maximum_amount: number | null;
  all_conditions_needed: boolean;
  updated_at: string;
}

/** A route whose amounts replace the surcharge's own; a null zone is any. */
export interface ZoneConditionRecord {
  zone_from: number | null;
  zone_from_name?: string | null;
  zone_to: number | null;
  zone_to_name?: string | null;
  amount: number | string;
  minimum_amount: number | string | null;
  maximum_amount: number | string | null;
}

/** The own price grid of a pricelist-type surcharge. */
export interface SurchargeGrid {
  unit: string;
  ldm_multiplier: number | string;
  cbm_multiplier: number | string;
  payweight_rounding: string;
  ldm_rounding: string;
  min_max_rule: string;
  fare_groups: FareGroupRecord[];
}

/** GET /fe/surcharges/{id}. */
export interface SurchargeRecord extends SurchargeListItem {
  blocks: number[];
  ldm_blocks: number[];
  dependencies: { id: number; name: string }[];
  zone_conditions: ZoneConditionRecord[];
  pricelist: SurchargeGrid | null;
}

/** GET /fe/surcharges/form. */
export interface SurchargeOption {
  id: number;
  name: string;
  type: SurchargeType;
  amount: number | null;
  currency: string;
}
