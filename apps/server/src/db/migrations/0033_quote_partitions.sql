-- Quotes in monthly partitions by created_at (issue 43 item 4, decision 20): years of quotes are
-- kept by dropping whole months (a file each) instead of deleting rows one by one, and a month's
-- indexes stay the size of a month. Same SQL on PostgreSQL and the embedded database (PostgreSQL 17).
--
-- Additive for an older server: it writes quotes with the same COPY into the same table name, reads
-- them by the same columns, and recognises a second booking of a shipment by the index name in the
-- error, which each partition's booking index keeps as its prefix (quotes_booked_shipment_idx_*).
--
-- Every existing read keeps working: a lookup by id (the primary key's first column) probes each
-- partition's (id, created_at) index, some 40 small index probes for 3 years kept, a fraction of a
-- millisecond; reads by pricelist and time, by carrier and booking, and by short id use each
-- partition's copy of their index, and reads bounded by created_at skip the other months.

-- The table as it was, out of the way (its index names are taken again below).
alter table quotes rename to quotes_unpartitioned;
alter index quotes_pkey rename to quotes_unpartitioned_pkey;
alter index quotes_pricelist_idx rename to quotes_unpartitioned_pricelist_idx;
alter index quotes_created_idx rename to quotes_unpartitioned_created_idx;
alter index quotes_booked_shipment_idx rename to quotes_unpartitioned_booked_shipment_idx;
alter index quotes_short_id_idx rename to quotes_unpartitioned_short_id_idx;
alter index quotes_carrier_booked_idx rename to quotes_unpartitioned_carrier_booked_idx;

-- The same columns in the same order. The primary key must hold the partition key: (id, created_at),
-- as unique as id alone (a UUIDv7 made once per quote).
create table quotes (like quotes_unpartitioned including defaults) partition by range (created_at);
alter table quotes add primary key (id, created_at);

-- A row of a month without its partition (a clock far off, a month the daily job has not made yet)
-- is kept here, never refused; the job moves a month's rows out when it makes that month.
create table quotes_default partition of quotes default;

-- Makes the partition of the month holding `month` (UTC), quotes_pYYYYMM, unless it exists, moving
-- that month's rows out of the default partition into it first (its creation would fail on them),
-- and names its booking index quotes_booked_shipment_idx_pYYYYMM (as the default's is named below),
-- so the refusal of a second booking names the index it always named. Answers whether it made it.
-- Moved rows go into the partition itself: the roll-ups (0034), kept by triggers on `quotes`,
-- counted them already.
create function quote_partition(month date) returns boolean language plpgsql as $$
declare
  first date := date_trunc('month', month)::date;
  upto date := (date_trunc('month', month) + interval '1 month')::date;
  suffix text := 'p' || to_char(month, 'YYYYMM');
  part text := 'quotes_' || suffix;
  made boolean := false;
  booked text;
begin
  if to_regclass(part) is null then
    create temp table quote_partition_moved (like quotes);
    with moved as (
      delete from quotes_default
       where created_at >= first::timestamp at time zone 'UTC' and created_at < upto::timestamp at time zone 'UTC'
      returning *)
    insert into quote_partition_moved select * from moved;
    execute format('create table %I partition of quotes for values from (%L) to (%L)', part,
      first::timestamp at time zone 'UTC', upto::timestamp at time zone 'UTC');
    execute format('insert into %I select * from quote_partition_moved', part);
    drop table quote_partition_moved;
    made := true;
  end if;
  if to_regclass('quotes_booked_shipment_idx') is not null then
    select c.relname into booked
      from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_index x on x.indexrelid = c.oid
     where i.inhparent = 'quotes_booked_shipment_idx'::regclass and x.indrelid = part::regclass;
    if booked is not null and booked <> 'quotes_booked_shipment_idx_' || suffix then
      execute format('alter index %I rename to %I', booked, 'quotes_booked_shipment_idx_' || suffix);
    end if;
  end if;
  return made;
end $$;

-- The months of the rows kept, and this month and the next three (the daily job keeps three ahead).
select quote_partition(month::date) from (
  select distinct date_trunc('month', created_at at time zone 'UTC') as month from quotes_unpartitioned
  union select date_trunc('month', now() at time zone 'UTC') + make_interval(months => n) from generate_series(0, 3) n
) months order by month;

insert into quotes select * from quotes_unpartitioned;
drop table quotes_unpartitioned;

-- The indexes as before, on every partition (each partition's own copy; a new one gets them too).
create index quotes_pricelist_idx on quotes (pricelist_id, created_at);
create index quotes_created_idx on quotes (created_at);
create index quotes_short_id_idx on quotes (right(id::text, 8));
create index quotes_carrier_booked_idx on quotes (carrier_id, booked_at) where booked_at is not null;
-- A unique index of a partitioned table must hold the partition key: (booked_shipment, created_at)
-- in place of (booked_shipment). The same rule: a shipment's hash (quote_shipment, 0030) includes
-- its created_at, so two quotes of one shipment always share created_at, and a second booking of a
-- shipment is refused exactly as before.
create unique index quotes_booked_shipment_idx on quotes (booked_shipment, created_at) where booked_shipment is not null;

-- The partitions' booking indexes get their names (made after the partitions above).
select quote_partition((substr(c.relname, 9, 4) || '-' || substr(c.relname, 13, 2) || '-01')::date)
  from pg_inherits i join pg_class c on c.oid = i.inhrelid
 where i.inhparent = 'quotes'::regclass and c.relname ~ '^quotes_p[0-9]{6}$';
do $$
declare booked text;
begin
  select c.relname into booked
    from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_index x on x.indexrelid = c.oid
   where i.inhparent = 'quotes_booked_shipment_idx'::regclass and x.indrelid = 'quotes_default'::regclass;
  execute format('alter index %I rename to quotes_booked_shipment_idx_default', booked);
end $$;
