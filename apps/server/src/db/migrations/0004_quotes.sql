-- Every priced result of the price API and the calculator, for statistics and bookings.
create table quotes (
  -- made by the server before the row is written (writes are batched), returned to the caller
  id uuid primary key,
  carrier_id integer not null references carriers (id) on delete cascade,
  pricelist_id integer not null references pricelists (id) on delete cascade,
  service_id integer not null,
  partner_id integer,
  -- the cell that priced it: positions within the pricelist's grid
  fare_group integer not null,
  zone_row integer not null,
  quantity_row integer not null,
  total numeric(14, 2) not null,
  currency char(3) not null,
  -- true when the request came with a partner token (a partner's system, "Shipment only")
  via_tms boolean not null,
  created_at timestamptz not null,
  booked_at timestamptz
);
create index quotes_pricelist_idx on quotes (pricelist_id, created_at);
