-- Bookings as a clerk expects them (issue 42). Additive: an older server books as before (who and
-- the shipment left null, so its bookings are not checked) and never reads the new columns.
--
-- Who booked a quote: a partner user in the portal or a member of the carrier's staff booking on the
-- partner's behalf (a phone order); null for a partner's system (token) and for bookings before this.
-- The name is kept beside the id, as a version's author is, so it reads the same once the user is gone.
alter table quotes add column booked_by integer, add column booked_by_name text;

-- One booking per shipment: a request priced for several services gives one quote per service, all
-- of one shipment. They share who asked (carrier, partner, token or not), the instant they were
-- priced and the recorded request; the shipment is those, hashed. A quote recorded before requests
-- were kept is its own shipment.
create function quote_shipment(id uuid, carrier_id integer, partner_id integer, via_tms boolean, created_at timestamptz, request text)
  returns text language sql immutable
  as $$ select case when request is null then id::text
    else md5(concat_ws('|', carrier_id, coalesce(partner_id, 0), via_tms, (extract(epoch from created_at) * 1000000)::bigint, request)) end $$;

-- A booked quote's shipment; null while it is not booked. Unique: a second booking of the shipment
-- fails in the database whoever books, however close together (the second waits for the first).
alter table quotes add column booked_shipment text;

-- The bookings made before the rule keep their booked_at; only the first of a shipment holds the
-- shipment (so a later one of it is refused), the rare second one is left as it was.
update quotes q set booked_shipment = quote_shipment(q.id, q.carrier_id, q.partner_id, q.via_tms, q.created_at, q.request)
  where q.booked_at is not null and not exists (
    select 1 from quotes p
     where p.booked_at is not null and p.carrier_id = q.carrier_id and p.created_at = q.created_at and p.id <> q.id
       and quote_shipment(p.id, p.carrier_id, p.partner_id, p.via_tms, p.created_at, p.request)
         = quote_shipment(q.id, q.carrier_id, q.partner_id, q.via_tms, q.created_at, q.request)
       and (p.booked_at, p.id) < (q.booked_at, q.id));

-- Partial: an unbooked quote (nearly every one) writes no entry here, so recording quotes pays nothing for it.
create unique index quotes_booked_shipment_idx on quotes (booked_shipment) where booked_shipment is not null;

-- The lookup by the short id the screens show: a quote id's last 8 characters (its random end).
-- The one index here every recorded quote writes an entry of (decision 8 weighs each such cost):
-- without it, a short id would read every quote of the carrier.
create index quotes_short_id_idx on quotes (right(id::text, 8));

-- The home page's counts (GET /fe/dashboard): a carrier's bookings of a day, its failed deliveries.
create index quotes_carrier_booked_idx on quotes (carrier_id, booked_at) where booked_at is not null;
create index partner_deliveries_failed_idx on partner_deliveries (carrier_id, created_at) where status = 'failed';
