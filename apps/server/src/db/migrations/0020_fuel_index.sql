-- The fuel surcharge indexed to diesel (issue 27 part 2).
-- A percentage surcharge takes its percent from its own amount ('fixed') or from the carrier's fuel
-- index ('fuel_index'): the band of the diesel price of the shipment's collection month.
alter table surcharges
  add column amount_source text not null default 'fixed' check (amount_source in ('fixed', 'fuel_index'));

-- Every saved version of a carrier's fuel index is kept (never changed), so a quote priced on one
-- reprices on it exactly; the newest is the one pricing reads. `content` is
-- {"values": [{"month": "2026-11", "price": "1.62"}], "bands": [{"from", "to", "percent"}]}.
create table fuel_index_versions (
  carrier_id integer not null references carriers (id) on delete cascade,
  version integer not null check (version > 0),
  content jsonb not null,
  author_id integer references users (id) on delete set null,
  author_name text not null,
  created_at timestamptz not null default now(),
  primary key (carrier_id, version)
);

-- The fuel index version a quote was priced on; null: the carrier had none (or recorded before).
alter table quotes add column fuel_index_version integer;
