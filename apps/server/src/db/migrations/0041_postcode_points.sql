-- Where a postcode is (issue 46 part 1; docs/emissions.md "Where a postcode is", docs/api.md
-- "Postcode points"). Additive: an older server neither reads nor writes any of it.

-- The platform's postcode points, loaded by the platform admin from GeoNames' postal code files
-- (POST /fe/admin/postcode_points; GeoNames, CC BY 4.0). Not a carrier's: every carrier's distances
-- read them. One point per country and lookup key (postcodePointKey: `LV-1050` and `LV 1050` are
-- `1050`); a postcode the file lists for several places gets the mean of their points (`places`
-- counts them). `postcode` and `place` are the first line's. `loaded_at` is the transaction time of
-- the upload that wrote the row: a later line of the same upload adds to its mean, a new upload
-- replaces it.
create table postcode_points (
  country char(2) not null check (country ~ '^[A-Z]{2}$'),
  key text not null check (key <> '' and length(key) <= 20),
  postcode text not null,
  place text not null,
  latitude numeric(9, 6) not null check (latitude between -90 and 90),
  longitude numeric(9, 6) not null check (longitude between -180 and 180),
  places integer not null default 1 check (places > 0),
  loaded_at timestamptz not null default now(),
  primary key (country, key)
);

-- An area's centroid, for its postcodes that have no point of their own: both or neither.
alter table areas add column latitude numeric(9, 6);
alter table areas add column longitude numeric(9, 6);
alter table areas add constraint areas_centroid_check check (
  (latitude is null and longitude is null)
  or (latitude is not null and longitude is not null and latitude between -90 and 90 and longitude between -180 and 180)
);
