-- Change notifications of partners (issue 28 item 3): webhook endpoints and e-mail recipients per
-- partner, the events a save or a rate increase makes for them, and one delivery per event and
-- endpoint or address, with its attempts. Events and deliveries are written inside the save's own
-- transaction (the outbox): a save that rolls back tells nobody, a committed one is never lost.
-- A delivery is handed to the pg-boss queue `partner-notifications` (queued = true) in the
-- transaction that makes it or that schedules its next attempt.

create table partner_webhooks (
  id integer generated always as identity primary key,
  carrier_id integer not null references carriers (id) on delete cascade,
  partner_id integer not null references partners (id) on delete cascade,
  url text not null,
  -- The HMAC key, encrypted (AES-256-GCM, the key derived from SECRET_KEY): it must be read back to
  -- sign, so it is not hashed; it is never answered again after the create.
  secret_sealed text not null,
  events jsonb not null,
  created_at timestamptz not null default now()
);
create index partner_webhooks_partner_idx on partner_webhooks (partner_id);

create table partner_notification_recipients (
  partner_id integer primary key references partners (id) on delete cascade,
  carrier_id integer not null references carriers (id) on delete cascade,
  emails jsonb not null default '[]',
  events jsonb not null default '[]'
);

create table partner_events (
  id uuid primary key,
  carrier_id integer not null references carriers (id) on delete cascade,
  partner_id integer not null references partners (id) on delete cascade,
  type text not null check (type in ('pricelist.changed', 'pricelist.scheduled', 'pricelist.effective')),
  pricelist_id integer references pricelists (id) on delete set null,
  -- the JSON the webhook receives (webhookEventBodySchema)
  body jsonb not null,
  created_at timestamptz not null default now()
);
create index partner_events_partner_idx on partner_events (partner_id, created_at desc);

create table partner_deliveries (
  id integer generated always as identity primary key,
  carrier_id integer not null references carriers (id) on delete cascade,
  partner_id integer not null references partners (id) on delete cascade,
  event_id uuid not null references partner_events (id) on delete cascade,
  channel text not null check (channel in ('webhook', 'email')),
  -- the endpoint (null once removed: its pending deliveries stop)
  webhook_id integer references partner_webhooks (id) on delete set null,
  -- the URL or the e-mail address
  target text not null,
  status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
  -- [{at, status_code, answer, ok}], oldest first
  attempts jsonb not null default '[]',
  next_attempt_at timestamptz,
  -- handed to pg-boss (false: an outbox row the next dispatch queues)
  queued boolean not null default false,
  -- the process trying it now (a claim whose process died is released by the recovery)
  claimed_by text,
  claimed_at timestamptz,
  created_at timestamptz not null default now()
);
create index partner_deliveries_partner_idx on partner_deliveries (partner_id, id desc);
create index partner_deliveries_unqueued_idx on partner_deliveries (id) where not queued;
create index partner_deliveries_claimed_idx on partner_deliveries (claimed_at) where claimed_by is not null;

-- A pricelist that takes effect after its save's day: `pricelist.effective` is made on that day
-- (the carrier's calendar) by the periodic check, unless the pricelist was archived (an increase
-- cancelled) or its valid_from moved meanwhile.
create table pricelist_effective_notices (
  pricelist_id integer primary key references pricelists (id) on delete cascade,
  carrier_id integer not null references carriers (id) on delete cascade,
  effective_from date not null,
  replaces_id integer references pricelists (id) on delete set null,
  done_at timestamptz
);
create index pricelist_effective_notices_due_idx on pricelist_effective_notices (effective_from) where done_at is null;

-- Mailed calculations (issue 28 item 4) are throttled like sign-ins: an auth_attempts row of kind
-- 'mail' per mailed calculation, subject 'carrier:<id>', ip 'partner:<id>' or 'user:<id>'.
