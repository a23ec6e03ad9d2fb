-- The sportsbook's bets (issue 12; docs/sportsbook-settlement.md). A placement is one ledger
-- movement `sports_bet` from the player's cash to the book account, which holds every open stake;
-- a settlement moves the stake out of the book: the payout to the player's cash, the rest to the
-- house (`sports_win`, `sports_void`, or `sports_lost` when nothing is paid). Both system accounts
-- are contra accounts with derived balances (migration 0005): players never queue on them. Each
-- movement's journal reference is `sports_bet:<id>`.
INSERT INTO accounts (player_id, kind, allow_negative, balance_derived) VALUES
  (NULL, 'system:sports_book', true, true),
  (NULL, 'system:sports_house', true, true);

CREATE TABLE sports_bets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id),
  type text NOT NULL CHECK (type IN ('single', 'accumulator')),
  -- satoshis
  stake bigint NOT NULL CHECK (stake > 0),
  potential_return bigint NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled')),
  -- the settlement in force (0 while never settled). A correction (issue 14) reverses it and
  -- settles again as version + 1; each version is one row of sports_bet_settlements.
  version integer NOT NULL DEFAULT 0,
  -- satoshis paid by the settlement in force, stake included; null while open
  payout bigint,
  placed_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  CHECK ((status = 'open') = (payout IS NULL))
);
CREATE INDEX sports_bets_player_status ON sports_bets (player_id, status, id);
CREATE INDEX sports_bets_open ON sports_bets (id) WHERE status = 'open';

-- One row per selection, with the price the bet was accepted at. The market and event are the
-- outcome's, kept here so settlement finds the bets of a resolved market by index.
CREATE TABLE sports_bet_legs (
  bet_id bigint NOT NULL REFERENCES sports_bets (id),
  position smallint NOT NULL,
  outcome_id bigint NOT NULL REFERENCES sports_outcomes (id),
  market_id bigint NOT NULL REFERENCES sports_markets (id),
  event_id text NOT NULL REFERENCES sports_events (id),
  odds_milli integer NOT NULL CHECK (odds_milli > 1000),
  PRIMARY KEY (bet_id, position),
  UNIQUE (bet_id, event_id)
);
CREATE INDEX sports_bet_legs_market ON sports_bet_legs (market_id);

-- Every settlement of a bet, once per version: the primary key makes a replayed or racing
-- settlement of the same version impossible. `legs` keeps each leg's result as it was settled
-- (result, voidFactor, deadHeatFactor by position), so the bet shows what it was paid on even
-- after the feed rolls a result back.
CREATE TABLE sports_bet_settlements (
  bet_id bigint NOT NULL REFERENCES sports_bets (id),
  version integer NOT NULL CHECK (version > 0),
  payout bigint NOT NULL CHECK (payout >= 0),
  legs jsonb NOT NULL,
  journal_id bigint NOT NULL REFERENCES journal (id),
  settled_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (bet_id, version)
);

-- How many times a market stopped trading (active to anything else). An in-play bet reads it
-- before its acceptance delay and again after: a market stopped and reopened meanwhile has a
-- larger count, and the bet is refused even though the market is active again. Counted by the
-- database on every write of the market, so no path of the feed can forget it.
ALTER TABLE sports_markets ADD COLUMN stop_count integer NOT NULL DEFAULT 0;

-- The stored `status` is computed after BEFORE triggers, so the function derives "active" from its
-- parts. No line of the body ends in a semicolon: the migration runner splits statements there.
CREATE FUNCTION sports_markets_count_stops() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.trading_status = 'active' AND OLD.settlement_certainty IS NULL AND NOT OLD.is_cancelled
     AND NOT (NEW.trading_status = 'active' AND NEW.settlement_certainty IS NULL
              AND NOT NEW.is_cancelled) THEN
    NEW.stop_count := OLD.stop_count + 1; END IF; RETURN NEW; END
$$;

CREATE TRIGGER sports_markets_count_stops BEFORE UPDATE ON sports_markets
  FOR EACH ROW EXECUTE FUNCTION sports_markets_count_stops();
