-- General rate increases (issue 27): an increase applied to many pricelists at once. Applying it
-- writes, in one transaction, a successor of each pricelist (the new prices, valid from the
-- increase's date) and ends the pricelist the day before; these rows say what it did, so the
-- increase can be listed and, before its date, cancelled (successors archived, the former valid_to
-- given back). Large increases are applied by a job on the pg-boss queue `rate-increases`.
create table rate_increases (
  id integer generated always as identity primary key,
  carrier_id integer not null references carriers (id) on delete cascade,
  -- the first day the successors answer (the carrier's calendar)
  effective_from date not null,
  -- {"percent": n} or {"rules": [...]} as the request gave it
  change jsonb not null,
  rounding numeric(4, 2) not null,
  include_min_max boolean not null,
  created_by integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  cancelled_at timestamptz
);
create index rate_increases_carrier_idx on rate_increases (carrier_id, effective_from desc);

create table rate_increase_pricelists (
  increase_id integer not null references rate_increases (id) on delete cascade,
  predecessor_id integer not null references pricelists (id) on delete cascade,
  -- the predecessor's valid_to before the increase ended it: given back by a cancel
  former_valid_to date not null,
  successor_id integer not null references pricelists (id) on delete cascade,
  primary key (increase_id, predecessor_id)
);

-- An increase applied in the background: its request, progress and outcome. The apply is one
-- transaction that also marks the job done, so a job is done exactly when its increase exists; a
-- job whose process died is queued again (its transaction rolled back with it).
create table rate_increase_jobs (
  id uuid primary key,
  carrier_id integer not null references carriers (id) on delete cascade,
  user_id integer references users (id) on delete set null,
  -- the validated request (the pricelist ids resolved)
  request jsonb not null,
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  progress real not null default 0 check (progress between 0 and 1),
  increase_id integer references rate_increases (id) on delete set null,
  error text,
  worker text,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  heartbeat_at timestamptz,
  finished_at timestamptz
);
create index rate_increase_jobs_running_heartbeat on rate_increase_jobs (heartbeat_at) where status = 'running';
