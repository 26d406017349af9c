/** The carrier record as the admin API answers it, and the resource it lives under. */

/** The API resource and the page path of the admin's carriers. */
export const RESOURCE = 'admin/carriers';

/** A user of a carrier, as the carrier's view lists them. */
export interface CarrierUser {
  id: number;
  name: string;
  email: string;
  role_id: number | null;
  role_name: string | null;
  unverified: boolean;
}

/** A carrier: the list gives user_count, the view its users. */
export interface CarrierRecord {
  id: number;
  name: string;
  country: string;
  email: string;
  phone: string;
  timezone: string;
  user_count?: number;
  users?: CarrierUser[];
}
