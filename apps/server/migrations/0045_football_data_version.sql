-- The football data's version, one row. Every import that adds or changes matches bumps it,
-- whichever process ran the import (a server instance holding the import lock, another
-- instance, `npm run data:import`), so every instance notices new data with one cheap read
-- and refits (issue 12, defect 9; docs/decisions/150-football-engine-off-the-request-path.md).
create table football_data_version (
  id boolean primary key default true check (id),
  version bigint not null default 0,
  changed_at timestamptz not null default now()
);
insert into football_data_version (id, version) values (true, 0);

-- The model is loaded in pages ordered by kick-off (keyset pagination), so that no single
-- query holds the embedded database for seconds while the server is answering requests.
create index matches_kickoff_id_idx on matches (kickoff, id);
