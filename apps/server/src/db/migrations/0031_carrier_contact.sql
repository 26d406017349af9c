-- The carrier's contact on its rate cards (issue 42): the postal address and the VAT id, '' until
-- saved (the name, e-mail and phone are the carrier's own columns). Additive: an older server
-- neither reads nor writes them.
alter table carrier_settings add column address text not null default '';
alter table carrier_settings add column vat_id text not null default '';
