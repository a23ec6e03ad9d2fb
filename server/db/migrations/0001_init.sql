-- Players and sessions
CREATE TABLE players (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL,
  password_hash text NOT NULL,
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  birthday date,
  gender text NOT NULL DEFAULT 'male' CHECK (gender IN ('male', 'female')),
  address text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  postal_code text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  phone_number text NOT NULL DEFAULT '',
  interface_local text NOT NULL DEFAULT 'en',
  notify_newletter boolean NOT NULL DEFAULT false,
  promo_code text,
  referral_code text,
  pending_bonus_code text,
  scope text NOT NULL DEFAULT 'player' CHECK (scope IN ('player', 'admin')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX players_username_lower ON players (lower(username));

CREATE TABLE sessions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  -- every rotation of one login shares a family, so reuse of an old token revokes them all
  family text NOT NULL,
  refresh_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  rotated_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_player ON sessions (player_id);
CREATE INDEX sessions_family ON sessions (family);

CREATE TABLE login_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username_key text NOT NULL,
  ip text NOT NULL,
  trusted_device boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_username ON login_attempts (username_key, created_at);
CREATE INDEX login_attempts_ip ON login_attempts (ip, created_at);

CREATE TABLE password_resets (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE email_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Double-entry ledger: money in integer satoshis
CREATE TABLE accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id integer REFERENCES players (id),
  kind text NOT NULL,
  balance bigint NOT NULL DEFAULT 0,
  -- only system (contra) accounts may go below zero: they mirror money outside the platform
  allow_negative boolean NOT NULL DEFAULT false,
  CHECK (allow_negative OR balance >= 0)
);
CREATE UNIQUE INDEX accounts_player_kind ON accounts (player_id, kind) WHERE player_id IS NOT NULL;
CREATE UNIQUE INDEX accounts_system_kind ON accounts (kind) WHERE player_id IS NULL;

CREATE TABLE journal (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  reference text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  journal_id bigint NOT NULL REFERENCES journal (id),
  account_id integer NOT NULL REFERENCES accounts (id),
  amount bigint NOT NULL CHECK (amount <> 0)
);
CREATE INDEX entries_journal ON entries (journal_id);
CREATE INDEX entries_account ON entries (account_id);

-- Payments
CREATE TABLE payment_processors (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('crypto', 'card', 'wire')),
  currency text NOT NULL,
  deposit_enabled boolean NOT NULL DEFAULT true,
  withdrawal_enabled boolean NOT NULL DEFAULT true,
  min_amount bigint,
  max_amount bigint,
  fields text[] NOT NULL DEFAULT '{}',
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE wallet_addresses (
  player_id integer PRIMARY KEY REFERENCES players (id),
  derivation_index integer NOT NULL UNIQUE,
  address text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE SEQUENCE wallet_address_index START 0 MINVALUE 0;

CREATE TABLE financial_transactions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id),
  type text NOT NULL CHECK (type IN ('deposit', 'withdrawal', 'bonus')),
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL CHECK (status IN ('pending', 'complete', 'cancelled')),
  cancel_reason text CHECK (cancel_reason IN ('reversed', 'rejected')),
  processor_id integer REFERENCES payment_processors (id),
  is_bonus boolean NOT NULL DEFAULT false,
  promo_code text,
  address text,
  txid text,
  vout integer,
  confirmations integer,
  required_confirmations integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX financial_transactions_player ON financial_transactions (player_id, created_at DESC);
-- one deposit per transaction output, whatever the callback says how often
CREATE UNIQUE INDEX financial_transactions_output ON financial_transactions (txid, vout) WHERE type = 'deposit';

CREATE TABLE idempotency_keys (
  player_id integer NOT NULL REFERENCES players (id),
  key text NOT NULL,
  request_hash text NOT NULL,
  state text NOT NULL CHECK (state IN ('in_flight', 'done')),
  response_status integer,
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, key)
);

-- Bonuses
CREATE TABLE promo_codes (
  code text PRIMARY KEY,
  bonus_amount bigint NOT NULL CHECK (bonus_amount > 0),
  wager_multiplier integer NOT NULL DEFAULT 30,
  active boolean NOT NULL DEFAULT true,
  expires_at timestamptz
);

CREATE TABLE bonuses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id),
  promo_code text NOT NULL REFERENCES promo_codes (code),
  amount bigint NOT NULL,
  wager_required bigint NOT NULL,
  wagered bigint NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed', 'forfeited')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (player_id, promo_code)
);

-- Games
CREATE TABLE game_providers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  launch_url text NOT NULL,
  logo_url text,
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE games (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  -- the name folded for accent- and case-insensitive search
  search_name text NOT NULL,
  provider_id integer NOT NULL REFERENCES game_providers (id),
  category text NOT NULL,
  image_url text NOT NULL,
  is_live boolean NOT NULL DEFAULT false,
  is_featured boolean NOT NULL DEFAULT false,
  popularity integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX games_category ON games (category);
CREATE INDEX games_provider ON games (provider_id);

CREATE TABLE game_groups (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name_es text NOT NULL,
  name_en text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE game_group_games (
  group_id integer NOT NULL REFERENCES game_groups (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (group_id, game_id)
);

CREATE TABLE game_sessions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  player_id integer NOT NULL REFERENCES players (id),
  game_id integer NOT NULL REFERENCES games (id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE bets (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id),
  game_id integer NOT NULL REFERENCES games (id),
  round_id text NOT NULL,
  bet bigint NOT NULL CHECK (bet >= 0),
  win bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  status text NOT NULL DEFAULT 'settled' CHECK (status IN ('open', 'settled', 'rolled_back')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (game_id, round_id)
);
CREATE INDEX bets_player ON bets (player_id, created_at DESC);

-- Content
CREATE TABLE site_content (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('promotion', 'content', 'faq')),
  slug text NOT NULL,
  locale text NOT NULL CHECK (locale IN ('es', 'en')),
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  body_html text NOT NULL,
  image_url text,
  sort integer NOT NULL DEFAULT 0,
  published boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (type, slug, locale)
);

CREATE TABLE site_slider (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  locale text NOT NULL CHECK (locale IN ('es', 'en')),
  is_mobile boolean NOT NULL,
  image_url text NOT NULL,
  title text NOT NULL DEFAULT '',
  link text,
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);

CREATE TABLE player_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id integer REFERENCES players (id),
  player_name text NOT NULL,
  email text NOT NULL,
  phone_number text NOT NULL,
  note text NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE push_subscriptions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO accounts (player_id, kind, allow_negative) VALUES
  (NULL, 'system:deposits', true),
  (NULL, 'system:withdrawals', true),
  (NULL, 'system:bonuses', true),
  (NULL, 'system:games', true);
