-- Staff accounts apart from players, their sessions, and the append-only audit log of what they
-- do (docs/operations.md). The `admin` player scope goes: operators move to staff.

CREATE TABLE staff (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL,
  -- argon2id, as players' passwords (server/modules/auth/passwords.ts)
  password_hash text NOT NULL,
  roles text[] NOT NULL CHECK (
    cardinality(roles) > 0
    AND roles <@ ARRAY['support', 'payments', 'risk', 'content', 'trading', 'admin']::text[]
  ),
  -- base32; null until the staff member enrols (sign-in is refused without it)
  totp_secret text,
  -- the last accepted code's 30-second time step: a code of that step or an earlier one is refused
  totp_last_step bigint,
  -- enrolment in progress: the secret shown and the hash of the token that may confirm it
  totp_pending_secret text,
  totp_enrolment_hash text,
  totp_enrolment_expires_at timestamptz,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX staff_username_lower ON staff (lower(username));
CREATE UNIQUE INDEX staff_enrolment_hash ON staff (totp_enrolment_hash);

CREATE TABLE staff_sessions (
  id uuid PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text,
  user_agent text,
  -- when this session last had a TOTP code verified: stepUp calls need it within five minutes
  totp_verified_at timestamptz NOT NULL
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id, created_at);

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id),
  -- the operator call's path, or another action's name
  action text NOT NULL,
  player_id integer REFERENCES players (id),
  -- what was acted on when it is not a player: a withdrawal, a market, a setting…
  target text,
  before jsonb,
  after jsonb,
  reason text,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created ON audit_log (created_at);
CREATE INDEX audit_log_staff ON audit_log (staff_id, created_at);
CREATE INDEX audit_log_player ON audit_log (player_id, created_at) WHERE player_id IS NOT NULL;
CREATE INDEX audit_log_action ON audit_log (action, created_at);

-- Append-only: the database itself refuses to change or remove an entry, whoever asks. No line
-- of the body ends in a semicolon: the migration runner splits statements there.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege'; END
$$;
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();

-- Existing operators become staff with role admin (same username and password; they enrol TOTP
-- at their first sign-in). Their player rows stay, for the history that refers to them, but can
-- no longer sign in: the hash matches no password and their sessions end.
INSERT INTO staff (username, password_hash, roles)
SELECT username, password_hash, ARRAY['admin'] FROM players WHERE scope = 'admin'
ON CONFLICT DO NOTHING;
UPDATE sessions SET revoked_at = now()
 WHERE revoked_at IS NULL AND player_id IN (SELECT id FROM players WHERE scope = 'admin');
UPDATE players SET password_hash = '!moved to staff', scope = 'player' WHERE scope = 'admin';
ALTER TABLE players DROP CONSTRAINT players_scope_check;
ALTER TABLE players ADD CONSTRAINT players_scope_check CHECK (scope = 'player');
