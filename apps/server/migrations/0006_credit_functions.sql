-- Reserving a credit in ONE round trip: /api/analyze is the hot path, and a client-side
-- transaction of five or six statements cost most of its time. Each function claims the
-- request id, takes the credit and answers the balance atomically; a refusal is raised inside
-- a sub-block so everything it did is rolled back, and answered as an outcome, not an error.
-- Outcomes: reserved | repeat (this request id was already reserved: nothing charged again)
--           | no_credits | ip_limit | subscription_expired.

create or replace function pw_visitor_remaining(p_key text, p_ip text, p_free integer, p_cap integer)
returns integer language sql stable as $$
  select greatest(0, least(
    coalesce((select credits from search_limits where visitor_id = p_key), p_free),
    p_cap - coalesce((select searches from anonymous_ip_usage
                      where ip = p_ip and day = (now() at time zone 'utc')::date), 0)))
$$;

create or replace function pw_user_remaining(p_user_id text)
returns integer language sql stable as $$
  select (coalesce((select credits from user_search_credits where user_id = p_user_id), 0)
    + coalesce((select sum(credits_remaining) from subscriptions
                where user_id = p_user_id and status = 'active' and starts_at <= now() and ends_at > now()), 0))::integer
$$;

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

create or replace function reserve_user_credit(p_request_id text, p_user_id text)
returns table (outcome text, remaining integer, source text) language plpgsql as $$
declare
  v_subscription uuid;
  v_credits integer;
  v_all integer;
  v_live integer;
begin
  begin
    insert into credit_reservations (request_id, subject_kind, subject_id, source)
    values (p_request_id, 'user', p_user_id, 'credits')
    on conflict (request_id) do nothing;
    if not found then
      return query select 'repeat'::text, pw_user_remaining(p_user_id),
        (select r.source from credit_reservations r where r.request_id = p_request_id);
      return;
    end if;
    -- 1. An active subscription that has not ended, the one ending soonest first.
    update subscriptions set credits_remaining = credits_remaining - 1
    where id = (
      select id from subscriptions
      where user_id = p_user_id and status = 'active' and starts_at <= now() and ends_at > now()
        and credits_remaining > 0
      order by ends_at asc
      limit 1
      for update
    ) and credits_remaining > 0
    returning id into v_subscription;
    if v_subscription is not null then
      update credit_reservations set source = 'subscription', subscription_id = v_subscription
      where request_id = p_request_id;
      return query select 'reserved'::text, pw_user_remaining(p_user_id), 'subscription'::text;
      return;
    end if;
    -- 2. Own credits.
    update user_search_credits set credits = credits - 1, updated_at = now()
    where user_id = p_user_id and credits > 0
    returning credits into v_credits;
    if v_credits is not null then
      return query select 'reserved'::text, pw_user_remaining(p_user_id), 'credits'::text;
      return;
    end if;
    -- 3. Nothing left: "expired" when every subscription the user had has ended.
    select count(*), count(*) filter (where status = 'active' and ends_at > now())
      into v_all, v_live from subscriptions where user_id = p_user_id;
    if v_all > 0 and v_live = 0 then
      raise exception 'subscription_expired' using errcode = 'PW003';
    end if;
    raise exception 'no_credits' using errcode = 'PW001';
  exception
    when sqlstate 'PW001' then return query select 'no_credits'::text, 0, null::text;
    when sqlstate 'PW003' then return query select 'subscription_expired'::text, 0, null::text;
  end;
end
$$;
