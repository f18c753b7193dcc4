-- /api/analyze in ONE round trip after the engine has answered: reserve the caller's credit,
-- count the search, upsert the user's history, save the report and spend the credit, all in
-- one statement, so a report is saved if and only if a credit was spent. The engine runs
-- before this (it is pure, cheap and side-effect free), so a failure or an unanswerable
-- question never touches credits at all.
-- A repeated request id charges nothing again and answers the report saved the first time.

alter table analyses add column request_id text;
create unique index analyses_request_idx on analyses (request_id) where request_id is not null;


-- charge_and_record() itself lives in migrations/functions/charge_and_record.sql (re-applied on
-- every migrate, one current definition).
