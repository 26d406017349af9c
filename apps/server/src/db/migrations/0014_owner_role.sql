-- The Owner role (issue 23): the role made with the carrier is marked, so that the rules that keep
-- the Owner in charge (only an Owner or a platform admin changes or deletes an Owner, gives or
-- changes the Owner role) do not hang on a name anyone with roles:write could give another role.
alter table roles add column is_owner boolean not null default false;

-- Existing carriers: the first role named Owner is the one made with the carrier.
update roles set is_owner = true
where id in (select min(id) from roles where name = 'Owner' group by carrier_id);

create unique index roles_one_owner_per_carrier on roles (carrier_id) where is_owner;
