-- Append-only: rows are never changed; they go only with their user (account deletion cascades,
-- which runs inside the foreign key's trigger, hence the depth test).
create or replace function pw_ledger_is_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' and pg_trigger_depth() > 1 then
    return old;
  end if;
  raise exception 'credit_ledger is append-only (% refused)', tg_op using errcode = 'PW010';
end
$$;
create or replace trigger credit_ledger_append_only before update or delete on credit_ledger
  for each row execute function pw_ledger_is_append_only();
