-- The security trail (issue 40 item 3): sign-ins and failed ones, two-factor and password changes,
-- people, roles, invitations and API tokens changed, prices exported, settings changed. Each row is
-- written in the transaction of the action it records, so an action that rolls back leaves no
-- event and a committed one always has its event. Rows are never changed (the trigger below); a
-- daily job deletes those older than 400 days. The actor and the subject are kept as they were
-- (id and name, no foreign key), so the trail outlives the users it names.
create table security_events (
  id bigint generated always as identity primary key,
  -- null: an event of no carrier (a failed sign-in with an unknown address, a platform admin's own)
  carrier_id integer references carriers (id) on delete cascade,
  at timestamptz not null default now(),
  kind text not null,
  actor_id integer,
  actor_name text,
  -- the user the event is about (a failed sign-in's account, the user created or changed)
  subject_user_id integer,
  subject text not null default '',
  detail text not null default '',
  ip text
);
create index security_events_carrier_idx on security_events (carrier_id, id desc);
create index security_events_actor_idx on security_events (carrier_id, actor_id, id desc) where actor_id is not null;
create index security_events_subject_idx on security_events (carrier_id, subject_user_id, id desc) where subject_user_id is not null;
create index security_events_at_idx on security_events (at);

create function security_events_unchanged() returns trigger language plpgsql as $$
begin
  raise exception 'security events are never changed';
end;
$$;
create trigger security_events_append_only before update on security_events
  for each row execute function security_events_unchanged();

-- The user's own sessions list (issue 40 item 3): a public id that is not the cookie's hash, and
-- where the session was opened from.
alter table sessions add column public_id uuid not null default gen_random_uuid();
alter table sessions add column ip text;
alter table sessions add column user_agent text;
create unique index sessions_public_id_idx on sessions (public_id);
