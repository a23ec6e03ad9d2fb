-- Where the scripted feed (SPORTS_FEED=scripted, server/modules/sportsbook/feed/scripted/) stands
-- in each script it replays, by the file's SHA-256. The holder writes it after each line it
-- applies, so a node that takes the feed over goes on after the last line applied instead of
-- from the first (a line applied again changes nothing: sports_feed_log).
CREATE TABLE sports_feed_scripts (
  script_hash text PRIMARY KEY,
  -- how many lines are applied: the index of the next one
  next_line integer NOT NULL,
  -- the script's time at the last line applied: its `at` (ms after the feed started)
  script_ms bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
