import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  ChangeOrigin,
  ChangeRecord,
  Currency,
  LdmRounding,
  SecurityEventKind,
  MinMaxRule,
  PayweightRounding,
  PricelistStatus,
  PricelistUnit,
  Language,
} from '@freight/domain';

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
  /** The carrier's language (migration 0040): its partners' unless they have their own; 'en' until set. */
  language: Auto<Language>;
  created_at: Timestamp;
}

export interface RolesTable {
  id: Generated<number>;
  carrier_id: number;
  name: string;
  calculator: Auto<boolean>;
  permissions: Json<Record<string, string>>;
  /** The carrier's Owner role, made with the carrier (migration 0014): one per carrier. */
  is_owner: Auto<boolean>;
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
  /** When the pending secret was made; it is replaced only once it is older than the set-up window. */
  totp_pending_at: Timestamp | null;
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  /** The partner whose person this is (a partner user of the portal, with no role); null: the carrier's staff or an admin. */
  customer_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the latest invitation was sent (partner users). */
  invited_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Who of the carrier sent it; null when that user is gone. */
  invited_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** The latest completed sign-in; null: never. */
  signed_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The language of their screens (migration 0040); null: not chosen, the browser's. */
  language: ColumnType<Language | null, Language | null | undefined, Language | null>;
}

/**
 * An invitation withheld because its address belongs to a user elsewhere (migration 0027): the
 * inviting carrier sees it pending like a fresh one; the address's owner was mailed instead.
 */
export interface WithheldInvitationsTable {
  /** Drawn from the users' sequence: it reads like a user's id. */
  id: Generated<number>;
  carrier_id: number;
  /** The partner whose person was invited; null: a colleague (staff), with role_id. */
  customer_id: number | null;
  role_id: number | null;
  name: string;
  email: string;
  phone: Auto<string>;
  invited_by: number | null;
  invited_at: Timestamp;
}

export interface SessionsTable {
  id_hash: string;
  user_id: number;
  stage: 'two_factor' | 'active';
  pretend_user_id: number | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  /** The id the user's sessions list shows (never the cookie or its hash). */
  public_id: Generated<string>;
  /** The address and User-Agent of the sign-in (null: opened before migration 0026). */
  ip: ColumnType<string | null, string | null | undefined, string | null>;
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One entry of the security trail (migration 0026): written with its action, never changed. */
export interface SecurityEventsTable {
  id: Generated<number>;
  carrier_id: number | null;
  at: Timestamp;
  kind: SecurityEventKind;
  actor_id: number | null;
  actor_name: string | null;
  subject_user_id: number | null;
  subject: Auto<string>;
  detail: Auto<string>;
  ip: string | null;
  /** The partner the event is about (an invitation, a revoked access); null: none, or recorded before 0032. */
  customer_id: number | null;
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

/** A throttled attempt, written before its check runs (0006_throttles.sql). */
export interface AuthAttemptsTable {
  id: Generated<number>;
  /** 'mail' (migration 0024): a mailed calculation, subject `carrier:<id>`, ip `partner:<id>` or `user:<id>`. */
  kind: 'password' | 'code' | 'forgot' | 'registration' | 'mail';
  subject: string;
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
  /** numeric(9,6): the area's centroid (migration 0041), both or neither; null: none set. */
  latitude: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  longitude: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The platform's postcode points from GeoNames (migration 0041): one per country and lookup key. */
export interface PostcodePointsTable {
  country: string;
  /** postcodePointKey(country, postcode). */
  key: string;
  /** As the file wrote it (its first line's). */
  postcode: string;
  place: string;
  /** numeric(9,6): decimal degrees, the mean of its places' points. */
  latitude: ColumnType<string, string | number, string | number>;
  longitude: ColumnType<string, string | number, string | number>;
  /** The file's lines (places) the mean is of. */
  places: Auto<number>;
  /** The transaction time of the upload that wrote it. */
  loaded_at: Timestamp;
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
  skip_holidays: Auto<boolean>;
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
  /** The GLEC road vehicle category it drives (migration 0042); null: none named. */
  vehicle: string | null;
  /** Its fuel (migration 0042); 'diesel' until set. */
  fuel: Auto<string>;
  /** numeric: the carrier's measured well-to-wheel g CO2e per tonne-km (migration 0042); null: the GLEC default. */
  emission_factor: ColumnType<string | null, string | number | null | undefined, string | number | null>;
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
  /** When it was archived (migration 0029): its token and portal users stop working; null: live. */
  archived_at: Timestamp | null;
  /** What its people, mails, rate cards and workbooks read (migration 0040); null: the carrier's. */
  language: ColumnType<Language | null, Language | null | undefined, Language | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** numeric columns: read as decimal strings, written as numbers or strings. */
type Numeric = ColumnType<string, string | number, string | number>;
type NullableNumeric = ColumnType<string | null, string | number | null | undefined, string | number | null>;

export interface GridsTable {
  id: Generated<number>;
  carrier_id: number;
  unit: Auto<PricelistUnit>;
  ldm_multiplier: ColumnType<string, string | number | undefined, string | number>;
  cbm_multiplier: ColumnType<string, string | number | undefined, string | number>;
  payweight_rounding: Auto<PayweightRounding>;
  ldm_rounding: Auto<LdmRounding>;
  min_max_rule: Auto<MinMaxRule>;
}

export interface FareGroupsTable {
  id: Generated<number>;
  grid_id: number;
  position: number;
  quantities: Json<{ quantity: string; unit: string }[]>;
}

export interface ZoneRowsTable {
  id: Generated<number>;
  fare_group_id: number;
  position: number;
  zone_from: number;
  zone_to: number;
  transit_id: number | null;
  minimum_amount: NullableNumeric;
  maximum_amount: NullableNumeric;
  /** numeric[]; read it as text[] (cast in the query) for the same strings on both engines */
  prices: ColumnType<(string | null)[], string, string>;
}

export interface PricelistsTable {
  id: Generated<number>;
  carrier_id: number;
  /** 1 on create, +1 on every save (optimistic concurrency). */
  version: Auto<number>;
  name: Auto<string>;
  service_id: number;
  customer_id: number | null;
  grid_id: number;
  currency: Auto<Currency>;
  status: Auto<PricelistStatus>;
  valid_from: string;
  valid_to: string;
  active: Auto<boolean>;
  comment: Auto<string>;
  archived_at: Timestamp | null;
  /** A rate increase job's successor not yet applied (archived meanwhile): the job's id (migration 0035). */
  staged_by_job: string | null;
  last_activity_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RecordConditionsTable {
  condition_id: number;
  kind: 'block' | 'ldm_block';
}

export interface SurchargesTable {
  id: Generated<number>;
  carrier_id: number;
  /** 1 on create, +1 on every save (optimistic concurrency). */
  version: Auto<number>;
  name: string;
  type: 'percentage' | 'constant' | 'pricelist';
  currency: Auto<Currency>;
  hidden: Auto<boolean>;
  /** percentage: 'fuel_index' takes the percent from the carrier's fuel index (migration 0020). */
  amount_source: Auto<'fixed' | 'fuel_index'>;
  amount: NullableNumeric;
  minimum_amount: NullableNumeric;
  maximum_amount: NullableNumeric;
  all_conditions_needed: Auto<boolean>;
  grid_id: number | null;
  /** When it was archived (migration 0029): it charges nothing and leaves the lists; null: live. */
  archived_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SurchargeZoneConditionsTable {
  id: Generated<number>;
  surcharge_id: number;
  position: number;
  zone_from: number | null;
  zone_to: number | null;
  amount: Numeric;
  minimum_amount: NullableNumeric;
  maximum_amount: NullableNumeric;
}

export interface QuotesTable {
  id: string;
  carrier_id: number;
  pricelist_id: number;
  service_id: number;
  partner_id: number | null;
  fare_group: number;
  zone_row: number;
  quantity_row: number;
  total: ColumnType<string, string | number, string | number>;
  currency: string;
  via_tms: boolean;
  created_at: Timestamp;
  booked_at: Timestamp | null;
  /** Who booked it (migration 0030): a user (staff or a partner user); null for a token or before. */
  booked_by: number | null;
  /** Their name as it was then. */
  booked_by_name: string | null;
  /** The shipment of a booked quote (`quote_shipment()`, migration 0030), unique: one booking per shipment. */
  booked_shipment: string | null;
  /** The request as priced, compact (defaults left out), as JSON text, less its lane and reference (the columns below, 0037); null on quotes recorded before versions. */
  request: string | null;
  /** The collection's country and postcode as one text ('FI00100'), migration 0037; null before requests were kept. */
  collection: string | null;
  /** The delivery's, alike. */
  delivery: string | null;
  /** The request's reference, if it gave one. */
  reference: string | null;
  pricelist_version: number | null;
  /** {surcharge id: version} of the pricelist's surcharges, as JSON text. */
  surcharge_versions: string | null;
  rates_version: number | null;
  /** The carrier's fuel index version it was priced on (migration 0020); null: none kept. */
  fuel_index_version: number | null;
  /** Its Freight line as answered (migration 0038: the answer itself is priced again, not kept); null before. */
  freight: ColumnType<string | null, string | number | null, string | number | null>;
  /** Its delivery date as answered ('YYYY-MM-DD'), alike; null: none given, or before. */
  delivery_date: string | null;
  /** The lane's road km it was priced with (migration 0043), and where it came from ('table', 'great_circle'); null: none, or before. */
  distance_km: ColumnType<string | null, string | number | null, string | number | null>;
  distance_source: string | null;
}

/**
 * A pricelist's quotes of one UTC day per grid cell and via_tms (migration 0034): kept in step with
 * `quotes` by its triggers, read by the statistics for whole days.
 */
export interface QuoteDailyCellsTable {
  carrier_id: number;
  pricelist_id: number;
  /** The UTC day, 'YYYY-MM-DD'. */
  day: ColumnType<string, string, string>;
  fare_group: number;
  zone_row: number;
  quantity_row: number;
  via_tms: boolean;
  hits: number;
  bookings: number;
  potential: ColumnType<string, string | number, string | number>;
  booked: ColumnType<string, string | number, string | number>;
}

/** A saved version of a carrier's fuel index (migration 0020): never changed; the newest prices. */
export interface FuelIndexVersionsTable {
  carrier_id: number;
  version: number;
  /** {values: [{month, price}], bands: [{from, to, percent}]}, decimals as text. */
  content: ColumnType<FuelIndexContent, string, never>;
  author_id: number | null;
  author_name: string;
  created_at: Timestamp;
}

/** A carrier's rate card settings (migration 0023): the terms text and the logo, one row per carrier. */
export interface CarrierSettingsTable {
  carrier_id: number;
  /** The rate card's terms (a page of their own); '' when none. */
  terms: Auto<string>;
  /** The postal address on the rate card (migration 0031); '' when none. */
  address: Auto<string>;
  /** The VAT id on the rate card (migration 0031); '' when none. */
  vat_id: Auto<string>;
  /** Months its quotes are kept after the month they were priced in (migration 0034); 36 until saved. */
  quote_retention_months: Auto<number>;
  /** numeric: road km = great-circle km x this where the distance table has no lane (migration 0042); null: 1.25. */
  road_factor: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  /** The logo's bytes (PNG or JPEG, at most 512 KB); null: none, and so are the three after it. */
  logo: Buffer | null;
  logo_content_type: string | null;
  logo_bytes: number | null;
  logo_updated_at: Timestamp | null;
  /** Whose saves wait for a second person (migration 0044): off, pricelists or pricing. */
  approvals: Auto<'off' | 'pricelists' | 'pricing'>;
  updated_at: Timestamp;
}

/** A proposed save of a pricelist, surcharge or setup record waiting for, or decided by, a second person (migration 0044). */
export interface ChangesTable {
  id: Generated<number>;
  carrier_id: number;
  record_type: ChangeRecord;
  /** Null: the change creates the record (and `base_version` is null too); a rate increase; the carrier's one table (fuel index, distances). */
  record_id: number | null;
  base_version: number | null;
  record_name: string;
  origin: ChangeOrigin;
  /** The save body as the one versioned save takes it; a setup record's as its route took it. */
  body: Json<Record<string, unknown>>;
  /** A setup record as GET answered it when proposed (null: a new one, or a versioned record). */
  before: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  /** The change set the log says instead of the field diff (an import's summary, a restore); null: the diff. */
  changes: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  author_id: number | null;
  author_name: string;
  status: Auto<'pending' | 'approved' | 'rejected'>;
  decided_by_id: number | null;
  decided_by_name: string | null;
  decided_at: Timestamp | null;
  reason: string | null;
  self_approved: Auto<boolean>;
  applied_record_id: number | null;
  applied_version: number | null;
  created_at: Timestamp;
}

/** A saved version of a carrier's distance table (migration 0042): never changed; the newest prices. */
export interface DistanceTableVersionsTable {
  carrier_id: number;
  version: number;
  /** {lanes: [{zone_from, zone_to, km}]}: zone ids, km as text. */
  content: ColumnType<DistanceTableContent, string, never>;
  /** The version a restore copied; null: saved from the table. */
  restored_from: ColumnType<number | null, number | null | undefined, never>;
  author_id: number | null;
  author_name: string;
  created_at: Timestamp;
}

/** A lane of the carrier's newest distance table (migration 0042): one row per directed zone pair. */
export interface DistanceLanesTable {
  carrier_id: number;
  zone_from: number;
  zone_to: number;
  /** numeric(7,1): road km. */
  km: ColumnType<string, string | number, string | number>;
}

/** What a distance table version keeps: zone ids and km as text, as the numeric column gives it. */
export interface DistanceTableContent {
  lanes: { zone_from: number; zone_to: number; km: string }[];
}

/** What a fuel index version keeps: decimals as text, as numeric columns give them. */
export interface FuelIndexContent {
  values: { month: string; price: string }[];
  bands: { from: string; to: string; percent: string }[];
}

/** An immutable version of a pricelist or surcharge: its grid and its record's content. */
/**
 * The history of a pricelist or surcharge (migration 0017): each row a version with its change-log
 * entry, or an entry that made no version (archived, un-archived, logged before versions were kept).
 */
export interface RecordVersionsTable {
  /** Orders the entries of one time; the change log's entry id. */
  id: Generated<number>;
  carrier_id: number;
  record_type: 'pricelist' | 'surcharge';
  record_id: number;
  /** Null: an entry that made no version. */
  version: number | null;
  grid_id: number | null;
  /** The record's fields and links at this version; null with `version`. */
  content: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  author_id: number | null;
  author_name: string;
  changes: Json<
    { created: true } | { kept: true } | { updates: Record<string, unknown>; before?: Record<string, unknown>; restored?: number }
  >;
  /** Who approved the change that wrote this version (migration 0044); null: saved without approval. */
  approved_by_id: Auto<number | null>;
  approved_by_name: Auto<string | null>;
  change_id: Auto<number | null>;
  created_at: Timestamp;
}

export interface ExchangeRateVersionsTable {
  id: Generated<number>;
  rates: Json<Record<string, number | string>>;
  /** yyyy-mm-dd: the ECB file's date, or the day an admin saved the set. */
  date: string;
  /** A past day's rates from an ECB history file: kept for its date, never the current set. */
  history: Generated<boolean>;
  created_at: Timestamp;
}

export interface SchemaMigrationsTable {
  version: string;
  applied_at: Timestamp;
  /** The file's leading comment says `-- breaking`: older servers answer not ready beside it (decision 17). */
  breaking: Generated<boolean>;
}

/** 'carrier:<id>' or 'rates': bumped with every change to what pricing reads. */
export interface PricingVersionsTable {
  scope: string;
  version: ColumnType<number, number, number>;
}

/** A budget or tender calculation mailed as a workbook (migration 0008). */
export interface CalcJobsTable {
  id: string;
  carrier_id: number;
  user_id: number | null;
  kind: 'mass' | 'tender';
  status: Auto<'queued' | 'running' | 'done' | 'failed'>;
  progress: Auto<number>;
  rows: number;
  email: string;
  request: Buffer;
  file: Buffer | null;
  file_name: string | null;
  error: string | null;
  worker: string | null;
  attempts: Auto<number>;
  created_at: Timestamp;
  started_at: Timestamp | null;
  heartbeat_at: Timestamp | null;
  finished_at: Timestamp | null;
  /** When the mail was sent (after the transport accepted it). */
  mailed_at: Timestamp | null;
  /** The mail step's claim (migration 0015): 'sending' from the claim until 'sent'. */
  mail_status: 'sending' | 'sent' | null;
  /** The Message-ID the mail is sent with: fixed by the job id, the same on every attempt. */
  mail_message_id: string | null;
  mail_claimed_at: Timestamp | null;
  mail_attempts: Auto<number>;
  /** The partner whose API token started the job (migration 0016); null: the web app, or a job from before. */
  api_partner_id: number | null;
}

/** A setting every process on the database shares (migration 0017), such as the server secret's fingerprint. */
export interface ServerSettingsTable {
  name: string;
  value: string;
  updated_at: Generated<Timestamp>;
}

/** A general rate increase (migration 0019). */
export interface RateIncreasesTable {
  id: Generated<number>;
  carrier_id: number;
  effective_from: string;
  change: Json<unknown>;
  rounding: ColumnType<string, number | string, number | string>;
  include_min_max: boolean;
  created_by: number | null;
  created_at: Timestamp;
  cancelled_at: Timestamp | null;
}

/** A pricelist an increase ended and the successor it wrote (migration 0019). */
export interface RateIncreasePricelistsTable {
  increase_id: number;
  predecessor_id: number;
  former_valid_to: string;
  successor_id: number;
}

/** An increase applied in the background (migration 0019). */
export interface RateIncreaseJobsTable {
  id: string;
  carrier_id: number;
  user_id: number | null;
  request: Json<unknown>;
  status: Auto<'queued' | 'running' | 'done' | 'failed'>;
  progress: Auto<number>;
  increase_id: number | null;
  error: string | null;
  worker: string | null;
  attempts: Auto<number>;
  created_at: Timestamp;
  heartbeat_at: Timestamp | null;
  finished_at: Timestamp | null;
}

/** A partner's webhook endpoint (migration 0024); its secret sealed with a key derived from SECRET_KEY. */
export interface PartnerWebhooksTable {
  id: Generated<number>;
  carrier_id: number;
  partner_id: number;
  url: string;
  secret_sealed: string;
  events: Json<string[]>;
  created_at: Timestamp;
}

/** Who of a partner is mailed which events (migration 0024). */
export interface PartnerNotificationRecipientsTable {
  partner_id: number;
  carrier_id: number;
  emails: Json<string[]>;
  events: Json<string[]>;
}

/** An event told to a partner (migration 0024): the body is what a webhook receives. */
export interface PartnerEventsTable {
  id: string;
  carrier_id: number;
  partner_id: number;
  type: 'pricelist.changed' | 'pricelist.scheduled' | 'pricelist.effective';
  pricelist_id: number | null;
  body: Json<unknown>;
  created_at: Timestamp;
}

/** One event to one webhook or address, with its attempts (migration 0024). */
export interface PartnerDeliveriesTable {
  id: Generated<number>;
  carrier_id: number;
  partner_id: number;
  event_id: string;
  channel: 'webhook' | 'email';
  webhook_id: number | null;
  target: string;
  status: Auto<'pending' | 'delivered' | 'failed'>;
  attempts: ColumnType<{ at: string; status_code: number | null; answer: string; ok: boolean }[], string | undefined, string>;
  next_attempt_at: Timestamp | null;
  queued: Auto<boolean>;
  claimed_by: string | null;
  claimed_at: Timestamp | null;
  created_at: Timestamp;
}

/** A pricelist that takes effect on a later day: its pricelist.effective is due then (migration 0024). */
export interface PricelistEffectiveNoticesTable {
  pricelist_id: number;
  carrier_id: number;
  effective_from: string;
  replaces_id: number | null;
  done_at: Timestamp | null;
}

export interface DB {
  carriers: CarriersTable;
  roles: RolesTable;
  users: UsersTable;
  withheld_invitations: WithheldInvitationsTable;
  sessions: SessionsTable;
  security_events: SecurityEventsTable;
  tokens: TokensTable;
  registrations: RegistrationsTable;
  auth_attempts: AuthAttemptsTable;
  exchange_rates: ExchangeRatesTable;
  areas: AreasTable;
  postcode_points: PostcodePointsTable;
  zones: ZonesTable;
  zone_areas: ZoneAreasTable;
  transits: TransitsTable;
  conditions: ConditionsTable;
  services: ServicesTable;
  service_blocks: ServiceBlocksTable;
  partners: PartnersTable;
  grids: GridsTable;
  fare_groups: FareGroupsTable;
  zone_rows: ZoneRowsTable;
  pricelists: PricelistsTable;
  pricelist_conditions: RecordConditionsTable & { pricelist_id: number };
  surcharges: SurchargesTable;
  surcharge_conditions: RecordConditionsTable & { surcharge_id: number };
  surcharge_dependencies: { surcharge_id: number; depends_on_id: number };
  surcharge_zone_conditions: SurchargeZoneConditionsTable;
  pricelist_surcharges: { pricelist_id: number; surcharge_id: number; position: number };
  quotes: QuotesTable;
  quote_daily_cells: QuoteDailyCellsTable;
  record_versions: RecordVersionsTable;
  changes: ChangesTable;
  fuel_index_versions: FuelIndexVersionsTable;
  distance_table_versions: DistanceTableVersionsTable;
  distance_lanes: DistanceLanesTable;
  carrier_settings: CarrierSettingsTable;
  exchange_rate_versions: ExchangeRateVersionsTable;
  pricing_versions: PricingVersionsTable;
  calc_jobs: CalcJobsTable;
  rate_increases: RateIncreasesTable;
  rate_increase_pricelists: RateIncreasePricelistsTable;
  rate_increase_jobs: RateIncreaseJobsTable;
  partner_webhooks: PartnerWebhooksTable;
  partner_notification_recipients: PartnerNotificationRecipientsTable;
  partner_events: PartnerEventsTable;
  partner_deliveries: PartnerDeliveriesTable;
  pricelist_effective_notices: PricelistEffectiveNoticesTable;
  schema_migrations: SchemaMigrationsTable;
  server_settings: ServerSettingsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type RoleRow = Selectable<RolesTable>;
export type CarrierRow = Selectable<CarriersTable>;
export type SessionRow = Selectable<SessionsTable>;
