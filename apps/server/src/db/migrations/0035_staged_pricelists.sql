-- A rate increase's staged successors (issue 43 item 3, decision 19): a large increase writes its
-- successors in short chunks, each its own transaction, as archived rows marked with the job's id,
-- and a final short transaction un-archives them all at once. Archived, they are out of every list,
-- picker, check and the pricing already; the marker keeps them out of the archived list too, and lets
-- a job claimed again delete what it staged before. Additive: an older server sees them as archived.
alter table pricelists add column staged_by_job uuid;
create index pricelists_staged_by_job on pricelists (staged_by_job) where staged_by_job is not null;
