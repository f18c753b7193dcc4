-- Issue 15 (decision 152): the public popular list shows questions as Pitchwise understood them.
-- understood_as: a stable key of what the engine understood a recorded question to ask (kind,
-- market, teams, competitions, date words…); wordings that mean the same question share it.
-- typo_corrected: a club name in the wording was only read through the typo pass ("Liverpol"),
-- so this wording is counted with its question but never shown to other people.
-- Rows recorded before this migration have no key: each stays its own question, shown as before.
alter table searches
  add column understood_as text,
  add column typo_corrected boolean not null default false;

create index searches_understood_as_idx on searches (understood_as) where understood_as is not null;
