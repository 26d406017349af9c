-- The mail of a calculation job is its own step (issue 23): a pg-boss delivery on the queue
-- `calculation-mails`, queued in the transaction that marks the job done, keyed by the job id.
-- These columns make it send once: the step claims the send ('sending', with the Message-ID it
-- will use, fixed by the job id), sends, then records it sent (mail_status 'sent', mailed_at).
-- A claim older than its lease belongs to a step that died mid-send: the next delivery sends
-- again with the same Message-ID (and, in the outbox, over the same file).
-- See docs/decisions/0005-calculation-jobs.md.
alter table calc_jobs add column mail_status text check (mail_status in ('sending', 'sent'));
alter table calc_jobs add column mail_message_id text;
alter table calc_jobs add column mail_claimed_at timestamptz;
alter table calc_jobs add column mail_attempts integer not null default 0;

update calc_jobs set mail_status = 'sent' where mailed_at is not null;
