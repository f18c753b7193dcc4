-- Searches, likes, history, markets, saved analyses, credits and feedback (product spec §3).
create table searches (
  id uuid primary key default gen_random_uuid(),
  query text not null unique check (length(btrim(query)) > 0),
  searches integer not null default 0 check (searches >= 0),
  likes integer not null default 0 check (likes >= 0),
  created_at timestamptz not null default now(),
  last_searched_at timestamptz
);
create index searches_popular_idx on searches (searches desc, last_searched_at desc nulls last);

create table user_search_history (
  id uuid primary key default gen_random_uuid(),
  user_id text not null references "user" ("id") on delete cascade,
  search_id uuid not null references searches (id) on delete cascade,
  last_used_at timestamptz not null default now(),
  unique (user_id, search_id)
);
create index user_search_history_recent_idx on user_search_history (user_id, last_used_at desc);

create table user_likes (
  user_id text not null references "user" ("id") on delete cascade,
  search_id uuid not null references searches (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, search_id)
);
create index user_likes_search_idx on user_likes (search_id);

create table markets (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) > 0),
  description text check (description is null or length(btrim(description)) > 0),
  "order" integer not null default 0,
  created_at timestamptz not null default now()
);
create unique index markets_name_idx on markets (lower(name));

create table market_searches (
  id uuid primary key default gen_random_uuid(),
  market_id uuid not null references markets (id) on delete cascade,
  search_id uuid not null references searches (id) on delete cascade,
  unique (market_id, search_id)
);
create index market_searches_search_idx on market_searches (search_id);

create table analyses (
  id uuid primary key default gen_random_uuid(),
  share_id text not null unique check (length(share_id) >= 16),
  query text not null,
  result text not null,
  analysis jsonb,
  search_id uuid references searches (id) on delete set null,
  user_id text references "user" ("id") on delete set null,
  visitor_id text,
  created_at timestamptz not null default now()
);
create index analyses_created_idx on analyses (created_at);

create table user_search_credits (
  user_id text primary key references "user" ("id") on delete cascade,
  credits integer not null default 0 check (credits >= 0),
  updated_at timestamptz not null default now()
);

create table search_limits (
  visitor_id text primary key check (length(visitor_id) between 8 and 128),
  credits integer not null check (credits >= 0),
  created_at timestamptz not null default now()
);

-- Anonymous searches per IP per UTC day, so that clearing cookies is no free refill.
create table anonymous_ip_usage (
  ip text not null,
  day date not null,
  searches integer not null default 0 check (searches >= 0),
  primary key (ip, day)
);

-- One row per analyze request id: a credit is reserved at most once per request and
-- refunded at most once (status moves reserved -> consumed | refunded, never back).
create table credit_reservations (
  request_id text primary key check (length(request_id) between 8 and 128),
  subject_kind text not null check (subject_kind in ('user', 'visitor')),
  subject_id text not null,
  source text not null check (source in ('credits', 'subscription', 'visitor')),
  subscription_id uuid,
  status text not null default 'reserved' check (status in ('reserved', 'consumed', 'refunded')),
  created_at timestamptz not null default now(),
  settled_at timestamptz
);

create table feedback (
  id uuid primary key default gen_random_uuid(),
  -- The spec stores the signed-in user's email here (null when signed out).
  user_id text,
  type text not null default 'suggestion' check (type in ('bug', 'suggestion', 'other')),
  message text not null check (length(btrim(message)) > 0 and length(message) <= 5000),
  created_at timestamptz not null default now()
);
