-- The partner a security event is about (issue 42): an invitation sent to, or access revoked from, a
-- person of the partner. A revoked partner user is deleted; the partner's page lists them as revoked
-- from these events, so the trace does not vanish with the row. No foreign key, as for the actor and
-- the subject: the trail outlives what it names. Events before this column name the partner only in
-- their detail ("a person of Acme"); the page reads those by it.
alter table security_events add column customer_id integer;
create index security_events_customer_idx on security_events (carrier_id, customer_id, id desc) where customer_id is not null;
