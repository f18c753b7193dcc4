-- Issue 30: one on-chain USDT transaction is accepted once, whatever its spelling or network.
-- transaction_id keeps the network's canonical id (TRC20: 64 lowercase hex; BEP20/ERC20: 0x and
-- 64 lowercase hex, written by the server, contract crypto-transaction-id.ts); transaction_hash is
-- its 32 bytes as 64 hex digits, the same on both networks, and may be pending or verified once.
-- A rejected submission does not hold its transaction: whoever really paid may submit it again.
alter table crypto_transactions add column transaction_hash text;
-- The old uniqueness (per network, by letter case only) gives way to the hash's, below.
drop index crypto_transactions_network_tx_idx;

-- Rows from before: an id that reads as a hash (after dropping whitespace and invisible
-- characters and a 0x prefix) is canonicalised; any other keeps its text and is marked legacy,
-- outside the uniqueness, for an administrator to judge as before.
update crypto_transactions
set transaction_hash = lower(substring(
  regexp_replace(transaction_id, '[\s\u200b\u200c\u200d\u2060\ufeff\u00ad]', '', 'g')
  from '^(?:0[xX])?([0-9a-fA-F]{64})$'
));
update crypto_transactions
set transaction_id = case network when 'TRC20' then transaction_hash else '0x' || transaction_hash end
where transaction_hash is not null;

-- Spellings of one transaction that were accepted more than once: the first live row keeps it
-- (a verified one before a pending one, then the oldest). A later pending copy is rejected and
-- its order cancelled; a later verified copy was granted already, so it stays, marked legacy
-- with a note for an operator.
create temporary table crypto_duplicates on commit drop as
select id, status
from (
  select id, status, row_number() over (
    partition by transaction_hash order by (status = 'verified') desc, created_at, id
  ) as position
  from crypto_transactions
  where transaction_hash is not null and status in ('pending', 'verified')
) ranked
where position > 1;

update payment_orders
set status = 'cancelled', failure_reason = 'crypto_duplicate', updated_at = now()
where id in (
  select t.order_id from crypto_transactions t join crypto_duplicates d on d.id = t.id where d.status = 'pending'
)
  and status in ('created', 'pending', 'expired');

update crypto_transactions t
set status = 'rejected',
  verified_at = now(),
  admin_notes = 'Rejected automatically: the same on-chain transaction was submitted earlier.'
from crypto_duplicates d
where d.id = t.id and d.status = 'pending';

update crypto_transactions t
set transaction_hash = null,
  admin_notes = concat_ws(' ', t.admin_notes, 'The same on-chain transaction was verified twice before issue 30.')
from crypto_duplicates d
where d.id = t.id and d.status = 'verified';

update crypto_transactions set transaction_hash = 'legacy:' || id::text where transaction_hash is null;

alter table crypto_transactions alter column transaction_hash set not null;
-- The last guard behind the server's canonicalisation: a new row carries a canonical id and its
-- hash; only rows from before 0080 carry the legacy mark, which names their own id.
alter table crypto_transactions add constraint crypto_transactions_canonical_id check (
  (
    transaction_hash ~ '^[0-9a-f]{64}$'
    and transaction_id = case network when 'TRC20' then transaction_hash else '0x' || transaction_hash end
  )
  or transaction_hash = 'legacy:' || id::text
);

create unique index crypto_transactions_live_hash_idx on crypto_transactions (transaction_hash)
  where status in ('pending', 'verified');
