-- Balance adjustments carry what they are (issue 37; docs/operations.md "Balance adjustments"):
-- `bonus` (a gift to be wagered through before a withdrawal), `goodwill` (a gesture, cash at
-- once) or `correction` (putting a mistake right). Adjustments made before types existed were
-- corrections by hand: they read as such.
ALTER TABLE balance_adjustments ADD COLUMN type text NOT NULL DEFAULT 'correction'
  CHECK (type IN ('bonus', 'goodwill', 'correction'));
ALTER TABLE balance_adjustments ALTER COLUMN type DROP DEFAULT;
-- a bonus gives: taking money back is a correction
ALTER TABLE balance_adjustments ADD CHECK (type <> 'bonus' OR amount > 0);

-- A bonus adjustment, once applied, carries the same wager requirement as a promo code's bonus:
-- a row of `bonuses` naming the adjustment instead of a promo code, which holds withdrawals
-- until it is wagered through (wallet/bonuses.ts).
ALTER TABLE bonuses ALTER COLUMN promo_code DROP NOT NULL;
ALTER TABLE bonuses ADD COLUMN adjustment_id integer UNIQUE REFERENCES balance_adjustments (id);
ALTER TABLE bonuses ADD CHECK ((promo_code IS NULL) <> (adjustment_id IS NULL));

-- the player page's bets, a page at a time by id (keyset)
CREATE INDEX bets_player_id ON bets (player_id, id);
CREATE INDEX sports_bets_player_id ON sports_bets (player_id, id);
-- the ledger's rows name their adjustment's type (the player page's movements)
CREATE INDEX balance_adjustments_journal ON balance_adjustments (journal_id);
