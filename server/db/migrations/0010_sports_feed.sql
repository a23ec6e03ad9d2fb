-- The sportsbook's feed model (docs/sportsbook-feed.md): sports, leagues, events, markets and
-- outcomes as the odds feed last described them, written only by applyFeedMessage
-- (server/modules/sportsbook/feed-store.ts). Odds are integers in thousandths (2.50 is 2500).
-- Each `*_seq` column holds the per-event sequence number of the message that last wrote that
-- part, so an older message arriving late never overwrites newer state.

CREATE TABLE sports (
  id text PRIMARY KEY,
  name_es text NOT NULL,
  name_en text NOT NULL,
  -- the market a list shows beside each event (1X2, match winner, moneyline), without specifiers
  main_market_type text NOT NULL
);

CREATE TABLE sports_leagues (
  id text PRIMARY KEY,
  sport_id text NOT NULL REFERENCES sports (id),
  name_es text NOT NULL,
  name_en text NOT NULL,
  -- ISO 3166 alpha-2, or null for an international competition
  country text
);

CREATE TABLE sports_events (
  id text PRIMARY KEY,
  sport_id text NOT NULL REFERENCES sports (id),
  league_id text NOT NULL REFERENCES sports_leagues (id),
  home_es text NOT NULL,
  home_en text NOT NULL,
  away_es text NOT NULL,
  away_en text NOT NULL,
  start_time timestamptz NOT NULL,
  status text NOT NULL
    CHECK (status IN ('not_started', 'live', 'suspended', 'ended', 'closed', 'cancelled')),
  score jsonb,
  clock jsonb,
  -- who wrote the fixture (start time, names), the live state (status, score, clock), anything
  fixture_seq bigint NOT NULL,
  status_seq bigint NOT NULL,
  last_seq bigint NOT NULL,
  -- the producer's timestamp of the last message applied
  updated_ts timestamptz NOT NULL
);
CREATE INDEX sports_events_sport_start ON sports_events (sport_id, start_time, id);
CREATE INDEX sports_events_league_start ON sports_events (league_id, start_time, id);
CREATE INDEX sports_events_status_start ON sports_events (status, start_time, id);

-- A market is a market type plus its specifiers in canonical form (sorted `key=value` joined by
-- `|`, '' when none). Its status follows from two layers: the trading status odds_change and
-- bet_stop give, under a settlement (bet_settlement until its rollback) and a cancel (bet_cancel
-- until its rollback), so a rollback returns to whatever lies beneath. `seq` is the last message
-- that wrote the market at all; the settlement family is ordered among itself by `resolution_seq`.
CREATE TABLE sports_markets (
  id bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  event_id text NOT NULL REFERENCES sports_events (id),
  type text NOT NULL,
  specifiers text NOT NULL,
  trading_status text NOT NULL CHECK (trading_status IN ('active', 'suspended', 'deactivated')),
  -- 1 live scouted, 2 confirmed: the certainty of the settlement in force, null when none is
  settlement_certainty smallint CHECK (settlement_certainty IN (1, 2)),
  -- a bet_cancel in force and its window: bets placed inside it are refunded; a null bound is
  -- open-ended
  is_cancelled boolean NOT NULL DEFAULT false,
  cancel_start_time timestamptz,
  cancel_end_time timestamptz,
  status text NOT NULL GENERATED ALWAYS AS (
    CASE WHEN is_cancelled THEN 'cancelled'
      WHEN settlement_certainty IS NOT NULL THEN 'settled'
      ELSE trading_status END
  ) STORED,
  seq bigint NOT NULL,
  resolution_seq bigint,
  updated_ts timestamptz NOT NULL,
  PRIMARY KEY (event_id, type, specifiers)
);

-- `id` is the selection a bet names; `result`, `void_factor` and `dead_heat_factor` are set by a
-- bet_settlement and cleared by its rollback. Factors are kept as the feed's text, a decimal
-- ("0.5") or a fraction ("1/3"), read exactly by parseFactor (contract/sports-payout.ts).
CREATE TABLE sports_outcomes (
  id bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  market_id bigint NOT NULL REFERENCES sports_markets (id),
  outcome_id text NOT NULL,
  odds_milli integer NOT NULL CHECK (odds_milli > 1000),
  is_active boolean NOT NULL,
  result smallint CHECK (result IN (0, 1)),
  void_factor text,
  dead_heat_factor text,
  PRIMARY KEY (market_id, outcome_id)
);

-- Every feed message applied, by its id: a replayed id finds its row and changes nothing.
CREATE TABLE sports_feed_log (
  id text PRIMARY KEY,
  event_id text NOT NULL,
  kind text NOT NULL,
  seq bigint NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sports_feed_log_applied_at ON sports_feed_log (applied_at);
