-- The records a carrier defines before any price: postcode areas, zones of areas, transit times,
-- conditions (blocks, limits), services and partners with their API tokens.

create table areas (
  id integer generated always as identity primary key,
  carrier_id integer not null references carriers (id) on delete cascade,
  name text not null,
  country char(2) not null,
  -- normalised: upper case, no spaces or hyphens (pricing.md section 7)
  postcode_from text not null,
  postcode_to text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index areas_carrier_idx on areas (carrier_id, country, postcode_from);
create index areas_carrier_name_idx on areas (carrier_id, lower(name));

create table zones (
  id integer generated always as identity primary key,
  carrier_id integer not null references carriers (id) on delete cascade,
  name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index zones_carrier_idx on zones (carrier_id, lower(name));

create table zone_areas (
  zone_id integer not null references zones (id) on delete cascade,
  -- an area in use by a zone cannot be deleted
  area_id integer not null references areas (id) on delete restrict,
  position integer not null,
  primary key (zone_id, area_id)
);
create index zone_areas_area_idx on zone_areas (area_id);

create table transits (
  id integer generated always as identity primary key,
  carrier_id integer not null references carriers (id) on delete cascade,
  name text not null,
  transit_time integer not null check (transit_time >= 0),
  cutoff_time char(5) not null default '12:00',
  monday boolean not null default true,
  tuesday boolean not null default true,
  wednesday boolean not null default true,
  thursday boolean not null default true,
  friday boolean not null default true,
  saturday boolean not null default false,
  sunday boolean not null default false,
  allow_saturday_delivery boolean not null default false,
  allow_sunday_delivery boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index transits_carrier_idx on transits (carrier_id);

create table conditions (
  id integer generated always as identity primary key,
  carrier_id integer not null references carriers (id) on delete cascade,
  type text not null,
  presence boolean,
  applied_after numeric(14, 3),
  applied_until numeric(14, 3),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index conditions_carrier_idx on conditions (carrier_id);

create table services (
  id integer generated always as identity primary key,
  carrier_id integer not null references carriers (id) on delete cascade,
  name text not null,
  code text not null,
  cargoson_id integer,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index services_code_idx on services (carrier_id, lower(code));

create table service_blocks (
  service_id integer not null references services (id) on delete cascade,
  condition_id integer not null references conditions (id) on delete restrict,
  primary key (service_id, condition_id)
);

create table partners (
  id integer generated always as identity primary key,
  carrier_id integer not null references carriers (id) on delete cascade,
  name text not null,
  country char(2) not null default 'EE',
  general_hidden boolean not null default false,
  -- The token is HMAC(server key, id and nonce): shown by recomputing it, looked up by its hash.
  -- A database dump alone (no key) reveals no usable token; a reset draws a new nonce.
  token_nonce text not null,
  token_hash text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index partners_carrier_idx on partners (carrier_id, lower(name));
create unique index partners_token_idx on partners (token_hash);
