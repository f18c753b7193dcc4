-- Match statistics and bookmaker prices from sources beyond the fixture lists (issue 31):
-- football-data.co.uk files and The Odds API. Each row hangs off an openfootball match it was
-- joined to by competition, date and the team directory; a removed fixture takes its rows along.
-- docs/decisions/158-football-data-csv-import.md, 159-prices-as-integer-milli-odds.md.
create table match_statistics (
  match_id text primary key references matches (id) on delete cascade,
  source text not null,
  ht_home_goals integer check (ht_home_goals >= 0),
  ht_away_goals integer check (ht_away_goals >= 0),
  home_shots integer check (home_shots >= 0),
  away_shots integer check (away_shots >= 0),
  home_shots_on_target integer check (home_shots_on_target >= 0),
  away_shots_on_target integer check (away_shots_on_target >= 0),
  home_corners integer check (home_corners >= 0),
  away_corners integer check (away_corners >= 0),
  home_fouls integer check (home_fouls >= 0),
  away_fouls integer check (away_fouls >= 0),
  home_yellow_cards integer check (home_yellow_cards >= 0),
  away_yellow_cards integer check (away_yellow_cards >= 0),
  home_red_cards integer check (home_red_cards >= 0),
  away_red_cards integer check (away_red_cards >= 0),
  referee text,
  updated_at timestamptz not null default now()
);

-- One bookmaker's prices for one market of one match, of one kind (opening: the source's early
-- price; closing: the last before kick-off; current: as the source served it at the import).
-- Decimal odds x 1000 as integers (2.05 -> 2050): exact on every database and in JSON, and a
-- price is always above evens' floor of 1.0. A market's outcomes share the row, because its
-- margin is only defined over all of them: 1X2 home/draw/away, totals over/under, Asian
-- handicap home/away at the home side's line.
create table match_prices (
  match_id text not null references matches (id) on delete cascade,
  market text not null check (market in ('1x2', 'total', 'handicap')),
  -- goals x 100 for totals (250 = 2.5), the home side's handicap x 100 (-75 = -0.75), 0 for 1X2.
  line_x100 integer not null check (line_x100 % 25 = 0),
  bookmaker text not null,
  kind text not null check (kind in ('opening', 'closing', 'current')),
  home_milli integer check (home_milli > 1000),
  draw_milli integer check (draw_milli > 1000),
  away_milli integer check (away_milli > 1000),
  over_milli integer check (over_milli > 1000),
  under_milli integer check (under_milli > 1000),
  source text not null,
  updated_at timestamptz not null default now(),
  primary key (match_id, market, line_x100, bookmaker, kind),
  check (market <> '1x2' or (line_x100 = 0 and over_milli is null and under_milli is null)),
  check (market <> 'total' or (home_milli is null and draw_milli is null and away_milli is null)),
  check (market <> 'handicap' or (draw_milli is null and over_milli is null and under_milli is null))
);

-- The rows of the last import that joined no match, per source: counted, logged and listed on
-- /admin/data, never guessed at. Replaced whole by every import of that source.
create table match_rows_unmatched (
  source text not null,
  origin text not null,
  competition_code text not null,
  season text,
  local_date date not null,
  home_name text not null,
  away_name text not null,
  reason text not null check (reason in ('unknown-home-team', 'unknown-away-team', 'no-match-on-date', 'ambiguous')),
  -- For 'no-match-on-date': the dates the match data has these clubs meeting that season.
  data_dates text,
  recorded_at timestamptz not null default now(),
  primary key (source, origin)
);

-- What a file of rows last wrote, so a scheduled import rewrites only files that changed (the
-- season files of past years never do): a hash of the text and of the matches it joined.
create table match_row_files (
  source text not null,
  origin text not null,
  fingerprint text not null,
  imported_at timestamptz not null default now(),
  primary key (source, origin)
);

-- Per run: rows joined to a match, rows that joined none, and rows of seasons the match data
-- does not hold. Null for runs without a statistics or price source.
alter table data_imports add column rows_matched integer;
alter table data_imports add column rows_unmatched integer;
alter table data_imports add column rows_outside integer;
