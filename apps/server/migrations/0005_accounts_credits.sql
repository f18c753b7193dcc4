-- Accounts and credits (issue 4). The client IP of an anonymous reservation is kept so that a
-- refund also gives back the per-IP daily allowance it used; the subject index serves the
-- "searches used" count behind GET /api/credits.
alter table credit_reservations add column ip text;
create index credit_reservations_subject_idx on credit_reservations (subject_kind, subject_id);
-- Sessions are looked up by token on every signed-in request (unique already indexes it) and
-- expired ones are swept by user; verification rows are swept by expiry.
create index verification_expires_idx on "verification" ("expiresAt");
