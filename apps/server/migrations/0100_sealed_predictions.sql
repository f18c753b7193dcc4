-- Issue 33: every prediction a paid answer gives, sealed at the moment it is answered
-- (docs/decisions/320-sealed-predictions-in-a-hash-chain.md).
--
-- sealed_predictions is append-only (a trigger refuses UPDATE, DELETE and TRUNCATE, whoever asks)
-- and hash-chained: the BEFORE INSERT trigger (migrations/functions/pw_seal_prediction.sql) takes a
-- transaction-scoped advisory lock, so sealers queue one behind the other, numbers the row one past
-- the newest (no gaps: a missing number is a removed row) and computes
--   hash = sha256('pitchwise-seal-v1' LF seq LF prev_hash LF sealed_at LF canonical)
-- with sealed_at written as YYYY-MM-DDTHH:MI:SS.mmmZ (UTC). `canonical` is the prediction as the
-- server serialised it (src/shared/seal/canonical.ts); prediction_key = sha256(canonical) makes
-- the same prediction asked again refer to the row sealed first. The other columns repeat parts of
-- `canonical` for queries; the chain check holds them to it.
create table sealed_predictions (
  seq bigint primary key,
  prediction_key text not null unique,
  kind text not null check (kind in ('pick', 'preview', 'outright', 'accumulator')),
  -- The fixture (picks and previews); no foreign key: a postponed fixture leaves `matches`.
  match_id text,
  competition text,
  kickoff timestamptz,
  market text not null,
  model_version text not null,
  data_version bigint not null,
  canonical text not null,
  sealed_at timestamptz not null,
  prev_hash text not null,
  hash text not null unique
);
create index sealed_predictions_match_idx on sealed_predictions (match_id) where match_id is not null;
create index sealed_predictions_sealed_at_idx on sealed_predictions (sealed_at);

-- Scores live apart: the sealed rows never change. One row per sealed prediction, written once
-- (the primary key makes a second import's scoring a no-op).
create table prediction_scores (
  seq bigint primary key references sealed_predictions (seq),
  -- `void`: the match was postponed or abandoned (left the fixture list, or moved to another day).
  outcome text not null check (outcome in ('scored', 'void')),
  home_goals integer,
  away_goals integer,
  hit boolean,
  brier double precision,
  log_loss double precision,
  -- Ranked probability score: 1X2 previews only.
  rps double precision,
  scored_at timestamptz not null default now(),
  check ((outcome = 'scored') = (hit is not null and brier is not null and log_loss is not null))
);

-- charge_and_record takes the answer's predictions (one more argument, with a default): they are
-- sealed in the same statement that charges and saves the answer. The old signature goes first
-- (create or replace with a longer argument list would add an overload beside it).
drop function if exists charge_and_record(text, text, text, text, integer, integer, text, text, text, jsonb, text, text, boolean, boolean);
