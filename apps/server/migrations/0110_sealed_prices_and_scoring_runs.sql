-- Issue 33, part 2 (decisions 323-325): market prices in the scores, every scoring run recorded,
-- every chain check recorded, and the count of rows a seal added.
--
-- prediction_scores gains the money side of a priced prediction (stake 1): the best price sealed
-- with it, the profit at that price (price - 1 on a win, -1 on a loss; decimal odds x 1000, so
-- integers) and the closing-line value against the closing price (Pinnacle's, else the market
-- average's) once the match is played. Null where no price was sealed or none closed.
alter table prediction_scores
  add column price_milli integer check (price_milli > 1000),
  add column profit_milli integer,
  add column closing_price_milli integer check (closing_price_milli > 1000),
  add column closing_bookmaker text,
  add column clv double precision,
  add check ((profit_milli is null) = (price_milli is null) or outcome = 'void');

-- One row per scoring pass (after every import): what it scored, found void, and could not score.
create table scoring_runs (
  id bigint generated always as identity primary key,
  import_id uuid references data_imports (id) on delete set null,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  scored integer not null default 0,
  voided integer not null default 0,
  -- Predictions whose result is in but which this pass could not score (an unknown market), and
  -- the pass's own failure, if any.
  errors integer not null default 0,
  error text
);
create index scoring_runs_started_idx on scoring_runs (started_at desc);
create index scoring_runs_import_idx on scoring_runs (import_id);

-- One row per chain check (on demand from /admin, or on the schedule): the first broken row, if any.
create table seal_checks (
  id bigint generated always as identity primary key,
  checked_at timestamptz not null default now(),
  trigger text not null check (trigger in ('admin', 'schedule', 'cli')),
  ok boolean not null,
  rows_checked bigint not null,
  first_bad_seq bigint,
  problem text,
  head text,
  check (ok = (first_bad_seq is null))
);
create index seal_checks_checked_idx on seal_checks (checked_at desc);

-- charge_and_record answers how many rows its seal added (o_sealed): the function file recreates
-- it; a changed result type cannot be replaced in place.
drop function if exists charge_and_record(text, text, text, text, integer, integer, text, text, text, jsonb, text, text, boolean, boolean, jsonb);
