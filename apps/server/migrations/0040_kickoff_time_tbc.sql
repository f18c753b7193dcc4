-- The source gives some fixtures a date but no kick-off time. The importer used to store a
-- guessed 15:00; the flag lets every answer say "time TBC" instead of inventing a clock time.
-- Rows imported before this migration keep false until the next import rewrites them.
alter table matches add column kickoff_time_tbc boolean not null default false;
