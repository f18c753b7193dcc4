-- Real payment gateways (issue 10): refunds and lost disputes revoke what a payment granted,
-- and suspicious payments (opened disputes, a provider re-read that disagrees with the order)
-- flag the order for an operator without changing what it granted.

-- 1. Orders: a flag for operators, and when (and why) a payment was taken back.
alter table payment_orders
  add column flag text,
  add column flagged_at timestamptz,
  add column refunded_at timestamptz,
  add column revoke_reason text check (revoke_reason in ('refund', 'dispute_lost'));
create index payment_orders_flagged_idx on payment_orders (flagged_at desc) where flag is not null;

-- 2. Subscriptions: a revoked subscription is no longer live (its credits were taken back).
alter table subscriptions drop constraint subscriptions_status_check;
alter table subscriptions add constraint subscriptions_status_check
  check (status in ('active', 'expired', 'cancelled', 'revoked'));

-- 3. Ledger: the reasons of a revoke, and at most one revoke per order whatever the redeliveries.
alter table credit_ledger drop constraint credit_ledger_reason_check;
alter table credit_ledger add constraint credit_ledger_reason_check
  check (reason in ('signup', 'purchase', 'manual', 'referral', 'search', 'refund', 'expiry', 'opening',
    'payment_refund', 'chargeback'));
create unique index credit_ledger_order_revoke_idx on credit_ledger (order_id) where entry = 'revoke' and order_id is not null;
