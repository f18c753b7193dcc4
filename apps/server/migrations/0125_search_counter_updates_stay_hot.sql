-- Every paid answer counts its question (searches.searches + 1, last_searched_at = now()), so a
-- popular question's row is updated by every asker (issue 36, decision 361). The index on
-- (searches, last_searched_at) made each of those updates write a new entry into every index of
-- the table and left the row's dead versions for VACUUM; nothing reads through it (the popular
-- list groups every row by question, the admin list sorts one page). Without it, and with room
-- left on each page, the counter update is a heap-only (HOT) update: no index writes, and the
-- dead versions are pruned as the page is next read.
drop index if exists searches_popular_idx;
alter table searches set (fillfactor = 70);
