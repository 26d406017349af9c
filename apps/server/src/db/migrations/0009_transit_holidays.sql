-- A transit may skip public holidays (collection country: no departure; delivery country: not a
-- counted transit day). Existing transits keep today's dates: the column defaults to false here,
-- while the API's create schema defaults new transits to true.
alter table transits add column skip_holidays boolean not null default false;
