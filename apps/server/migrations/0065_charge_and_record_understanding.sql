-- charge_and_record takes what the question was understood as (two more arguments, both with
-- defaults), so the analyze path writes it in its one round trip instead of a second UPDATE.
-- `create or replace` with a longer argument list would add an overload beside the old
-- function, so the old signature goes first; migrations/functions/charge_and_record.sql then
-- defines the current one. Servers still running the old code call it with eleven arguments,
-- which resolve to the new function through its defaults.
drop function if exists charge_and_record(text, text, text, text, integer, integer, text, text, text, jsonb, text);
