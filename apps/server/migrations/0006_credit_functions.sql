-- The credit functions first defined here (pw_visitor_remaining, pw_user_remaining,
-- reserve_visitor_credit, reserve_user_credit) now live one file each in migrations/functions/,
-- re-applied after the numbered migrations on every migrate (db/migrate.ts). Their bodies were
-- removed from this file so that each function has exactly one current definition.
select 1;
