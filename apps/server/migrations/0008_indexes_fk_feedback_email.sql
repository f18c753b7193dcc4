-- Foreign keys get the indexes their lookups and cascades need (a delete of a user or a search
-- otherwise scans these tables), credit_reservations.subscription_id becomes a real foreign key,
-- and feedback's email column is named for what it holds.

create index if not exists analyses_user_id_idx on analyses (user_id);
create index if not exists analyses_search_id_idx on analyses (search_id);
create index if not exists crypto_transactions_user_id_idx on crypto_transactions (user_id);
create index if not exists subscriptions_plan_id_idx on subscriptions (plan_id);
create index if not exists credit_reservations_subscription_id_idx on credit_reservations (subscription_id);

-- A reservation may name a subscription that no longer exists (rows from before this key):
-- forget the link rather than refuse the migration. The ledger row itself stays.
update credit_reservations set subscription_id = null
where subscription_id is not null and subscription_id not in (select id from subscriptions);
alter table credit_reservations
  add constraint credit_reservations_subscription_id_fkey
  foreign key (subscription_id) references subscriptions (id) on delete set null;

-- The spec calls it user_id, but it stores the signed-in user's email (null when signed out).
alter table feedback rename column user_id to user_email;
