-- Two of the indexes every quote writes an entry of, smaller (issue 43, BENCH_ONLY=scale: the
-- database's bytes a quote).
--
-- 1. The reference search's pending list: 1 MB a month, not 4. GIN gathers new entries in a pending
--    list (up to gin_pending_list_limit, 4 MB by default) and moves them into the index in bulk.
--    Each monthly partition has its own, and the pages it took stay the index's once moved: at the
--    embedded database's million quotes (some 40,000 a month) that was 100 of the 143 bytes a quote
--    of the search indexes. At 1 MB the move runs four times as often, about 3.5 µs more per quote
--    written (measured on 200,000 references, decision 20), in the database's COPY, not the
--    server's event loop. A partitioned index takes no storage parameter by ALTER: it is made again
--    with it, and every partition made later takes it from it.
-- 2. The short id index: the id's last 8 hexadecimal digits as the int4 they are, not as text
--    (an entry of 16 bytes, not 24). Since 0038 it is how a quote is found by its whole id too.
drop index quotes_reference_idx;
do $$ begin
  execute format('create index quotes_reference_idx on quotes using gin (reference %I.gin_trgm_ops) with (gin_pending_list_limit = 1024)
    where reference is not null',
    (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'));
end $$;

drop index quotes_short_id_idx;
create index quotes_short_id_idx on quotes ((('x' || right(id::text, 8))::bit(32)::int4));
