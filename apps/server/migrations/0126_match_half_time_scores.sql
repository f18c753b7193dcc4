-- Half-time scores as the league source gives them (openfootball's `ht`; decision 420), so the
-- half-time markets are priced for current seasons too: before, only a statistics source
-- (football-data.co.uk, to 2021-22) brought half-time scores. Null where the source has none.
alter table matches
  add column ht_home_goals integer check (ht_home_goals >= 0),
  add column ht_away_goals integer check (ht_away_goals >= 0),
  add constraint matches_half_time_pair check ((ht_home_goals is null) = (ht_away_goals is null));
