-- breaking: quotes no longer keep their answer (an older server writes it with every quote) nor a primary key.
--
-- A quote keeps what reprices it and no more (issue 43, BENCH_ONLY=scale: 740 bytes a quote at 10
-- million on PostgreSQL against a goal of 450). Its answer was a third of the row, 250 bytes of
-- JSON, and every part of it is priced again from what the quote keeps beside it: its request, the
-- versions of its pricelist, surcharges, fuel index and exchange rates, and its instant (decision
-- 20). What was given is kept as figures: the total and currency (columns already), the grid cell,
-- and now the freight, the backtest's "before" (it read the answer's first charge), and the delivery
-- date (what a change of transit times alone moves). A reader prices the quote again and shows the
-- result where it gives those figures (quotes.service `givenAnswer`).

alter table quotes add column freight numeric(14, 2), add column delivery_date date;

-- The quotes kept so far: their freight from their answer. The roll-ups count totals and cells,
-- which this leaves alone, so their update trigger is not run for it.
alter table quotes disable trigger quote_daily_cells_updated;
update quotes set freight = (answer::json -> 'charges' -> 0 ->> 'amount')::numeric,
    delivery_date = (answer::json ->> 'delivery_date')::date
  where answer is not null and answer like '{%';
alter table quotes enable trigger quote_daily_cells_updated;

alter table quotes drop column answer;

-- The primary key (id, created_at) was the second-largest index (43 bytes a quote) and found a
-- quote by id only: partitioned by created_at, it could not hold id unique alone (a UUIDv7 made
-- once per quote is unique by making). A quote is found by id through the short id index
-- (its last 8 characters, the screens' short id), with `id =` on the few entries it names.
alter table quotes drop constraint quotes_pkey;
