-- System bets (issue 14; docs/sportsbook-settlement.md, "System bets"): a bet of many lines over
-- its selections, each line settled on its own. `stake` stays the whole stake (the ledger moved
-- it); the player staked `stake / system_lines` per line. `system` names the system as placed
-- ('yankee', '2/4'); its lines follow from it and the legs (contract/sports-systems.ts). The type
-- list also admits the bet builder, so one migration widens it.
ALTER TABLE sports_bets DROP CONSTRAINT sports_bets_type_check;
ALTER TABLE sports_bets ADD CONSTRAINT sports_bets_type_check
  CHECK (type IN ('single', 'accumulator', 'system', 'bet_builder'));
ALTER TABLE sports_bets ADD COLUMN system text;
ALTER TABLE sports_bets ADD COLUMN system_lines integer;
ALTER TABLE sports_bets ADD CONSTRAINT sports_bets_system_check CHECK (
  (type = 'system') = (system IS NOT NULL AND system_lines > 0)
  AND (system IS NULL) = (system_lines IS NULL)
  AND (system_lines IS NULL OR stake % system_lines = 0));
