-- Throttled attempts (issue 11): a sign-in password, a two-factor code, a forgot_password request,
-- a registration. A row is written BEFORE the expensive or guessable check runs, in a transaction
-- that holds an advisory lock on the throttle keys and counts the rows first, so parallel requests
-- cannot all slip under the limit. A failed check leaves its row (it is the failure); a right
-- password or code deletes the rows it forgives. Rows past the longest window are pruned.
create table auth_attempts (
  id bigint generated always as identity primary key,
  -- 'password' | 'code' | 'forgot' | 'registration'
  kind text not null,
  -- what is guessed at: the lower-case e-mail, or for a code the user's id
  subject text not null,
  -- the caller's address
  ip text not null,
  created_at timestamptz not null
);
create index auth_attempts_subject_idx on auth_attempts (kind, subject, created_at);
create index auth_attempts_ip_idx on auth_attempts (kind, ip, created_at);
create index auth_attempts_created_idx on auth_attempts (created_at);

-- Replaced by auth_attempts: failures counted after the check, and wrong codes counted per session.
drop table login_failures;
alter table sessions drop column failed_codes;
