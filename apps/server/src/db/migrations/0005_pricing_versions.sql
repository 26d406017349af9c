-- A version per carrier's pricing data ('carrier:<id>') and for the exchange rates ('rates'),
-- bumped in the same transaction as every write to what pricing reads. Each process checks the
-- versions of what it has compiled about once a second, so a missed change notice (a dropped
-- LISTEN connection) costs at most that second, never stale prices for as long as the process runs.
create table pricing_versions (
  scope text primary key,
  version bigint not null
);

-- Optimistic concurrency (api.md "Concurrent edits"): 1 on create, +1 on every save.
alter table pricelists add column version integer not null default 1;
alter table surcharges add column version integer not null default 1;
