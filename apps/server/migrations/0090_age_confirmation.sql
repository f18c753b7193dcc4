-- Age and terms confirmation (issue 35, decision 310): when the account confirmed that the person
-- is 18 or over and accepts the terms. Sign-up sets it (the server refuses an account without it);
-- accounts made before this migration keep null and are asked at their next sign-in, and cannot
-- buy until they have confirmed. Quoted camelCase like the rest of better-auth's "user" table.
alter table "user" add column "ageConfirmedAt" timestamptz;
