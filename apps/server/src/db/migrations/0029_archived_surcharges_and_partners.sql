-- Archived surcharges and partners (issue 42), the shape of pricelists.archived_at (null: live).
-- An archived surcharge is kept for the quotes and versions that name it, but it charges nothing,
-- leaves the lists and the pricelist form's picker, and can be restored. An archived partner is kept
-- for its quotes and pricelists; its API token and its portal users stop working, and it leaves the
-- lists and pickers until restored.
-- Additive: an older server ignores the columns (it keeps charging the surcharge, serving the partner).
alter table surcharges add column archived_at timestamptz;
alter table partners add column archived_at timestamptz;
