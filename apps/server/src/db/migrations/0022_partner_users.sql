-- Partner users (issue 28, the partner portal): people of a partner whom the carrier invites. They
-- are users of the carrier with the partner in customer_id (null for the carrier's staff and for
-- platform administrators); they hold no role and see only their partner's records. Deleting the
-- partner (today only with its carrier) deletes its users, and with them their sessions and links.
alter table users add column customer_id integer references partners (id) on delete cascade;
-- When the latest invitation was sent, and by whom (null when that user is gone).
alter table users add column invited_at timestamptz;
alter table users add column invited_by integer references users (id) on delete set null;
-- The latest completed sign-in (a password without a code due, or the second step); staff too.
alter table users add column signed_in_at timestamptz;

-- A carrier's user holds a role, unless they are a partner's user, who holds none.
alter table users drop constraint users_check;
alter table users add constraint users_check check (
  is_admin or (carrier_id is not null and (customer_id is null) = (role_id is not null))
);

create index users_customer_idx on users (customer_id) where customer_id is not null;
