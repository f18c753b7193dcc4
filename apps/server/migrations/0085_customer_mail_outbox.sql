-- Mail a customer expects (issue 30): a receipt for a paid order, a crypto payment verified or
-- rejected, a plan ending in three days and one that ended, a refund or revoke. Each mail is a
-- row written in the transaction of the change it reports (or by the billing job, idempotently),
-- at most one per dedupe_key, and sent after commit by the mail dispatcher (decision 263):
-- what a mail says is what was committed, and no retry or race sends it twice.
create table customer_mail_outbox (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('receipt', 'crypto_verified', 'crypto_rejected', 'plan_ending', 'plan_ended', 'refund')),
  dedupe_key text not null unique,
  user_id text not null references "user" (id) on delete cascade,
  recipient text not null,
  -- The facts the mail states (plan, amount, dates, the administrator's note), as committed.
  payload jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts int not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz
);
create index customer_mail_outbox_user_idx on customer_mail_outbox (user_id);
create index customer_mail_outbox_due_idx on customer_mail_outbox (updated_at) where status <> 'sent';
