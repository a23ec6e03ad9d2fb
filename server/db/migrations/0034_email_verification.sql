-- Account security (issue 17, docs/account-security.md): email verification, and the country of a
-- sign-in.

-- When the player's current email was verified through an emailed link; null until then (and
-- again after an email change). Players who exist already count as verified: they registered
-- before there was a link to open, and their withdrawals must not stop.
ALTER TABLE players ADD COLUMN email_verified_at timestamptz;
UPDATE players SET email_verified_at = created_at;

-- One-time verification links (server/modules/security/email-verification.ts): only the token's
-- hash is kept, like password_resets and device_confirmations.
CREATE TABLE email_verifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_verifications_player ON email_verifications (player_id);

-- The sign-in's country (ISO 3166 alpha-2) from the trusted proxy's header (GEO_COUNTRY_HEADER),
-- kept on a family's first session like its IP.
ALTER TABLE sessions ADD COLUMN country text;
