-- Self-exclusions and time-outs are never lifted or shortened (decision 312): a row is never
-- changed, never truncated, and never removed before it has ended, by anyone the database
-- answers (the application's user included). A longer break is a new row.
create or replace function pw_self_exclusion_never_shortened() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' and old.ends_at <= now() then
    return old;
  end if;
  raise exception 'self_exclusions cannot be lifted or shortened (% refused)', tg_op using errcode = 'PW020';
end
$$;
-- Guarded like pw_seal_prediction.sql's trigger: the table comes with migration 0120.
do $$
begin
  if to_regclass('self_exclusions') is not null then
    create or replace trigger self_exclusions_never_shortened before update or delete on self_exclusions
      for each row execute function pw_self_exclusion_never_shortened();
    create or replace trigger self_exclusions_never_truncated before truncate on self_exclusions
      for each statement execute function pw_self_exclusion_never_shortened();
  end if;
end
$$;
