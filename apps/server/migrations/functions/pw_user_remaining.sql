-- What a user has left: own credits plus live subscriptions' credits.
create or replace function pw_user_remaining(p_user_id text)
returns integer language sql stable as $$
  select (coalesce((select credits from user_search_credits where user_id = p_user_id), 0)
    + coalesce((select sum(credits_remaining) from subscriptions
                where user_id = p_user_id and status in ('active', 'cancelled')
                  and starts_at <= now() and ends_at > now()), 0))::integer
$$;
