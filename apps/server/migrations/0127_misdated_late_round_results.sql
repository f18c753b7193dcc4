-- The 2019-20 Premier League, Championship and both Austrian files date the rounds played in July
-- 2020, after the pandemic stop, as July 2019 (the source's year typo). The loader now moves a
-- later round dated before the season's first round one year on (openfootball.ts), so those
-- results get new ids at their real dates on the next import. Results are never removed by an
-- import (decision 157), so the misdated copies are removed here: in a split season, a stored
-- openfootball result of a numbered round after the first, dated before that competition
-- season's first round began. Their statistics and prices go with them (on delete cascade) and
-- join the re-dated matches on the next import.
delete from matches m
where m.source = 'openfootball'
  and m.season ~ '^\d{4}-\d{2}$'
  and m.round ~ '\d'
  and substring(m.round from '\d+')::integer > 1
  and m.local_date < (
    select min(first_round.local_date)
    from matches first_round
    where first_round.competition_code = m.competition_code
      and first_round.season = m.season
      and first_round.round ~ '\d'
      and substring(first_round.round from '\d+')::integer = 1
  );
