-- Foundation: carriers (tenants), their roles and users, sessions, one-time tokens,
-- registrations waiting for an admin, sign-in throttling and exchange rates.

create table carriers (
  id integer generated always as identity primary key,
  name text not null,
  country char(2) not null default 'EE',
  email text not null default '',
  phone text not null default '',
  timezone text not null default 'Europe/Tallinn',
  created_at timestamptz not null default now()
);

create table roles (
  id integer generated always as identity primary key,
  carrier_id integer not null references carriers (id) on delete cascade,
  name text not null,
  calculator boolean not null default true,
  -- {"pricelists": "write", ...}: one level per permission area
  permissions jsonb not null,
  created_at timestamptz not null default now()
);
create index roles_carrier_idx on roles (carrier_id);

create table users (
  id integer generated always as identity primary key,
  -- null for platform administrators, who belong to no carrier
  carrier_id integer references carriers (id) on delete cascade,
  role_id integer references roles (id),
  is_admin boolean not null default false,
  name text not null,
  email text not null,
  phone text not null default '',
  password_hash text,
  verified_at timestamptz,
  totp_secret text,
  totp_pending_secret text,
  -- the last 30-second TOTP step accepted: a code is never accepted twice
  totp_last_step bigint,
  created_at timestamptz not null default now(),
  check (is_admin or (carrier_id is not null and role_id is not null))
);
create unique index users_email_idx on users (lower(email));
create index users_carrier_idx on users (carrier_id);

create table sessions (
  -- sha256 of the cookie's random id: a database dump reveals no usable session
  id_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  -- 'two_factor' after a right password when a code is still due; 'active' when signed in
  stage text not null check (stage in ('two_factor', 'active')),
  pretend_user_id integer references users (id) on delete set null,
  failed_codes integer not null default 0,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_user_idx on sessions (user_id);

create table tokens (
  id_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  kind text not null check (kind in ('verification', 'reset')),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index tokens_user_idx on tokens (user_id);

create table registrations (
  id integer generated always as identity primary key,
  company text not null,
  name text not null,
  email text not null,
  phone text not null default '',
  country char(2) not null,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'rejected')),
  carrier_id integer references carriers (id) on delete set null,
  created_at timestamptz not null default now()
);

create table login_failures (
  id integer generated always as identity primary key,
  email text not null,
  ip text not null,
  created_at timestamptz not null default now()
);
create index login_failures_email_idx on login_failures (email, created_at);
create index login_failures_ip_idx on login_failures (ip, created_at);

create table exchange_rates (
  currency char(3) primary key,
  -- units of this currency for one EUR
  rate numeric(18, 8) not null check (rate > 0),
  updated_at timestamptz not null default now()
);
