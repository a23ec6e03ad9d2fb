-- Account security (issue 17, docs/account-security.md): a player's TOTP two-factor and its
-- recovery codes.

-- One row per player who began enrolment. `pending_secret` is the secret totp_begin showed, until a
-- code of it turns two-factor on (it becomes `secret`); `last_step` is the newest time step a code
-- was accepted for, so a code is accepted once.
CREATE TABLE player_two_factor (
  player_id integer PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
  secret text,
  enabled_at timestamptz,
  last_step bigint,
  pending_secret text,
  pending_expires_at timestamptz,
  CHECK ((secret IS NULL) = (enabled_at IS NULL)),
  CHECK ((pending_secret IS NULL) = (pending_expires_at IS NULL))
);

-- Single-use recovery codes, stored as SHA-256 hashes (each code holds 50 random bits and tries are
-- rate-limited); a new set replaces the old one.
CREATE TABLE player_recovery_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  UNIQUE (player_id, code_hash)
);
