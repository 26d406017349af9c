-- Changes a second person approves (issue 47; docs/api.md "Changes a second person approves").
-- The carrier's setting: off (a save goes live at once), pricelists (a pricelist's save waits for
-- an approver), pricing (a surcharge's too, and every write of the zones, areas, transit times,
-- conditions, the fuel index and the distance table).
alter table carrier_settings add column approvals text not null default 'off'
  check (approvals in ('off', 'pricelists', 'pricing'));

-- A proposed save of a pricelist or surcharge, or a rate increase (its request, the pricelists resolved): the body as the one versioned save takes it, the
-- version it was based on (null: a new record), who proposed it and, once decided, who decided
-- and why. A write of the pricing setup (records without versions) keeps its body as its route
-- took it and the record as it was (`before`): an approval finding the record changed is refused. Nothing that prices reads this table: the record is untouched until an approval saves
-- the body as the author's version, in the approval's own transaction.
create table changes (
  id integer generated always as identity primary key,
  carrier_id integer not null references carriers (id) on delete cascade,
  record_type text not null check (record_type in ('pricelist', 'surcharge', 'rate_increase', 'zone', 'area', 'transit', 'condition', 'fuel_index', 'distance_table')),
  -- null: the change creates the record (a rate increase: its successors), or the record is the carrier's one table
  record_id integer,
  base_version integer,
  -- the record's name when proposed (a list reads it without the body)
  record_name text not null,
  -- how the author came to it: the editor, a restore of a version, a file import, a rate increase,
  -- an archive or un-archive of a pricelist (the body is then empty: the record's content does not move), a delete
  origin text not null check (origin in ('save', 'restore', 'import', 'increase', 'archive', 'unarchive', 'delete')),
  body jsonb not null,
  -- a setup record as GET answered it when proposed (null: a new one, or a versioned record, which has base_version)
  before jsonb,
  -- the change set the log says when it is not the field diff (an import's summary, a restore's version)
  changes jsonb,
  author_id integer references users (id) on delete set null,
  author_name text not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  decided_by_id integer references users (id) on delete set null,
  decided_by_name text,
  decided_at timestamptz,
  reason text,
  -- an Owner approving their own change as the carrier's only approver (a second confirmation)
  self_approved boolean not null default false,
  -- the record and version the approval wrote
  applied_record_id integer,
  applied_version integer,
  created_at timestamptz not null default now(),
  check (base_version is null or record_id is not null),
  check ((status = 'pending') = (decided_at is null))
);
create index changes_carrier_status_idx on changes (carrier_id, status, id desc);
create index changes_record_idx on changes (carrier_id, record_type, record_id) where status = 'pending';

-- A version an approval wrote names its approver (the history says both) and the change.
alter table record_versions
  add column approved_by_id integer references users (id) on delete set null,
  add column approved_by_name text,
  add column change_id integer references changes (id) on delete set null;

-- The new permission: every role none, the Owner role write.
update roles set permissions = permissions || jsonb_build_object('approvals', case when is_owner then 'write' else 'none' end);
