-- The languages (issue 45, docs/api.md "Languages"): English, Estonian and Finnish.
-- A user's own language (PUT /fe/user); null: not chosen yet, the web app then takes the browser's.
-- A partner's (what its people, mails, rate cards and workbooks read); null: the carrier's.
-- The carrier's, beside its country and time zone; 'en' until set (PUT /fe/carrier_settings, the
-- admin's carrier form). Additive: an older server neither reads nor writes them.
alter table users add column language text check (language in ('en', 'et', 'fi'));
alter table partners add column language text check (language in ('en', 'et', 'fi'));
alter table carriers add column language text not null default 'en' check (language in ('en', 'et', 'fi'));
