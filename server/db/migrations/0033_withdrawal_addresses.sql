-- Safe withdrawal addresses (issue 17, docs/account-security.md): the player's address book with
-- its hold and emailed confirmation, the "only saved addresses" lock, and the time of the last
-- security change (withdrawals wait a while after one).

-- A saved address is usable once `usable_at` has passed (the hold) and `confirmed_at` is set (the
-- emailed link was used). Only the confirmation token's hash is kept; it works once.
CREATE TABLE player_withdrawal_addresses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  address text NOT NULL,
  label text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  usable_at timestamptz NOT NULL,
  token_hash text UNIQUE,
  token_expires_at timestamptz,
  confirmed_at timestamptz,
  UNIQUE (player_id, address),
  CHECK ((token_hash IS NULL) = (token_expires_at IS NULL))
);

-- One row per player who saved an address, turned the lock on or made a security change; every
-- withdrawal locks it first (a change and a withdrawal are checked one after the other).
-- `lock_off_at`: the lock was asked off and goes off then (it stays on until that time).
-- `security_changed_at`: the last password, two-factor or email change.
CREATE TABLE player_withdrawal_security (
  player_id integer PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
  saved_only boolean NOT NULL DEFAULT false,
  lock_off_at timestamptz,
  security_changed_at timestamptz,
  security_change text,
  CHECK (lock_off_at IS NULL OR saved_only)
);
