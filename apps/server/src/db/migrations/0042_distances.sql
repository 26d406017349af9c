-- How far, and what each service drives (issue 46 parts 2 and 4; docs/api.md "Distances").

-- Every saved version of a carrier's distance table is kept (never changed), as the fuel index's
-- are (migration 0020): a quote priced on one reprices on it exactly, and an older one can be
-- restored as the next version. `content` is {"lanes": [{"zone_from": 1, "zone_to": 2, "km": "312.5"}]}
-- (zone ids, km as text); the newest version is the one pricing reads.
create table distance_table_versions (
  carrier_id integer not null references carriers (id) on delete cascade,
  version integer not null check (version > 0),
  content jsonb not null,
  -- The version restored from, when the save was a restore; null: saved from the table.
  restored_from integer,
  author_id integer references users (id) on delete set null,
  author_name text not null,
  created_at timestamptz not null default now(),
  primary key (carrier_id, version)
);

-- The lanes of the newest version, one row per directed zone pair: what pricing reads, and what keeps
-- a zone the table names from being deleted (a zone in a lane is in use: remove the lane first).
-- Replaced whole, in the save's transaction, with the version it belongs to.
create table distance_lanes (
  carrier_id integer not null references carriers (id) on delete cascade,
  zone_from integer not null references zones (id),
  zone_to integer not null references zones (id),
  km numeric(7, 1) not null check (km > 0 and km <= 20000),
  primary key (carrier_id, zone_from, zone_to)
);
create index distance_lanes_zone_to_idx on distance_lanes (zone_to);
create index distance_lanes_zone_from_idx on distance_lanes (zone_from);

-- The carrier's road factor: road km = great-circle km x road_factor where the table has no lane;
-- null: the default 1.25 (an approximation, docs/emissions.md).
alter table carrier_settings add column road_factor numeric(4, 3) check (road_factor between 1 and 3);

-- What a service drives, for its emissions (ISO 14083 with the GLEC Framework's road categories):
-- the vehicle category (null: none named, no emissions), its fuel, and the carrier's own measured
-- well-to-wheel intensity in g CO2e per tonne-km (null: the GLEC default of the vehicle).
alter table services
  add column vehicle text check (
    vehicle in (
      'van_lt_3_5t', 'rigid_3_5_7_5t', 'rigid_7_5_12t', 'rigid_12_20t', 'rigid_20_26t', 'rigid_26_32t',
      'articulated_lt_34t', 'articulated_34_40t'
    )
  ),
  add column fuel text not null default 'diesel' check (fuel in ('diesel')),
  add column emission_factor numeric(9, 3) check (emission_factor > 0 and emission_factor <= 10000);
