/** Pricelists as the `/fe/pricelists` calls answer them (docs/fe-calls.md "Pricelists"). */
import type { FareGroupRecord } from '../../components/price-grid/model';

/** A row of GET /fe/pricelists. */
export interface PricelistListItem {
  id: number;
  name: string;
  active: boolean;
  valid_from: string;
  valid_to: string;
  comment: string;
  service_id: number;
  service_name: string;
  customer_id: number | null;
  customer_name: string | null;
  unit: string;
  currency: string;
  status: string;
  carrier_id: number;
  last_activity: string | null;
  updated_at?: string;
}

export interface PricelistSurcharge {
  id: number;
  name: string;
  type?: string;
  amount?: number | string | null;
}

/** GET /fe/pricelists/{id}. */
export interface PricelistRecord extends PricelistListItem {
  ldm_multiplier: number | string;
  cbm_multiplier: number | string;
  payweight_rounding: string;
  ldm_rounding: string;
  min_max_rule: string;
  blocks: number[];
  ldm_blocks: number[];
  surcharges: (PricelistSurcharge | number)[];
  fare_groups: FareGroupRecord[];
}

/** GET /fe/pricelists/defaults. */
export interface PricelistDefaults {
  currency: string;
  min_max_rule: string;
  ldm_default: number;
  cbm_default: number;
  ldm_rounding: string;
  payweight_rounding: string;
  unit: string;
  status: string;
  valid_from: string;
  valid_to: string;
}

/** GET /fe/pricelists/{id}/logs, newest first. */
export interface PricelistLog {
  id: number;
  author: string;
  created_at: string;
  changes: { created: true } | { updates: Record<string, unknown> };
}

export interface ServiceOption {
  id: number;
  name: string;
  code?: string;
}

export interface CustomerOption {
  id: number;
  name: string;
  general_hidden?: boolean;
}
