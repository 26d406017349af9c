-- The quote search at a real carrier's size (issue 43, BENCH_ONLY=scale on the scale fixture).
--
-- The reference is searched anywhere in it, in any case (GET /fe/quotes?reference=): without an
-- index every quote of the carrier was read and its request parsed, 3.6 s at 1 million quotes on
-- PostgreSQL and some 35 s at 10 million; with trigrams 55 ms at 1 million. pg_trgm is a trusted
-- extension (the database's owner creates it) and ships with PostgreSQL and PGlite (loaded by
-- db/client.ts and db/pglite-worker.mjs). Partial: a quote without a reference writes no entry.
-- Every recorded quote with a reference writes a few trigram entries (GIN's pending list takes them
-- in, merged later): some 22 bytes a quote.
create extension if not exists pg_trgm;
-- The operator class named with the extension's schema: a database may have pg_trgm already, in a
-- schema outside the search path (`create extension if not exists` then leaves it there).
do $$ begin
  execute format('create index quotes_reference_idx on quotes using gin ((request::json ->> %L) %I.gin_trgm_ops)
    where (request::json ->> %L) is not null', 'reference',
    (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'), 'reference');
end $$;
