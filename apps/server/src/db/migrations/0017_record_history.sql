-- One history per pricelist and surcharge (issue 26): record_logs is folded into record_versions.
-- Since decision 7 every save wrote the same change set twice, a version row and a log row in one
-- transaction; now the version row is the change-log entry. A row is either
--   a version (version, content, grid): created, updated, restored, imported, or kept by 0010; or
--   an entry that made no version (version and content null): an archive or un-archive, or a log
--   entry written before versions were kept.
-- The change log lists the rows that say something (created, or some field changed), the versions
-- panel the rows with a version. `id` orders entries of the same time, oldest first.
alter table record_versions rename to record_versions_0010;
alter index record_versions_pkey rename to record_versions_0010_pkey;
alter index record_versions_carrier_idx rename to record_versions_0010_carrier_idx;

create table record_versions (
  id integer generated always as identity primary key,
  carrier_id integer not null references carriers (id) on delete cascade,
  record_type text not null check (record_type in ('pricelist', 'surcharge')),
  record_id integer not null,
  -- null: an entry that made no version (archived, un-archived, or logged before versions were kept)
  version integer,
  -- the grid of this version; null: a surcharge that is not of type pricelist, or no version
  grid_id integer references grids (id),
  -- the record's own fields and links (ids) at this version; the grid is apart; null: no version
  content jsonb,
  author_id integer references users (id) on delete set null,
  author_name text not null,
  -- {"created": true}, {"updates": {field: new value}, "before": {field: old value}},
  -- {"restored": n, "updates": {..., "restored": n}, "before": {...}} or {"kept": true} (0010)
  changes jsonb not null,
  created_at timestamptz not null default now(),
  unique (record_type, record_id, version),
  check ((version is null) = (content is null))
);
create index record_versions_carrier_idx on record_versions (carrier_id, record_type, record_id, created_at);

-- A log entry is in a version row when the same save wrote both: the same record, the same
-- transaction time, the same change set (a restore's version adds its top-level "restored").
-- Every other log entry is kept as an entry without a version, so the change log loses none.
insert into record_versions (carrier_id, record_type, record_id, version, grid_id, content, author_id, author_name, changes, created_at)
select carrier_id, record_type, record_id, version, grid_id, content, author_id, author_name, changes, created_at
from (
  select v.carrier_id, v.record_type, v.record_id, v.version, v.grid_id, v.content, v.author_id, v.author_name, v.changes, v.created_at,
    0 as origin, 0 as log_id
  from record_versions_0010 v
  union all
  select l.carrier_id, l.record_type, l.record_id, null, null, null, l.author_id, l.author_name, l.changes, l.created_at, 1, l.id
  from record_logs l
  where not exists (
    select 1 from record_versions_0010 v
    where v.record_type = l.record_type and v.record_id = l.record_id and v.created_at = l.created_at
      and (v.changes - 'restored') = l.changes
  )
) history
order by created_at, origin, version, log_id;

drop table record_versions_0010;
drop table record_logs;
