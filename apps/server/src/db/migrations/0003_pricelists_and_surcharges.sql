-- Price grids (a pricelist's, or a pricelist-type surcharge's own), pricelists, surcharges and the
-- change log of both. Zone rows are rows (not JSON) so that statistics can count hits per row, a
-- zone can list the pricelists using it, and a transit can count the rows using it.

create table grids (
  id integer generated always as identity primary key,
  carrier_id integer not null references carriers (id) on delete cascade,
  -- what the quantity rows count: payable_weight, real_weight, a unit code or any
  unit text not null default 'payable_weight',
  ldm_multiplier numeric(12, 3) not null default 1850,
  cbm_multiplier numeric(12, 3) not null default 333,
  payweight_rounding text not null default 'ones' check (payweight_rounding in ('ones', 'tens', 'hundreds')),
  ldm_rounding text not null default 'tenths' check (ldm_rounding in ('hundredths', 'tenths', 'ones')),
  min_max_rule text not null default 'min' check (min_max_rule in ('none', 'min', 'max'))
);

create table fare_groups (
  id integer generated always as identity primary key,
  grid_id integer not null references grids (id) on delete cascade,
  position integer not null,
  -- [{"quantity": "100.00", "unit": "per_shipment"}, ...] ascending
  quantities jsonb not null
);
create index fare_groups_grid_idx on fare_groups (grid_id, position);

create table zone_rows (
  id integer generated always as identity primary key,
  fare_group_id integer not null references fare_groups (id) on delete cascade,
  position integer not null,
  zone_from integer not null references zones (id),
  zone_to integer not null references zones (id),
  transit_id integer references transits (id),
  minimum_amount numeric(14, 4),
  maximum_amount numeric(14, 4),
  -- one price per quantity row; null is an empty cell
  prices numeric(14, 4)[] not null
);
create index zone_rows_fare_group_idx on zone_rows (fare_group_id, position);
create index zone_rows_zone_from_idx on zone_rows (zone_from);
create index zone_rows_zone_to_idx on zone_rows (zone_to);
create index zone_rows_transit_idx on zone_rows (transit_id);

create table pricelists (
  id integer generated always as identity primary key,
  carrier_id integer not null references carriers (id) on delete cascade,
  name text not null default '',
  service_id integer not null references services (id),
  -- null: the general pricelist of the service
  customer_id integer references partners (id),
  grid_id integer not null references grids (id),
  currency char(3) not null default 'EUR',
  status text not null default 'prepared' check (status in ('prepared', 'proposed', 'completed')),
  valid_from date not null,
  valid_to date not null,
  active boolean not null default true,
  comment text not null default '',
  archived_at timestamptz,
  -- when it last priced a request (a quote); null: never
  last_activity_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (valid_from <= valid_to)
);
create index pricelists_carrier_idx on pricelists (carrier_id, service_id) where archived_at is null;

-- blocks (limits) and ldm_blocks of a pricelist
create table pricelist_conditions (
  pricelist_id integer not null references pricelists (id) on delete cascade,
  condition_id integer not null references conditions (id),
  kind text not null check (kind in ('block', 'ldm_block')),
  primary key (pricelist_id, kind, condition_id)
);
create index pricelist_conditions_condition_idx on pricelist_conditions (condition_id);

create table surcharges (
  id integer generated always as identity primary key,
  carrier_id integer not null references carriers (id) on delete cascade,
  name text not null,
  type text not null check (type in ('percentage', 'constant', 'pricelist')),
  currency char(3) not null default 'EUR',
  hidden boolean not null default false,
  -- percentage: percent; constant: money; pricelist: unused
  amount numeric(14, 4),
  minimum_amount numeric(14, 4),
  maximum_amount numeric(14, 4),
  all_conditions_needed boolean not null default false,
  -- type pricelist: its own grid
  grid_id integer references grids (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index surcharges_carrier_idx on surcharges (carrier_id, lower(name));

create table surcharge_conditions (
  surcharge_id integer not null references surcharges (id) on delete cascade,
  condition_id integer not null references conditions (id),
  kind text not null check (kind in ('block', 'ldm_block')),
  primary key (surcharge_id, kind, condition_id)
);
create index surcharge_conditions_condition_idx on surcharge_conditions (condition_id);

create table surcharge_dependencies (
  surcharge_id integer not null references surcharges (id) on delete cascade,
  depends_on_id integer not null references surcharges (id),
  primary key (surcharge_id, depends_on_id)
);

create table surcharge_zone_conditions (
  id integer generated always as identity primary key,
  surcharge_id integer not null references surcharges (id) on delete cascade,
  position integer not null,
  -- null: any address on that side
  zone_from integer references zones (id),
  zone_to integer references zones (id),
  amount numeric(14, 4) not null,
  minimum_amount numeric(14, 4),
  maximum_amount numeric(14, 4)
);
create index surcharge_zone_conditions_idx on surcharge_zone_conditions (surcharge_id, position);

create table pricelist_surcharges (
  pricelist_id integer not null references pricelists (id) on delete cascade,
  surcharge_id integer not null references surcharges (id),
  position integer not null,
  primary key (pricelist_id, surcharge_id)
);
create index pricelist_surcharges_surcharge_idx on pricelist_surcharges (surcharge_id);

-- Who changed what: {"created": true} or {"updates": {"field": value}}, for pricelists and surcharges.
create table record_logs (
  id integer generated always as identity primary key,
  carrier_id integer not null references carriers (id) on delete cascade,
  record_type text not null check (record_type in ('pricelist', 'surcharge')),
  record_id integer not null,
  author_id integer references users (id) on delete set null,
  author_name text not null,
  changes jsonb not null,
  created_at timestamptz not null default now()
);
create index record_logs_record_idx on record_logs (record_type, record_id, created_at);
