-- Versions of pricelists and surcharges (decision 7). Every save writes a new grid and a version
-- row; the record's `version` column (api.md "Concurrent edits") names the current one. A version
-- row is never changed: its grid's rows are never replaced, so pricing reads the current version's
-- rows through the record's grid_id and any older version stays readable and restorable.
create table record_versions (
  carrier_id integer not null references carriers (id) on delete cascade,
  record_type text not null check (record_type in ('pricelist', 'surcharge')),
  record_id integer not null,
  version integer not null,
  -- the grid of this version; null: a surcharge that is not of type pricelist
  grid_id integer references grids (id),
  -- the record's own fields and links (ids) at this version; the grid is apart
  content jsonb not null,
  author_id integer references users (id) on delete set null,
  author_name text not null,
  -- {"created": true}, {"updates": {field: new value}}, {"restored": n} or {"kept": true} (before versions)
  changes jsonb not null,
  created_at timestamptz not null default now(),
  primary key (record_type, record_id, version)
);
create index record_versions_carrier_idx on record_versions (carrier_id, record_type, record_id, version);

-- The current content of every record becomes its first kept version.
insert into record_versions (carrier_id, record_type, record_id, version, grid_id, content, author_name, changes, created_at)
select p.carrier_id, 'pricelist', p.id, p.version, p.grid_id,
  jsonb_build_object(
    'name', p.name, 'service_id', p.service_id, 'customer_id', p.customer_id, 'currency', p.currency,
    'status', p.status, 'valid_from', to_char(p.valid_from, 'YYYY-MM-DD'), 'valid_to', to_char(p.valid_to, 'YYYY-MM-DD'),
    'active', p.active, 'comment', p.comment,
    'surcharges', coalesce((select jsonb_agg(s.surcharge_id order by s.position) from pricelist_surcharges s where s.pricelist_id = p.id), '[]'),
    'blocks', coalesce((select jsonb_agg(c.condition_id order by c.condition_id) from pricelist_conditions c where c.pricelist_id = p.id and c.kind = 'block'), '[]'),
    'ldm_blocks', coalesce((select jsonb_agg(c.condition_id order by c.condition_id) from pricelist_conditions c where c.pricelist_id = p.id and c.kind = 'ldm_block'), '[]')
  ),
  '', '{"kept": true}', p.updated_at
from pricelists p;

insert into record_versions (carrier_id, record_type, record_id, version, grid_id, content, author_name, changes, created_at)
select s.carrier_id, 'surcharge', s.id, s.version, s.grid_id,
  jsonb_build_object(
    'name', s.name, 'type', s.type, 'currency', s.currency, 'hidden', s.hidden,
    'amount', s.amount, 'minimum_amount', s.minimum_amount, 'maximum_amount', s.maximum_amount,
    'all_conditions_needed', s.all_conditions_needed,
    'blocks', coalesce((select jsonb_agg(c.condition_id order by c.condition_id) from surcharge_conditions c where c.surcharge_id = s.id and c.kind = 'block'), '[]'),
    'ldm_blocks', coalesce((select jsonb_agg(c.condition_id order by c.condition_id) from surcharge_conditions c where c.surcharge_id = s.id and c.kind = 'ldm_block'), '[]'),
    'dependencies', coalesce((select jsonb_agg(d.depends_on_id order by d.depends_on_id) from surcharge_dependencies d where d.surcharge_id = s.id), '[]'),
    'zone_conditions', coalesce((select jsonb_agg(jsonb_build_object('zone_from', z.zone_from, 'zone_to', z.zone_to, 'amount', z.amount,
      'minimum_amount', z.minimum_amount, 'maximum_amount', z.maximum_amount) order by z.position) from surcharge_zone_conditions z where z.surcharge_id = s.id), '[]')
  ),
  '', '{"kept": true}', s.updated_at
from surcharges s;

-- Every set of exchange rates ever used, so a quote can be priced again on its own rates.
create table exchange_rate_versions (
  id integer generated always as identity primary key,
  -- {"SEK": 11.2, ...} against EUR
  rates jsonb not null,
  created_at timestamptz not null default now()
);
insert into exchange_rate_versions (rates) select coalesce(jsonb_object_agg(currency, rate), '{}') from exchange_rates;

-- What a quote records to be reproduced: the request (compact: defaults left out), the versions it
-- was priced on and the answer as given. Null on quotes recorded before.
alter table quotes
  add column request jsonb,
  add column pricelist_version integer,
  add column surcharge_versions jsonb,
  add column rates_version integer,
  add column answer jsonb;
-- Retention and the backtest read by carrier and time.
create index quotes_carrier_created_idx on quotes (carrier_id, created_at);
