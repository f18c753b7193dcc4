-- Every foreign key gets an index that starts with its columns (migrate.test.ts checks this for
-- all of them): without one, deleting or re-keying a referenced row (a plan, a region, a
-- payment method, a user) scans the whole referencing table under lock, and joins from the
-- parent (a user's audit entries, an order's events) read every row. The tables are small when
-- this runs (payments and admin data are new; matches ~95k rows), so plain CREATE INDEX is brief.
create index if not exists admin_audit_log_actor_id_idx on admin_audit_log (actor_id);
create index if not exists crypto_transactions_plan_id_idx on crypto_transactions (plan_id);
create index if not exists crypto_transactions_subscription_id_idx on crypto_transactions (subscription_id);
create index if not exists crypto_transactions_verified_by_idx on crypto_transactions (verified_by);
create index if not exists matches_competition_code_idx on matches (competition_code);
create index if not exists payment_events_order_id_idx on payment_events (order_id);
create index if not exists payment_methods_gateway_id_idx on payment_methods (gateway_id);
create index if not exists payment_orders_method_id_idx on payment_orders (method_id);
create index if not exists payment_orders_plan_id_idx on payment_orders (plan_id);
create index if not exists payment_orders_subscription_id_idx on payment_orders (subscription_id);
create index if not exists region_payment_methods_method_id_idx on region_payment_methods (method_id);
create index if not exists regional_prices_region_id_idx on regional_prices (region_id);
create index if not exists user_search_history_search_id_idx on user_search_history (search_id);
