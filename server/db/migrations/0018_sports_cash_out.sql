-- Cash out (issue 14; docs/sportsbook-settlement.md, "Cash out"). A cash-out closes all or part of
-- an open bet at its current value: the share closed leaves the book (`sports_cash_out` journal),
-- the bet keeps the stake still open, which its settlement pays on. A full cash-out ends the bet
-- as `cashed_out`, with `payout` the sum of what its cash-outs paid.

-- satoshis still riding on the bet: the stake until a partial cash-out closes some of it. Set from
-- the stake on insert, so placement need not name it.
ALTER TABLE sports_bets ADD COLUMN open_stake bigint;
UPDATE sports_bets SET open_stake = stake;
ALTER TABLE sports_bets ALTER COLUMN open_stake SET NOT NULL;
ALTER TABLE sports_bets ADD CHECK (open_stake >= 0 AND open_stake <= stake);

CREATE FUNCTION sports_bets_default_open_stake() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN NEW.open_stake := coalesce(NEW.open_stake, NEW.stake); RETURN NEW; END
$$;

CREATE TRIGGER sports_bets_default_open_stake BEFORE INSERT ON sports_bets
  FOR EACH ROW EXECUTE FUNCTION sports_bets_default_open_stake();

ALTER TABLE sports_bets DROP CONSTRAINT sports_bets_status_check;
ALTER TABLE sports_bets ADD CONSTRAINT sports_bets_status_check
  CHECK (status IN ('open', 'settled', 'cashed_out'));

-- satoshis: the value at which the server cashes the whole bet out on its own (null: none)
ALTER TABLE sports_bets ADD COLUMN auto_cash_out bigint CHECK (auto_cash_out > 0);
CREATE INDEX sports_bets_auto_cash_out ON sports_bets (id)
  WHERE status = 'open' AND auto_cash_out IS NOT NULL;

-- Every cash-out of a bet, full or partial: what it paid, the stake it closed and the bet's value
-- then (satoshis), with the journal that moved the money.
CREATE TABLE sports_bet_cash_outs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bet_id bigint NOT NULL REFERENCES sports_bets (id),
  amount bigint NOT NULL CHECK (amount > 0),
  closed_stake bigint NOT NULL CHECK (closed_stake > 0),
  value bigint NOT NULL CHECK (value >= amount),
  is_full boolean NOT NULL,
  is_automatic boolean NOT NULL,
  journal_id bigint NOT NULL REFERENCES journal (id),
  cashed_out_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sports_bet_cash_outs_bet ON sports_bet_cash_outs (bet_id);
