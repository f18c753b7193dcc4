-- The back office (issue 11): an audit log of every admin change, a search's exclusion from the
-- public popular list, and a handled mark for feedback messages.
create table admin_audit_log (
  id uuid primary key default gen_random_uuid(),
  -- Kept when the admin account is deleted later: the email below still says who it was.
  actor_id text references "user" ("id") on delete set null,
  actor_email text not null,
  action text not null check (length(btrim(action)) > 0),
  entity text not null,
  entity_id text,
  before jsonb,
  after jsonb,
  created_at timestamptz not null default now()
);
create index admin_audit_log_created_idx on admin_audit_log (created_at desc);
create index admin_audit_log_entity_idx on admin_audit_log (entity, created_at desc);

-- Anyone can push a text onto the home page by repeating it; an admin can take it off.
alter table searches add column hidden_from_popular boolean not null default false;

alter table feedback add column handled_at timestamptz;
create index feedback_open_idx on feedback (created_at desc) where handled_at is null;

-- Referral analytics group visits and sign-ups by code within a period.
create index referrals_created_idx on referrals (created_at);
create index user_referrals_created_idx on user_referrals (created_at);
