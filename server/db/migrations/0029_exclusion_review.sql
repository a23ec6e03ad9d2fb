-- Malta: a player's reasoned request to lift an indefinite self-exclusion, granted by an operator
-- after the profile's review days (docs/player-protection.md, Breaks). Cleared when lifted.
ALTER TABLE player_protection
  ADD COLUMN exclusion_review_requested_at timestamptz,
  ADD COLUMN exclusion_review_reason text CHECK (char_length(exclusion_review_reason) <= 1000),
  ADD CONSTRAINT player_protection_exclusion_review_whole
    CHECK ((exclusion_review_requested_at IS NULL) = (exclusion_review_reason IS NULL));
