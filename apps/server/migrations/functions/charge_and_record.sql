-- /api/analyze in ONE round trip after the engine has answered: reserve the caller's credit,
-- count the search, upsert the user's history, save the report and spend the credit, all in
-- one statement, so a report is saved if and only if a credit was spent. The engine runs
-- before this (it is pure, cheap and side-effect free), so a failure or an unanswerable
-- question never touches credits at all.
-- A repeated request id charges nothing again and answers the report saved the first time.
-- The search row also notes what its question was understood as and whether its wording needed
-- typo fixes (decision 152), and whether it was a follow-up (0070); each new asking refreshes them.
-- search_askers notes who asked it, once per person (0081, issue 30).
-- The answer's predictions are sealed in the same statement (0100, issue 33): one INSERT, each row
-- chained by the seal trigger; a prediction sealed before (same prediction_key) is not sealed again.
-- o_sealed says how many rows the seal added (0110: the sealed-predictions metric counts them).
-- Only predictions not sealed yet reach the INSERT (issue 36): the seal trigger runs BEFORE the
-- ON CONFLICT check and takes the seal's lock until commit, so offering it a prediction sealed
-- before made every answer to a popular question wait for every other one. ON CONFLICT still
-- settles two answers sealing the same new prediction at once.

create or replace function charge_and_record(
  p_request_id text,
  p_user_id text,
  p_visitor_key text,
  p_ip text,
  p_free integer,
  p_cap integer,
  p_query text,
  p_share_id text,
  p_result text,
  p_analysis jsonb,
  p_visitor_id text,
  p_understood_as text default null,
  p_typo_corrected boolean default false,
  p_follow_up boolean default false,
  p_predictions jsonb default null)
returns table (o_outcome text, o_remaining integer, o_search_id uuid, o_share_id text, o_sealed integer)
language plpgsql as $$
declare
  v_outcome text;
  v_remaining integer;
  v_search uuid;
  v_sealed integer := 0;
begin
  if p_user_id is not null then
    select r.outcome, r.remaining into v_outcome, v_remaining from reserve_user_credit(p_request_id, p_user_id) r;
  else
    select r.outcome, r.remaining into v_outcome, v_remaining
      from reserve_visitor_credit(p_request_id, p_visitor_key, p_ip, p_free, p_cap) r;
  end if;

  if v_outcome <> 'reserved' then
    return query
      select v_outcome, v_remaining,
        (select a.search_id from analyses a where a.request_id = p_request_id),
        (select a.share_id from analyses a where a.request_id = p_request_id), 0;
    return;
  end if;

  insert into searches as s (query, searches, last_searched_at, understood_as, typo_corrected, follow_up)
  values (p_query, 1, now(), p_understood_as, coalesce(p_typo_corrected, false), coalesce(p_follow_up, false))
  on conflict (query) do update set searches = s.searches + 1, last_searched_at = now(),
    understood_as = excluded.understood_as, typo_corrected = excluded.typo_corrected,
    follow_up = excluded.follow_up
  returning s.id into v_search;

  -- Who asked, once per person (0081): the popular list publishes only what many people asked.
  insert into search_askers (search_id, asker)
  values (v_search, case when p_user_id is not null then 'user:' || p_user_id else 'ip:' || md5(coalesce(p_ip, '')) end)
  on conflict do nothing;

  if p_user_id is not null then
    insert into user_search_history as h (user_id, search_id, last_used_at) values (p_user_id, v_search, now())
    on conflict (user_id, search_id) do update set last_used_at = now();
  end if;

  insert into analyses (share_id, query, result, analysis, search_id, user_id, visitor_id, request_id)
  values (p_share_id, p_query, p_result, p_analysis, v_search, p_user_id, p_visitor_id, p_request_id);

  if p_predictions is not null and jsonb_array_length(p_predictions) > 0 then
    insert into sealed_predictions (prediction_key, kind, match_id, competition, kickoff, market,
      model_version, data_version, canonical)
    select x.prediction_key, x.kind, x.match_id, x.competition, x.kickoff, x.market,
      x.model_version, x.data_version, x.canonical
    from jsonb_to_recordset(p_predictions) as x(prediction_key text, kind text, match_id text, competition text,
      kickoff timestamptz, market text, model_version text, data_version bigint, canonical text)
    where not exists (select 1 from sealed_predictions s where s.prediction_key = x.prediction_key)
    on conflict (prediction_key) do nothing;
    get diagnostics v_sealed = row_count;
  end if;

  update credit_reservations set status = 'consumed', settled_at = now()
  where request_id = p_request_id and status = 'reserved';

  return query select 'reserved'::text, v_remaining, v_search, p_share_id, v_sealed;
end
$$;
