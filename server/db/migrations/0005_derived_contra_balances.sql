-- The system contra accounts (deposits, withdrawals, bonuses, games) take part in every movement
-- of every player. Updating their balance row per movement made all players queue on four rows
-- (and deadlock against player locks), so their balance is now the sum of their entries: a
-- posting to them only inserts its entry, and the stored balance stays 0.
ALTER TABLE accounts ADD COLUMN balance_derived boolean NOT NULL DEFAULT false;

UPDATE accounts SET balance_derived = true, balance = 0 WHERE player_id IS NULL;

ALTER TABLE accounts ADD CONSTRAINT accounts_derived_balance_unused
  CHECK (NOT balance_derived OR balance = 0);

-- a player's account always keeps its running balance, guarded by the conditional update
ALTER TABLE accounts ADD CONSTRAINT accounts_player_balance_kept
  CHECK (player_id IS NULL OR NOT balance_derived);
