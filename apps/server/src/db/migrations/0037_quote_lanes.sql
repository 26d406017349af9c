-- breaking: a quote's request no longer holds its collection, delivery and reference (columns now); an older server parses it whole.
--
-- A quote's lane and reference in columns of their own (issue 43, BENCH_ONLY=scale). The search by
-- lane parsed every quote's request JSON: 15.6 s at 1 million quotes embedded, some 40 s at 10
-- million on PostgreSQL; the reference's trigram index parsed it on every insert. In columns, both
-- are read by index and written as the quote's COPY writes its other fields, and the request keeps
-- the rest (service, date, shipments, flags): what reprices it, without the same text twice.
--
-- collection and delivery: the country and the normalised postcode as one text ('FI00100'; a
-- country is always its 2 letters), so a search by country and the start of a postcode is one
-- range of one index. Readers put them back into the request (quotes.repository `wholeRequest`).

alter table quotes add column collection text, add column delivery text, add column reference text;

-- The quotes kept so far: the columns from the request, the request without them. The roll-ups
-- count totals and cells, which this leaves alone, so their update trigger is not run for it.
alter table quotes disable trigger quote_daily_cells_updated;
update quotes set
    collection = (request::json -> 'collection' ->> 'country') || (request::json -> 'collection' ->> 'postcode'),
    delivery = (request::json -> 'delivery' ->> 'country') || (request::json -> 'delivery' ->> 'postcode'),
    reference = request::json ->> 'reference',
    request = (request::jsonb - 'collection' - 'delivery' - 'reference')::text
  where request::jsonb ? 'collection';
alter table quotes enable trigger quote_daily_cells_updated;

-- A booked quote's shipment is now hashed over its whole request as readers put it together
-- (quotes.repository `shipmentOfRow`): the bookings so far are hashed again the same way, so a
-- second booking of one of their shipments is still refused.
update quotes set booked_shipment = quote_shipment(id, carrier_id, partner_id, via_tms, created_at,
    '{"collection":{"country":' || to_json(left(collection, 2))::text || ',"postcode":' || to_json(substr(collection, 3))::text
    || '},"delivery":{"country":' || to_json(left(delivery, 2))::text || ',"postcode":' || to_json(substr(delivery, 3))::text
    || '},' || coalesce('"reference":' || to_json(reference)::text || ',', '') || substr(request, 2))
  where booked_shipment is not null and collection is not null;

-- The search: a lane by its two ends (each its own index, combined when both are given), the
-- reference anywhere in it by trigrams of the column (no JSON parsed on insert).
drop index quotes_reference_idx;
-- (The operator class named with pg_trgm's schema, as 0036 does.)
do $$ begin
  execute format('create index quotes_reference_idx on quotes using gin (reference %I.gin_trgm_ops) where reference is not null',
    (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'));
end $$;
create index quotes_collection_idx on quotes (collection text_pattern_ops);
create index quotes_delivery_idx on quotes (delivery text_pattern_ops);
