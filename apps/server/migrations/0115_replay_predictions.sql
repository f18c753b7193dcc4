-- Issue 33: the replay of earlier seasons (docs/decisions/327-replay-computed-by-a-command.md).
--
-- `npm run replay` runs the walk-forward backtest of `npm run eval` (packages/engine/src/eval/
-- backtest.ts) and writes what the shipped model (the blend) said before each match, one row per
-- match and market, with the scores the same metrics give. The rows are a computation, not a seal:
-- a new run replaces them all (one transaction), and they live in their own table so no query of
-- the live track record can mix them in.
create table replay_predictions (
  match_id text not null,
  competition text not null,
  season text not null,
  match_date date not null,
  -- `1x2` (home, draw, away), `over_2.5` or `btts_yes` (yes).
  market text not null,
  -- Outcome → probability as the model gave it; the base rate's the same way (the league's previous season).
  probabilities jsonb not null,
  base_probabilities jsonb not null,
  home_goals integer not null,
  away_goals integer not null,
  hit boolean not null,
  brier double precision not null,
  log_loss double precision not null,
  -- 1X2 only.
  rps double precision,
  base_brier double precision not null,
  base_log_loss double precision not null,
  base_rps double precision,
  primary key (match_id, market)
);
create index replay_predictions_competition_idx on replay_predictions (competition);

-- One row per replay run: what it covered, so the page can say it and the cache can tell a new run.
create table replay_runs (
  id bigint generated always as identity primary key,
  seasons text not null,
  competitions text not null,
  refit_days integer not null,
  matches integer not null,
  model_version text not null,
  finished_at timestamptz not null default now()
);

-- The track record's cache asks "has anything been scored since?": the newest score, by index.
create index prediction_scores_scored_at_idx on prediction_scores (scored_at);
