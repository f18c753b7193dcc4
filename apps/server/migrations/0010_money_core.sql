-- The money core (issue 9): an append-only credit ledger, payment orders as a guarded state
-- machine with a price snapshot, stored provider events, and crypto transaction ids unique per
-- network. Constraints here are the last guard behind fulfilOrder's row locks: one order can
-- grant credits once, one request id can spend once, one event key is processed once.

-- 1. Orders: the full state machine and the snapshot of what was sold at which price.
alter table payment_orders drop constraint payment_orders_status_check;
alter table payment_orders add constraint payment_orders_status_check
  check (status in ('created', 'pending', 'paid', 'fulfilled', 'failed', 'expired', 'cancelled', 'refunded'));
alter table payment_orders
  add column plan_id uuid references subscription_plans (id),
  add column plan_name text,
  add column credits integer check (credits > 0),
  add column duration_days integer check (duration_days > 0),
  add column method_id uuid references payment_methods (id) on delete set null,
  add column region_code text,
  -- The provider's own id for the payment (checkout session, reference); unique per provider.
  add column provider_reference text,
  add column subscription_id uuid references subscriptions (id),
  add column failure_reason text,
  add column paid_at timestamptz,
  add column fulfilled_at timestamptz;
create unique index payment_orders_provider_ref_idx on payment_orders (payment_provider, provider_reference)
  where provider_reference is not null;
create index payment_orders_open_idx on payment_orders (status, created_at) where status in ('created', 'pending');

-- 2. The credit ledger. Balances stay where the hot path reads them (user_search_credits.credits
-- for free credits, subscriptions.credits_remaining per plan) and change in the same transaction
-- as the ledger row that explains them; balance_after records the bucket's balance after it.
create table credit_ledger (
  id bigint generated always as identity primary key,
  user_id text not null references "user" ("id") on delete cascade,
  entry text not null check (entry in ('grant', 'spend', 'expire', 'revoke')),
  reason text not null
    check (reason in ('signup', 'purchase', 'manual', 'referral', 'search', 'refund', 'expiry', 'opening')),
  bucket text not null check (bucket in ('free', 'subscription')),
  amount integer not null check (amount <> 0),
  balance_after integer not null check (balance_after >= 0),
  subscription_id uuid references subscriptions (id) on delete cascade,
  order_id uuid references payment_orders (id),
  request_id text,
  note text,
  created_at timestamptz not null default now(),
  check ((entry = 'grant') = (amount > 0)),
  check (bucket = 'free' or subscription_id is not null)
);
create index credit_ledger_user_idx on credit_ledger (user_id, id desc);
-- One payment (or manual order) grants once, whatever the retries or races.
create unique index credit_ledger_order_grant_idx on credit_ledger (order_id) where entry = 'grant' and order_id is not null;
-- One search request spends once and is refunded at most once.
create unique index credit_ledger_spend_idx on credit_ledger (request_id) where entry = 'spend';
create unique index credit_ledger_refund_idx on credit_ledger (request_id) where reason = 'refund';
create unique index credit_ledger_signup_idx on credit_ledger (user_id) where reason = 'signup';
create unique index credit_ledger_expiry_idx on credit_ledger (subscription_id) where entry = 'expire';

-- Append-only: enforced by the trigger function in migrations/functions/pw_ledger_is_append_only.sql,
-- which also (re)creates its trigger on credit_ledger.

-- Opening balances of what existed before the ledger.
insert into credit_ledger (user_id, entry, reason, bucket, amount, balance_after)
  select user_id, 'grant', 'opening', 'free', credits, credits from user_search_credits where credits > 0;
insert into credit_ledger (user_id, entry, reason, bucket, amount, balance_after, subscription_id)
  select user_id, 'grant', 'opening', 'subscription', credits_remaining, credits_remaining, id
  from subscriptions where credits_remaining > 0;

-- 3. Every incoming payment event, stored before it is processed (and retried when processing fails).
create table payment_events (
  id uuid primary key default gen_random_uuid(),
  provider text not null,
  event_key text not null,
  event_type text not null,
  order_id uuid references payment_orders (id) on delete set null,
  raw_body text not null,
  status text not null default 'received' check (status in ('received', 'processing', 'processed', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  outcome text,
  last_error text,
  received_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  processed_at timestamptz,
  unique (provider, event_key)
);
create index payment_events_retry_idx on payment_events (status, updated_at) where status <> 'processed';

-- 4. Crypto: a transaction id is accepted once per network (hex ids compared case-insensitively),
-- and every submission has an order that verification fulfils.
alter table crypto_transactions drop constraint crypto_transactions_transaction_id_key;
create unique index crypto_transactions_network_tx_idx on crypto_transactions (network, lower(transaction_id));
alter table crypto_transactions add column order_id uuid unique references payment_orders (id);
