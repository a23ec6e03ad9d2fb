-- The pruning of old events (feed-pruning.ts) skips those a bet names: found by this index.
CREATE INDEX sports_bet_legs_event ON sports_bet_legs (event_id);
