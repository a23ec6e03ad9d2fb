-- The embedded trading simulator's own state (server/modules/sportsbook/feed-runner.ts): every
-- match it has scheduled and not yet finished, as the simulator holds it, and the messages of its
-- last step written ahead of being applied. The node holding the feed writes a match's row before
-- it applies the step's messages, so a node that takes over continues every match from here:
-- it applies again what may not have been applied (the feed log makes that harmless) and plays on.
CREATE TABLE sports_sim_matches (
  event_id text PRIMARY KEY,
  sport text NOT NULL,
  start_time timestamptz NOT NULL,
  -- the real time the match has been played up to
  stepped_at timestamptz NOT NULL,
  state jsonb NOT NULL,
  pending jsonb NOT NULL
);

-- The simulator's event numbers (`sim:<n>`), never reused.
CREATE SEQUENCE sports_sim_event_number;
