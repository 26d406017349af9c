-- An archived surcharge (issue 42): kept for the quotes and versions that name it, but it charges
-- nothing, leaves the lists and the pricelist form's picker, and can be restored. The same shape as
-- pricelists.archived_at (null: live). Additive: an older server ignores the column and keeps charging it.
alter table surcharges add column archived_at timestamptz;
