-- Calculation jobs (issue 13): budget (mass) and tender calculations mailed as workbooks. The work
-- is delivered to the server processes by pg-boss (its own schema `pgboss`, which it creates and
-- migrates itself at start); this table is the job as the carrier sees it and its result, so that
-- any process can report on it and serve the file. See docs/decisions/0004-calculation-jobs.md.
create table calc_jobs (
  id uuid primary key,
  carrier_id integer not null references carriers (id) on delete cascade,
  -- who asked: the signed-in user (the calculator), or null for a partner's token
  user_id integer references users (id) on delete set null,
  kind text not null check (kind in ('mass', 'tender')),
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  progress real not null default 0 check (progress between 0 and 1),
  -- shipments (mass) or lanes x profiles (tender)
  rows integer not null,
  email text not null,
  -- the validated request and its caller, gzipped JSON: the job can run again from it alone
  request bytea not null,
  -- the finished workbook, written in the same statement as status 'done'
  file bytea,
  file_name text,
  error text,
  -- the process working on it; its heartbeat moves with the progress, and a job whose heartbeat
  -- stopped (a killed process) is queued again
  worker text,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  heartbeat_at timestamptz,
  finished_at timestamptz,
  mailed_at timestamptz
);

create index calc_jobs_carrier_created on calc_jobs (carrier_id, created_at desc);
create index calc_jobs_running_heartbeat on calc_jobs (heartbeat_at) where status = 'running';
