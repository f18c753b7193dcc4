-- Reserving a credit in ONE round trip: /api/analyze is the hot path, and a client-side
-- transaction of five or six statements cost most of its time. Each function claims the
-- request id, takes the credit and answers the balance atomically; a refusal is raised inside
-- a sub-block so everything it did is rolled back, and answered as an outcome, not an error.
-- Outcomes: reserved | repeat (this request id was already reserved: nothing charged again)
--           | no_credits | ip_limit | subscription_expired.

create or replace function reserve_visitor_credit(
  p_request_id text, p_key text, p_ip text, p_free integer, p_cap integer)
returns table (outcome text, remaining integer, source text) language plpgsql as $$
declare
  v_credits integer;
  v_ip integer;
begin
  begin
    insert into credit_reservations (request_id, subject_kind, subject_id, source, ip)
    values (p_request_id, 'visitor', p_key, 'visitor', p_ip)
    on conflict (request_id) do nothing;
    if not found then
      return query select 'repeat'::text, pw_visitor_remaining(p_key, p_ip, p_free, p_cap), 'visitor'::text;
      return;
    end if;
    -- A new visitor gets the free allowance on first use.
    insert into search_limits (visitor_id, credits) values (p_key, p_free) on conflict (visitor_id) do nothing;
    update search_limits set credits = credits - 1 where visitor_id = p_key and credits > 0
      returning credits into v_credits;
    if v_credits is null then
      raise exception 'no_credits' using errcode = 'PW001';
    end if;
    -- The per-IP daily cap, as one conditional upsert so parallel requests cannot overshoot it.
    insert into anonymous_ip_usage (ip, day, searches)
    select p_ip, (now() at time zone 'utc')::date, 1 where p_cap > 0
    on conflict (ip, day) do update set searches = anonymous_ip_usage.searches + 1
      where anonymous_ip_usage.searches < p_cap
    returning searches into v_ip;
    if v_ip is null then
      raise exception 'ip_limit' using errcode = 'PW002';
    end if;
    return query select 'reserved'::text, greatest(0, least(v_credits, p_cap - v_ip)), 'visitor'::text;
  exception
    when sqlstate 'PW001' then return query select 'no_credits'::text, 0, null::text;
    when sqlstate 'PW002' then return query select 'ip_limit'::text, 0, null::text;
  end;
end
$$;
