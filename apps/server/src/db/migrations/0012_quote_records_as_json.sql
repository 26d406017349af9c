-- A quote's request, answer and surcharge versions are written once and read back whole (a
-- reprice, a backtest's Freight line), never searched: kept as json (the text, checked) instead
-- of jsonb (parsed into a tree and key-sorted), which was most of the database's work per quote
-- written: some 32 µs per row on PostgreSQL with jsonb, 21 µs with json, taken apart from one
-- JSON parameter (decision 8; the writer now uses COPY, which checks json the same cheap way).
alter table quotes
  alter column request type json using request::json,
  alter column surcharge_versions type json using surcharge_versions::json,
  alter column answer type json using answer::json;
