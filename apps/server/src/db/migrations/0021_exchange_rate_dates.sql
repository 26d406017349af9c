-- Each kept set of exchange rates has the date it is of (issue 27): an ECB file's `time`, or the
-- day an admin saved the rates they typed. Sets kept before take the day they were saved.
alter table exchange_rate_versions add column date date;
update exchange_rate_versions set date = (created_at at time zone 'Europe/Tallinn')::date;
alter table exchange_rate_versions alter column date set not null;
