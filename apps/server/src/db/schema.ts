import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A column the database fills (identity, default now()). */
type Auto<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: read as the value, written as its JSON text. */
type Json<T> = ColumnType<T, string, string>;

export interface CarriersTable {
  id: Generated<number>;
  name: string;
  country: Auto<string>;
  email: Auto<string>;
  phone: Auto<string>;
  timezone: Auto<string>;
  created_at: Timestamp;
}

export interface RolesTable {
  id: Generated<number>;
  carrier_id: number;
  name: string;
  calculator: Auto<boolean>;
  permissions: Json<Record<string, string>>;
  created_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  carrier_id: number | null;
  role_id: number | null;
  is_admin: Auto<boolean>;
  name: string;
  email: string;
  phone: Auto<string>;
  password_hash: string | null;
  verified_at: Timestamp | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

export interface SessionsTable {
  id_hash: string;
  user_id: number;
  stage: 'two_factor' | 'active';
  pretend_user_id: number | null;
  failed_codes: Auto<number>;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface TokensTable {
  id_hash: string;
  user_id: number;
  kind: 'verification' | 'reset';
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface RegistrationsTable {
  id: Generated<number>;
  company: string;
  name: string;
  email: string;
  phone: Auto<string>;
  country: string;
  status: Auto<'pending' | 'accepted' | 'rejected'>;
  carrier_id: number | null;
  created_at: Timestamp;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  ip: string;
  created_at: Timestamp;
}

export interface ExchangeRatesTable {
  currency: string;
  rate: string;
  updated_at: Timestamp;
}

export interface AreasTable {
  id: Generated<number>;
  carrier_id: number;
  name: string;
  country: string;
  postcode_from: string;
  postcode_to: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ZonesTable {
  id: Generated<number>;
  carrier_id: number;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ZoneAreasTable {
  zone_id: number;
  area_id: number;
  position: number;
}

export interface TransitsTable {
  id: Generated<number>;
  carrier_id: number;
  name: string;
  transit_time: number;
  cutoff_time: Auto<string>;
  monday: Auto<boolean>;
  tuesday: Auto<boolean>;
  wednesday: Auto<boolean>;
  thursday: Auto<boolean>;
  friday: Auto<boolean>;
  saturday: Auto<boolean>;
  sunday: Auto<boolean>;
  allow_saturday_delivery: Auto<boolean>;
  allow_sunday_delivery: Auto<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ConditionsTable {
  id: Generated<number>;
  carrier_id: number;
  type: string;
  presence: boolean | null;
  /** numeric: a decimal string */
  applied_after: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  applied_until: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ServicesTable {
  id: Generated<number>;
  carrier_id: number;
  name: string;
  code: string;
  cargoson_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ServiceBlocksTable {
  service_id: number;
  condition_id: number;
}

export interface PartnersTable {
  id: Generated<number>;
  carrier_id: number;
  name: string;
  country: Auto<string>;
  general_hidden: Auto<boolean>;
  token_nonce: string;
  token_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SchemaMigrationsTable {
  version: string;
  applied_at: Timestamp;
}

export interface DB {
  carriers: CarriersTable;
  roles: RolesTable;
  users: UsersTable;
  sessions: SessionsTable;
  tokens: TokensTable;
  registrations: RegistrationsTable;
  login_failures: LoginFailuresTable;
  exchange_rates: ExchangeRatesTable;
  areas: AreasTable;
  zones: ZonesTable;
  zone_areas: ZoneAreasTable;
  transits: TransitsTable;
  conditions: ConditionsTable;
  services: ServicesTable;
  service_blocks: ServiceBlocksTable;
  partners: PartnersTable;
  schema_migrations: SchemaMigrationsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type RoleRow = Selectable<RolesTable>;
export type CarrierRow = Selectable<CarriersTable>;
export type SessionRow = Selectable<SessionsTable>;
