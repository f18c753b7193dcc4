-- Plans, regions, gateways, orders, subscriptions, crypto and referrals (back-office spec §3).
create table subscription_plans (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (length(btrim(name)) > 0),
  description text,
  credits integer not null check (credits > 0),
  duration_days integer not null check (duration_days > 0),
  -- Prices are minor units (cents).
  price_usd integer not null check (price_usd >= 0),
  is_active boolean not null default true,
  is_popular boolean not null default false,
  created_at timestamptz not null default now()
);

create table regions (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code ~ '^[A-Z]{2}$'),
  name text not null check (length(btrim(name)) > 0),
  currency_code text not null check (currency_code ~ '^[A-Z]{3}$'),
  currency_symbol text not null check (length(btrim(currency_symbol)) > 0),
  -- Units of the local currency per US dollar.
  exchange_rate numeric(18, 6) not null check (exchange_rate > 0),
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);

create table regional_prices (
  id uuid primary key default gen_random_uuid(),
  plan_id uuid not null references subscription_plans (id) on delete cascade,
  region_id uuid not null references regions (id) on delete cascade,
  price integer not null check (price > 0),
  unique (plan_id, region_id)
);

create table payment_gateways (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  description text,
  is_fallback boolean not null default false
);

create table payment_methods (
  id uuid primary key default gen_random_uuid(),
  gateway_id uuid not null references payment_gateways (id) on delete cascade,
  name text not null check (length(btrim(name)) > 0),
  description text,
  icon text not null check (icon in ('credit-card', 'bitcoin', 'wallet', 'landmark', 'smartphone', 'paypal')),
  is_active boolean not null default true,
  metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);

create table region_payment_methods (
  id uuid primary key default gen_random_uuid(),
  region_id uuid not null references regions (id) on delete cascade,
  method_id uuid not null references payment_methods (id) on delete cascade,
  is_active boolean not null default true,
  unique (region_id, method_id)
);

create table payment_orders (
  id uuid primary key default gen_random_uuid(),
  user_id text not null references "user" ("id") on delete cascade,
  order_id text not null unique,
  payment_provider text not null,
  amount integer not null check (amount >= 0),
  currency text not null,
  description text,
  status text not null default 'created'
    check (status in ('created', 'pending', 'paid', 'failed', 'cancelled', 'refunded')),
  metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index payment_orders_user_idx on payment_orders (user_id, created_at desc);

create table subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id text not null references "user" ("id") on delete cascade,
  plan_id uuid not null references subscription_plans (id),
  status text not null default 'active' check (status in ('active', 'expired', 'cancelled')),
  credits_remaining integer not null check (credits_remaining >= 0),
  starts_at timestamptz not null default now(),
  ends_at timestamptz not null,
  source text not null check (source in ('payment', 'manual', 'crypto')),
  -- A verified payment grants at most one subscription.
  payment_order_id uuid unique references payment_orders (id),
  note text,
  created_at timestamptz not null default now(),
  check (ends_at > starts_at)
);
create index subscriptions_user_idx on subscriptions (user_id, ends_at desc);

create table crypto_transactions (
  id uuid primary key default gen_random_uuid(),
  user_id text not null references "user" ("id") on delete cascade,
  email text not null,
  plan_id uuid not null references subscription_plans (id),
  plan_name text not null,
  amount integer not null check (amount >= 0),
  currency text not null default 'USDT' check (currency = 'USDT'),
  network text not null check (network in ('TRC20', 'BEP20')),
  wallet_address text not null,
  transaction_id text not null unique check (length(btrim(transaction_id)) > 0),
  status text not null default 'pending' check (status in ('pending', 'verified', 'rejected')),
  admin_notes text,
  verified_at timestamptz,
  verified_by text references "user" ("id") on delete set null,
  subscription_id uuid references subscriptions (id),
  created_at timestamptz not null default now()
);
create index crypto_transactions_status_idx on crypto_transactions (status, created_at desc);

create table referrals (
  id uuid primary key default gen_random_uuid(),
  code text not null check (code ~ '^[A-Za-z0-9_-]{2,64}$'),
  session_id text,
  path text,
  query_params text,
  user_agent text,
  referrer text,
  created_at timestamptz not null default now()
);
create index referrals_code_idx on referrals (code, created_at desc);

create table user_referrals (
  id uuid primary key default gen_random_uuid(),
  user_id text not null unique references "user" ("id") on delete cascade,
  referral_code text not null,
  created_at timestamptz not null default now()
);
create index user_referrals_code_idx on user_referrals (referral_code, created_at desc);
