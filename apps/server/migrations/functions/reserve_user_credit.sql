-- Reserving a credit in ONE round trip: /api/analyze is the hot path, and a client-side
-- transaction of five or six statements cost most of its time. Each function claims the
-- request id, takes the credit and answers the balance atomically; a refusal is raised inside
-- a sub-block so everything it did is rolled back, and answered as an outcome, not an error.
-- Outcomes: reserved | repeat (this request id was already reserved: nothing charged again)
--           | no_credits | ip_limit | subscription_expired.

-- Spending order (issue 9): the live subscription ending soonest first (a cancelled plan stays
-- usable until ends_at), then free credits; each spend appends its ledger row in the same statement.
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
    -- 1. A live subscription (active, or cancelled but not yet ended), the one ending soonest first.
    update subscriptions set credits_remaining = credits_remaining - 1
    where id = (
      select id from subscriptions
      where user_id = p_user_id and status in ('active', 'cancelled') and starts_at <= now() and ends_at > now()
        and credits_remaining > 0
      order by ends_at asc
      limit 1
      for update
    ) and credits_remaining > 0
    returning id, credits_remaining into v_subscription, v_credits;
    if v_subscription is not null then
      update credit_reservations set source = 'subscription', subscription_id = v_subscription
      where request_id = p_request_id;
      insert into credit_ledger (user_id, entry, reason, bucket, amount, balance_after, subscription_id, request_id)
      values (p_user_id, 'spend', 'search', 'subscription', -1, v_credits, v_subscription, p_request_id);
      return query select 'reserved'::text, pw_user_remaining(p_user_id), 'subscription'::text;
      return;
    end if;
    -- 2. Free credits (sign-up, referral, manual).
    update user_search_credits set credits = credits - 1, updated_at = now()
    where user_id = p_user_id and credits > 0
    returning credits into v_credits;
    if v_credits is not null then
      insert into credit_ledger (user_id, entry, reason, bucket, amount, balance_after, request_id)
      values (p_user_id, 'spend', 'search', 'free', -1, v_credits, p_request_id);
      return query select 'reserved'::text, pw_user_remaining(p_user_id), 'credits'::text;
      return;
    end if;
    -- 3. Nothing left: "expired" when the user had plans and every one of them has ended.
    select count(*), count(*) filter (where status in ('active', 'cancelled') and ends_at > now())
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
