-- Retention deletes quotes of every carrier older than a cutoff (`created_at < $1`), which an index
-- led by carrier_id cannot serve; every other read of quotes goes by pricelist (quotes_pricelist_idx).
-- So the index quotes take on each insert is the one retention needs.
drop index quotes_carrier_created_idx;
create index quotes_created_idx on quotes (created_at);
