-- The back-office's sportsbook trading and reports (issue 15; docs/operations.md).

-- An operator's suspension of a market (admin/sports/suspend_market): a layer above the feed's
-- trading status that only admin/sports/resume_market lifts. The feed keeps writing its trading
-- status and odds beneath it, so a resume shows whatever the feed said last. A settlement or a
-- cancel still shows over it, as over the feed's own suspension.
ALTER TABLE sports_markets ADD COLUMN operator_suspended_at timestamptz;
ALTER TABLE sports_markets ADD COLUMN operator_suspended_by integer REFERENCES staff (id);

ALTER TABLE sports_markets DROP COLUMN status;
ALTER TABLE sports_markets ADD COLUMN status text NOT NULL GENERATED ALWAYS AS (
  CASE WHEN is_cancelled THEN 'cancelled'
    WHEN settlement_certainty IS NOT NULL THEN 'settled'
    WHEN operator_suspended_at IS NOT NULL AND trading_status = 'active' THEN 'suspended'
    ELSE trading_status END
) STORED;

-- An operator's suspension stops the market as the feed's does: an in-play bet waiting out its
-- acceptance delay sees the count grow and is refused even if the market is resumed meanwhile.
CREATE OR REPLACE FUNCTION sports_markets_count_stops() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.trading_status = 'active' AND OLD.settlement_certainty IS NULL AND NOT OLD.is_cancelled
     AND OLD.operator_suspended_at IS NULL
     AND NOT (NEW.trading_status = 'active' AND NEW.settlement_certainty IS NULL
              AND NOT NEW.is_cancelled AND NEW.operator_suspended_at IS NULL) THEN
    NEW.stop_count := OLD.stop_count + 1; END IF; RETURN NEW; END
$$;

-- Reports read the ledger by period (server/modules/reports/): journals by time and kind, and a
-- round's win by the reference its stake's journal has.
CREATE INDEX journal_reference ON journal (reference);
CREATE INDEX journal_kind_created ON journal (kind, created_at);
CREATE INDEX journal_created ON journal (created_at);
