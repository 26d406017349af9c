-- A carrier's settings the PDF rate card carries (issue 28 item 2): its terms text (the footer of
-- every page) and its logo, kept in the database (PNG or JPEG, at most 512 KB, checked by the
-- upload). One row per carrier, written on the first save.
create table carrier_settings (
  carrier_id integer primary key references carriers (id) on delete cascade,
  terms text not null default '',
  logo bytea,
  logo_content_type text check (logo_content_type in ('image/png', 'image/jpeg')),
  logo_bytes integer check (logo_bytes between 1 and 524288),
  logo_updated_at timestamptz,
  updated_at timestamptz not null default now(),
  check ((logo is null) = (logo_content_type is null) and (logo is null) = (logo_bytes is null) and (logo is null) = (logo_updated_at is null))
);
