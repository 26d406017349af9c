-- Settings of the server kept in the database, so every process on it reads the same (issue 26).
-- The first: the fingerprint of the server secret (`secret_key_fingerprint`, a keyed hash that
-- reveals nothing of the key), stamped by the first process to start, so a process that made a
-- key of its own (SECRET_KEY unset) refuses to start beside processes that use another.
create table server_settings (
  name text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);
