-- Imported football data (openfootball or a live provider), one canonical team per club.
create table competitions (
  code text primary key,
  name text not null,
  country text not null,
  time_zone text not null
);

create table seasons (
  competition_code text not null references competitions (code) on delete cascade,
  label text not null,
  primary key (competition_code, label)
);

create table teams (
  id text primary key,
  name text not null
);

create table team_aliases (
  alias text primary key,
  team_id text not null references teams (id) on delete cascade
);
create index team_aliases_team_idx on team_aliases (team_id);

create table matches (
  id text primary key,
  competition_code text not null references competitions (code) on delete cascade,
  season text not null,
  kickoff timestamptz not null,
  local_date date not null,
  home_team_id text not null references teams (id),
  away_team_id text not null references teams (id),
  status text not null check (status in ('scheduled', 'finished')),
  home_goals integer check (home_goals >= 0),
  away_goals integer check (away_goals >= 0),
  round text,
  source text not null default 'openfootball',
  updated_at timestamptz not null default now(),
  check (home_team_id <> away_team_id),
  check ((status = 'finished') = (home_goals is not null and away_goals is not null))
);
create index matches_date_idx on matches (local_date);
create index matches_home_idx on matches (home_team_id, kickoff);
create index matches_away_idx on matches (away_team_id, kickoff);

create table data_imports (
  id uuid primary key default gen_random_uuid(),
  source text not null,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  matches_added integer not null default 0,
  matches_updated integer not null default 0,
  error text
);
