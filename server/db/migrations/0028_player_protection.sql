-- Player protection (issue 16, docs/player-protection.md)

-- A player's limit of one type and period: the amount in force and a pending increase or removal.
CREATE TABLE player_limits (
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('deposit', 'loss', 'wager')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  -- satoshis in force; null: none
  amount bigint CHECK (amount > 0),
  -- when the amount in force began: its periods are counted from here (`se`)
  in_force_since timestamptz,
  -- an increase (or, null with requested_at set, a removal) waiting for its cooling-off
  pending_amount bigint CHECK (pending_amount > 0),
  pending_requested_at timestamptz,
  pending_confirmable_at timestamptz,
  CHECK ((pending_requested_at IS NULL) = (pending_confirmable_at IS NULL)),
  CHECK (pending_amount IS NULL OR pending_requested_at IS NOT NULL),
  PRIMARY KEY (player_id, type, period)
);

-- One row per player who set anything: the break in force and the session settings.
CREATE TABLE player_protection (
  player_id integer PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
  break_kind text CHECK (break_kind IN ('time_out', 'self_exclusion')),
  break_started_at timestamptz,
  -- null with a kind: indefinite
  break_ends_at timestamptz,
  reality_check_minutes integer CHECK (reality_check_minutes IN (15, 30, 60)),
  session_limit_minutes integer CHECK (session_limit_minutes BETWEEN 1 AND 1440),
  CHECK ((break_kind IS NULL) = (break_started_at IS NULL))
);
