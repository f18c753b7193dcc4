-- Time-outs and self-exclusions (issue 35, decision 312). One row per request, never changed:
-- the account is excluded until the latest `ends_at` of its rows. A new request may only end
-- later (the application refuses an earlier end; an earlier row in the table would change
-- nothing anyway, the latest end wins). The trigger of migrations/functions/
-- pw_self_exclusion_never_shortened.sql refuses every UPDATE, every TRUNCATE and the DELETE of
-- a row that has not ended yet, whoever asks (the application's own database user included), so
-- no request, route or direct statement can lift or shorten one. A DELETE of the account cascades
-- here and is refused the same way until the exclusion has ended.
create table self_exclusions (
  id uuid primary key default gen_random_uuid(),
  user_id text not null references "user" (id) on delete cascade,
  kind text not null check (kind in ('time-out', 'self-exclusion')),
  duration text not null check (duration in ('24h', '7d', '30d', '6m', '1y', '5y')),
  starts_at timestamptz not null default now(),
  ends_at timestamptz not null,
  check (ends_at > starts_at),
  check ((kind = 'time-out') = (duration in ('24h', '7d', '30d')))
);
create index self_exclusions_user_ends_idx on self_exclusions (user_id, ends_at desc);

-- Reality checks (issue 35, decision 313): every 30 or 60 minutes of activity, chosen per account
-- and kept on the server so that every device of the account reminds alike. Null: off.
alter table "user" add column "realityCheckMinutes" integer check ("realityCheckMinutes" in (30, 60));
