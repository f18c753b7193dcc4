-- A question read through the previous one ("and the second one?") is answered and charged like
-- any other, but its wording means nothing to anyone else: Popular Searches leaves it out
-- (issue 29). charge_and_record takes one more argument (with a default); as in 0065 the old
-- thirteen-argument signature goes first so no overload is left beside the new function.
alter table searches add column follow_up boolean not null default false;
drop function if exists charge_and_record(text, text, text, text, integer, integer, text, text, text, jsonb, text, text, boolean);
