-- Corrected results (issue 14; docs/sportsbook-settlement.md, "A corrected result"). A settlement
-- is never edited: a correction posts a `sports_reversal` journal, exactly the settlement's
-- postings negated, records it here, and the bet is settled again as version + 1 or returns to
-- open. A bet back to open keeps `sports_bets.version` at its last settlement, so the next one is
-- version + 1; the standing settlement is the one not reversed, and there is at most one.
ALTER TABLE sports_bet_settlements ADD COLUMN reversal_journal_id bigint REFERENCES journal (id);
CREATE UNIQUE INDEX sports_bet_settlements_standing ON sports_bet_settlements (bet_id)
  WHERE reversal_journal_id IS NULL;

-- Markets whose resolution changed while one was in force (a second settlement, a cancel of a
-- settled market, a rollback): the settled bets on them are looked at again. Written by the feed
-- message's own transaction and deleted once its bets are done, so a node stopped in between
-- leaves the row to the sweep. `resolution_seq` is the message's: a newer one keeps the row.
CREATE TABLE sports_resettlements (
  market_id bigint PRIMARY KEY REFERENCES sports_markets (id) ON DELETE CASCADE,
  resolution_seq bigint NOT NULL
);

-- A player's debt (kind `debt`, allow_negative, opened at the first claw-back the cash could not
-- cover; wallet/debt.ts): its balance is minus what the player owes. Repayments never take it
-- above zero: it holds no money of the player's.
ALTER TABLE accounts ADD CONSTRAINT accounts_debt_owed_only CHECK (kind <> 'debt' OR balance <= 0);
