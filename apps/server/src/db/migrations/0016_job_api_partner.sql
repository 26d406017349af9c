-- The partner whose API token started a calculation job (issue 25): GET /api/v1/jobs/{id} answers a
-- token only the jobs it started. Null for a job started in the web app (the calculator, which
-- names a partner in its request but is not that partner), and for the jobs queued before this
-- column, whose starter was not recorded: they stay the carrier's, listed in /fe/jobs as before.
-- A deleted partner leaves its jobs to the carrier.
alter table calc_jobs add column api_partner_id integer references partners (id) on delete set null;

-- Deleting a partner looks its jobs up by this column.
create index calc_jobs_api_partner on calc_jobs (api_partner_id) where api_partner_id is not null;
