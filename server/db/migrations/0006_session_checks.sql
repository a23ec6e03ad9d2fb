-- A rotated refresh token names its successor: the chain of a family, for tracing a replayed
-- token afterwards. Nothing reads it to decide; the conditional update of rotated_at is what
-- keeps a token to one successor (a racing presentation gets no new session).
ALTER TABLE sessions ADD COLUMN replaced_by integer REFERENCES sessions (id) ON DELETE SET NULL;

-- One-time links that confirm a browser as the player's device when the username is blocked for
-- unknown devices; only the hash of the token is kept.
CREATE TABLE device_confirmations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX device_confirmations_player ON device_confirmations (player_id);
