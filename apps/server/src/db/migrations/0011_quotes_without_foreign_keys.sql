-- Quotes are statistics rows that only the server's quote writer inserts, in batches, for the
-- carrier and pricelist it has just priced on; the app never deletes a carrier or a pricelist.
-- The two foreign keys made every recorded quote look up its carrier and pricelist (on the
-- embedded database some 10 µs of WebAssembly per row) and could fail a whole batch of every
-- carrier's quotes for one pricelist gone meanwhile. Every read stays scoped by carrier_id
-- (decision 8).
alter table quotes drop constraint quotes_carrier_id_fkey, drop constraint quotes_pricelist_id_fkey;
