-- Issue 30: the public popular list publishes only what many different people asked. Each paid
-- search notes who asked it, once per person: an account ('user:<id>'), or an anonymous visitor
-- by address ('ip:<md5 of the address>'), so one person changing visitor ids counts once. The
-- address is already kept for the anonymous daily cap; here only its digest is.
create table search_askers (
  search_id uuid not null references searches (id) on delete cascade,
  asker text not null,
  first_asked_at timestamptz not null default now(),
  primary key (search_id, asker)
);

-- Searches paid for before: their askers from the saved reports and the reservations behind them.
insert into search_askers (search_id, asker, first_asked_at)
select a.search_id,
  case when a.user_id is not null then 'user:' || a.user_id else 'ip:' || md5(coalesce(r.ip, '')) end,
  min(a.created_at)
from analyses a
left join credit_reservations r on r.request_id = a.request_id
where a.search_id is not null
group by 1, 2
on conflict do nothing;
