-- A past day's rates kept from an ECB history file (issue 41): a dated rate set that was never the
-- current one. The current set is the newest of the others; quotes still name any set by id.
-- Additive: an older server writes current sets (the default) and reads the newest by id, which is a
-- past day's set only after a history file was saved while it still runs.
alter table exchange_rate_versions add column history boolean not null default false;
