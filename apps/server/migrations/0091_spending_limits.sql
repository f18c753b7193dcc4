-- Spending limits (issue 35, decision 311): per account and rolling period, in the currency of
-- the account's regional prices, as integer minor units. `amount` is the limit in force (null:
-- none). A raise or a removal waits 24 hours in `pending_amount` (null: removal) until
-- `pending_effective_at`; a lower limit replaces `amount` at once. Order starts lock the
-- account's rows (select … for update) while they add up what was ordered, so concurrent orders
-- are checked one after another (payment_orders_user_idx serves the sum).
create table spending_limits (
  user_id text not null references "user" (id) on delete cascade,
  period text not null check (period in ('day', 'week', 'month')),
  currency text not null,
  amount integer check (amount >= 0),
  pending_amount integer check (pending_amount >= 0),
  pending_effective_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (user_id, period),
  check (pending_amount is null or pending_effective_at is not null)
);

