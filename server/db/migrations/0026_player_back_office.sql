-- The back-office's Players area (issue 15, docs/operations.md "Players"): a player's block,
-- operators' notes and tags, balance adjustments with four-eyes approval, and what the
-- withdrawal queue's risk signals read (the address a session signed in from, the last password
-- change).

-- A blocked player cannot sign in (`account_blocked`); blocking revokes their sessions.
ALTER TABLE players ADD COLUMN blocked_at timestamptz;
ALTER TABLE players ADD COLUMN blocked_reason text;
ALTER TABLE players ADD COLUMN password_changed_at timestamptz;
-- short labels operators give a player (`vip`, `bonus-abuse`), replaced as a whole
ALTER TABLE players ADD COLUMN tags text[] NOT NULL DEFAULT '{}';

-- where and with what a session was opened (sign-in), for the operator's view and risk signals
ALTER TABLE sessions ADD COLUMN ip text;
ALTER TABLE sessions ADD COLUMN user_agent text;
CREATE INDEX sessions_ip ON sessions (ip) WHERE ip IS NOT NULL;

CREATE TABLE player_notes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id),
  staff_id integer NOT NULL REFERENCES staff (id),
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX player_notes_player ON player_notes (player_id, id);

-- An operator's change of a player's cash. At or below ADJUSTMENT_APPROVAL_MBTC it is applied
-- at once; above it waits for another staff member's approval. Applying is a conditional change
-- of status under the player's cash lock, so it happens once. Amounts are satoshis, signed.
CREATE TABLE balance_adjustments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id),
  amount bigint NOT NULL CHECK (amount <> 0),
  reason text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'applied', 'rejected')),
  -- above the threshold when requested: only another staff member may decide it
  needs_approval boolean NOT NULL,
  requested_by integer NOT NULL REFERENCES staff (id),
  requested_at timestamptz NOT NULL DEFAULT now(),
  decided_by integer REFERENCES staff (id),
  decided_at timestamptz,
  decision_reason text,
  journal_id bigint REFERENCES journal (id),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK ((status = 'applied') = (journal_id IS NOT NULL)),
  -- four eyes: whoever decides an adjustment that needed approval is not who asked for it
  CHECK (NOT needs_approval OR decided_by <> requested_by)
);
CREATE INDEX balance_adjustments_pending ON balance_adjustments (id) WHERE status = 'pending';
CREATE INDEX balance_adjustments_player ON balance_adjustments (player_id, id);

-- the other side of every adjustment: money the operator put in or took out by hand
INSERT INTO accounts (player_id, kind, allow_negative, balance_derived) VALUES
  (NULL, 'system:adjustments', true, true);
