-- Sealed predictions are never changed or removed, by anyone the database answers: no cascade
-- reaches them (nothing they reference is ever deleted), so unlike the credit ledger there is no
-- exception for a foreign key's trigger.
create or replace function pw_sealed_is_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'sealed_predictions is append-only (% refused)', tg_op using errcode = 'PW011';
end
$$;
-- Guarded like pw_seal_prediction.sql's trigger: the table comes with migration 0100.
do $$
begin
  if to_regclass('sealed_predictions') is not null then
    create or replace trigger sealed_predictions_append_only before update or delete on sealed_predictions
      for each row execute function pw_sealed_is_append_only();
    create or replace trigger sealed_predictions_never_truncated before truncate on sealed_predictions
      for each statement execute function pw_sealed_is_append_only();
  end if;
end
$$;
