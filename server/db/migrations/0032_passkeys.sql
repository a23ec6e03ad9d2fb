-- Passkeys (issue 17, docs/account-security.md): a player's WebAuthn credentials, the challenges
-- handed out for them, and the step-up tokens a passkey gives in place of a TOTP code.

-- One row per passkey. `credential_id` is the credential's id (base64url), unique across players;
-- `public_key` its COSE public key (base64url); `counter` the authenticator's newest signature count (0 for
-- authenticators that keep none: a synced passkey).
CREATE TABLE player_passkeys (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  credential_id text NOT NULL UNIQUE,
  public_key text NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL,
  backed_up boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX player_passkeys_player ON player_passkeys (player_id);

-- A challenge of a passkey_*_options call, kept in the database so that the answer may reach any
-- node; deleted when it is used (right or wrong), so each is accepted once. `player_id` is null
-- for a login's (the player is not known yet).
CREATE TABLE webauthn_challenges (
  challenge text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('register', 'login', 'step_up')),
  player_id integer REFERENCES players (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX webauthn_challenges_expiry ON webauthn_challenges (expires_at);

-- A passkey step-up: a token (stored as its SHA-256) that stands for a TOTP code once.
CREATE TABLE passkey_step_ups (
  token_hash text PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX passkey_step_ups_expiry ON passkey_step_ups (expires_at);
