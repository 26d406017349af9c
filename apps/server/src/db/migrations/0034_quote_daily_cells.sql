-- Statistics from daily roll-ups (issue 43 item 4, decision 20): a pricelist's hits, bookings and
-- sums per grid cell, per UTC day and whether a partner's system asked, kept in step with the quotes
-- in the same transaction as their rows. The statistics read whole days here and the raw quotes
-- only for the part days at the two ends of a range, so a year reads some 365 rows per cell instead
-- of every quote. Additive: an older server neither reads nor writes it (its quotes and bookings
-- fire the triggers all the same).
create table quote_daily_cells (
  carrier_id integer not null,
  pricelist_id integer not null,
  -- the UTC day of the quotes' created_at
  day date not null,
  fare_group integer not null,
  zone_row integer not null,
  quantity_row integer not null,
  via_tms boolean not null,
  hits integer not null,
  bookings integer not null,
  -- sums of the quotes' totals (numeric(14,2) each), all of them and the booked ones
  potential numeric not null,
  booked numeric not null,
  primary key (carrier_id, pricelist_id, day, fare_group, zone_row, quantity_row, via_tms)
) with (fillfactor = 50);
-- Half of each page left free: a cell's row is updated by every batch that counts in it, and an
-- update within its page (HOT) writes no index entry. Retention deletes whole days.
create index quote_daily_cells_day_idx on quote_daily_cells (day);

-- Adds the grouped rows of `delta` (statement-level triggers below). In key order, so two
-- transactions adding to the same cells lock them in one order (no deadlock).
create function quote_daily_cells_add() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into quote_daily_cells as c
    select carrier_id, pricelist_id, (created_at at time zone 'UTC')::date, fare_group, zone_row, quantity_row, via_tms,
      count(*), count(booked_at), sum(total), coalesce(sum(total) filter (where booked_at is not null), 0)
      from new_quotes group by 1, 2, 3, 4, 5, 6, 7 order by 1, 2, 3, 4, 5, 6, 7
    on conflict (carrier_id, pricelist_id, day, fare_group, zone_row, quantity_row, via_tms) do update
      set hits = c.hits + excluded.hits, bookings = c.bookings + excluded.bookings,
          potential = c.potential + excluded.potential, booked = c.booked + excluded.booked;
  else
    -- An update (a booking): what the new rows count less what the old ones did, where it differs.
    insert into quote_daily_cells as c
    select carrier_id, pricelist_id, (created_at at time zone 'UTC')::date, fare_group, zone_row, quantity_row, via_tms,
      sum(hits), sum(bookings), sum(potential), sum(booked)
      from (
        select carrier_id, pricelist_id, created_at, fare_group, zone_row, quantity_row, via_tms,
          1 as hits, (booked_at is not null)::int as bookings, total as potential,
          case when booked_at is not null then total else 0 end as booked
          from new_quotes
        union all
        select carrier_id, pricelist_id, created_at, fare_group, zone_row, quantity_row, via_tms,
          -1, -(booked_at is not null)::int, -total, case when booked_at is not null then -total else 0 end
          from old_quotes
      ) change
     group by 1, 2, 3, 4, 5, 6, 7
    having sum(hits) <> 0 or sum(bookings) <> 0 or sum(potential) <> 0 or sum(booked) <> 0
     order by 1, 2, 3, 4, 5, 6, 7
    on conflict (carrier_id, pricelist_id, day, fare_group, zone_row, quantity_row, via_tms) do update
      set hits = c.hits + excluded.hits, bookings = c.bookings + excluded.bookings,
          potential = c.potential + excluded.potential, booked = c.booked + excluded.booked;
  end if;
  return null;
end $$;

-- Statement-level with transition tables: once per statement (a COPY batch of the quote writer, a
-- booking), and they fire for COPY too. On the partitioned table, so a row written into a partition
-- directly (a month's rows moved out of the default partition) is not counted twice.
create trigger quote_daily_cells_inserted after insert on quotes
  referencing new table as new_quotes for each statement execute function quote_daily_cells_add();
create trigger quote_daily_cells_updated after update on quotes
  referencing old table as old_quotes new table as new_quotes for each statement execute function quote_daily_cells_add();

-- The quotes kept so far.
insert into quote_daily_cells
select carrier_id, pricelist_id, (created_at at time zone 'UTC')::date, fare_group, zone_row, quantity_row, via_tms,
  count(*), count(booked_at), sum(total), coalesce(sum(total) filter (where booked_at is not null), 0)
  from quotes group by 1, 2, 3, 4, 5, 6, 7;

-- How long a carrier keeps its quotes (issue 43): months after the month a quote was priced in,
-- in place of the server's QUOTE_RETENTION_DAYS. The daily job (quote-retention.ts) drops whole
-- months older than every carrier's retention and deletes a shorter one's older quotes.
alter table carrier_settings add column quote_retention_months integer not null default 36
  check (quote_retention_months between 1 and 120);
