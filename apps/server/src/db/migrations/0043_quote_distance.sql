-- A quote keeps the lane's road km it was priced with and where that came from (issue 46; docs/api.md
-- "Distance-priced loads and emissions"): a reprice takes the km as recorded, so a per-km quote
-- reprices identically after the postcode points, the areas' centroids, the distance table or the
-- road factor change. Null: no distance (and every quote kept before). Additive: an older server
-- writes neither column.
alter table quotes add column distance_km numeric(7, 1), add column distance_source text;
