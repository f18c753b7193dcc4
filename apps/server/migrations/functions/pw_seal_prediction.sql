-- The seal of sealed_predictions (migrations/0100_sealed_predictions.sql): every new row is numbered
-- one past the newest and chained to its hash. The advisory lock (held to the end of the
-- transaction) makes sealers take turns, so two answers never chain to the same row; the SELECT
-- after it runs on a fresh snapshot (READ COMMITTED) and sees the row the previous holder committed.
create or replace function pw_seal_prediction() returns trigger language plpgsql as $$
declare
  v_last record;
begin
  perform pg_advisory_xact_lock(hashtext('pitchwise:sealed_predictions'));
  select seq, hash into v_last from sealed_predictions order by seq desc limit 1;
  new.seq := coalesce(v_last.seq, 0) + 1;
  new.prev_hash := coalesce(v_last.hash, repeat('0', 64));
  new.sealed_at := date_trunc('milliseconds', clock_timestamp());
  new.hash := encode(sha256(convert_to(
    'pitchwise-seal-v1' || chr(10) || new.seq::text || chr(10) || new.prev_hash || chr(10)
      || to_char(new.sealed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || chr(10) || new.canonical,
    'UTF8')), 'hex');
  return new;
end
$$;
-- Guarded: the table comes with migration 0100, and a database migrated only up to an older
-- migration (the migration tests rebuild such states) gets these functions without it.
do $$
begin
  if to_regclass('sealed_predictions') is not null then
    create or replace trigger sealed_predictions_seal before insert on sealed_predictions
      for each row execute function pw_seal_prediction();
  end if;
end
$$;
