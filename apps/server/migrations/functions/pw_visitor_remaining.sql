-- What an anonymous visitor has left: their allowance, capped by what their IP may still use today.
create or replace function pw_visitor_remaining(p_key text, p_ip text, p_free integer, p_cap integer)
returns integer language sql stable as $$
  select greatest(0, least(
    coalesce((select credits from search_limits where visitor_id = p_key), p_free),
    p_cap - coalesce((select searches from anonymous_ip_usage
                      where ip = p_ip and day = (now() at time zone 'utc')::date), 0)))
$$;
