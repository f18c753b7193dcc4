-- Accounts, sessions and emailed tokens, in the shape better-auth expects (quoted camelCase
-- columns, text ids). Generated once with better-auth's getMigrations() and kept here so the
-- same plain SQL runs on PGlite and PostgreSQL (see docs/decisions/003-auth-better-auth.md).
create table "user" (
  "id" text not null primary key,
  "name" text not null,
  "email" text not null unique,
  "emailVerified" boolean not null default false,
  "image" text,
  "createdAt" timestamptz not null default current_timestamp,
  "updatedAt" timestamptz not null default current_timestamp,
  "role" text check ("role" is null or "role" in ('user', 'admin')),
  "banned" boolean,
  "banReason" text,
  "banExpires" timestamptz,
  "referralCode" text
);

create table "session" (
  "id" text not null primary key,
  "expiresAt" timestamptz not null,
  "token" text not null unique,
  "createdAt" timestamptz not null default current_timestamp,
  "updatedAt" timestamptz not null,
  "ipAddress" text,
  "userAgent" text,
  "userId" text not null references "user" ("id") on delete cascade,
  "impersonatedBy" text
);
create index "session_userId_idx" on "session" ("userId");

create table "account" (
  "id" text not null primary key,
  "accountId" text not null,
  "providerId" text not null,
  "userId" text not null references "user" ("id") on delete cascade,
  "accessToken" text,
  "refreshToken" text,
  "idToken" text,
  "accessTokenExpiresAt" timestamptz,
  "refreshTokenExpiresAt" timestamptz,
  "scope" text,
  "password" text,
  "createdAt" timestamptz not null default current_timestamp,
  "updatedAt" timestamptz not null
);
create index "account_userId_idx" on "account" ("userId");

create table "verification" (
  "id" text not null primary key,
  "identifier" text not null,
  "value" text not null,
  "expiresAt" timestamptz not null,
  "createdAt" timestamptz not null default current_timestamp,
  "updatedAt" timestamptz not null default current_timestamp
);
create index "verification_identifier_idx" on "verification" ("identifier");

-- Development outbox: every mail when SMTP_URL is unset, readable at /dev/mail outside production.
create table dev_mail (
  id uuid primary key default gen_random_uuid(),
  recipient text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  created_at timestamptz not null default now()
);
create index dev_mail_recipient_idx on dev_mail (recipient, created_at desc);
