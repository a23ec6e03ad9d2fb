-- The sportsbook's limits (issue 14, docs/sportsbook-settlement.md "Limits"), set by the operator.
-- Amounts are satoshis.

-- Minimum and maximum stake per selection, per sport and pre-match or in play. The rows with
-- sport_id '' are the defaults of every sport without its own row.
CREATE TABLE sports_stake_limits (
  sport_id text NOT NULL,
  in_play boolean NOT NULL,
  min_stake bigint NOT NULL CHECK (min_stake > 0),
  max_stake bigint NOT NULL CHECK (max_stake >= min_stake),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (sport_id, in_play)
);
-- 0.1 to 10,000 mBTC, the limits before this migration (SPORTS_STAKE_LIMITS)
INSERT INTO sports_stake_limits (sport_id, in_play, min_stake, max_stake)
VALUES ('', false, 10000, 1000000000), ('', true, 10000, 1000000000);

-- The book-wide limits: one row. max_payout bounds one bet's potential return; the liabilities
-- bound the book's worst-case loss on one market and on one event over the open bets.
CREATE TABLE sports_book_limits (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  max_payout bigint NOT NULL CHECK (max_payout > 0),
  market_liability bigint NOT NULL CHECK (market_liability > 0),
  event_liability bigint NOT NULL CHECK (event_liability > 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- 100,000 mBTC (10 BTC) payout, 200,000 mBTC per market, 500,000 mBTC per event
INSERT INTO sports_book_limits (max_payout, market_liability, event_liability)
VALUES (10000000000, 20000000000, 50000000000);

-- Scales the player's maximum stakes (0.5: half of every maximum); 0 blocks sports betting.
ALTER TABLE players
  ADD COLUMN sports_stake_factor numeric(6, 3) NOT NULL DEFAULT 1
    CHECK (sports_stake_factor >= 0);
