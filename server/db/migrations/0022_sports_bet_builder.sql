-- The bet builder (issue 14; docs/sportsbook-pricing.md, "Bet builder"): several selections of
-- one football match as one bet at one price, the grid's joint price, kept on the bet (each leg
-- keeps its own market price as it stood, for the player to read). A builder's legs share an
-- event, so the one-leg-per-event rule moves from the table to placement (validateBetLegs), which
-- still refuses two legs of one event in an accumulator or a system; no bet names an outcome twice.
ALTER TABLE sports_bets ADD COLUMN builder_odds_milli integer;
ALTER TABLE sports_bets ADD CONSTRAINT sports_bets_builder_check CHECK (
  (type = 'bet_builder') = (builder_odds_milli IS NOT NULL)
  AND (builder_odds_milli IS NULL OR builder_odds_milli > 1000));
ALTER TABLE sports_bet_legs DROP CONSTRAINT sports_bet_legs_bet_id_event_id_key;
ALTER TABLE sports_bet_legs ADD CONSTRAINT sports_bet_legs_bet_id_outcome_id_key
  UNIQUE (bet_id, outcome_id);
