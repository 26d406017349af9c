-- Invitations withheld because their address has an account elsewhere (issue 40 item 5): a
-- carrier's staff who invite a partner's person, or add a colleague, with an address that belongs
-- to a user of another carrier (or a platform admin) get the same answer as for a fresh address,
-- and see the invitation pending as they would a fresh one; nothing is made for that account, and
-- its owner is mailed instead. customer_id: a partner's person (as users.customer_id); null: a
-- colleague, with role_id and phone as users have them. The id is drawn from the users' own
-- sequence, so it reads like a user's id.
create table withheld_invitations (
  id integer primary key default nextval(pg_get_serial_sequence('users', 'id')::regclass),
  carrier_id integer not null references carriers (id) on delete cascade,
  customer_id integer references partners (id) on delete cascade,
  role_id integer references roles (id),
  name text not null,
  email text not null,
  phone text not null default '',
  invited_by integer references users (id) on delete set null,
  invited_at timestamptz not null default now(),
  check ((customer_id is null) = (role_id is not null))
);
-- One per address and carrier, as users are one per address.
create unique index withheld_invitations_email_idx on withheld_invitations (carrier_id, lower(email));
create index withheld_invitations_customer_idx on withheld_invitations (customer_id) where customer_id is not null;
