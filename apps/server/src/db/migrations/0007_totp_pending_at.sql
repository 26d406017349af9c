-- When the two-factor secret being set up was made: GET /fe/two_factor shows the same secret until
-- it is confirmed or 15 minutes old, so a reload (or a request nobody meant) does not replace the
-- secret the user's app has just scanned.
alter table users add column totp_pending_at timestamptz;
