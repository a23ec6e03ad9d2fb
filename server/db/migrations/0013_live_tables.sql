-- The house provider's live tables (Crash, Live Roulette): one shared round for everyone at a
-- table, run by the node holding the `live-tables` cluster singleton (docs/live-tables.md).

-- A table's hash chain, made in advance from a secret seed: h_length = sha256hex(seed),
-- h_i = sha256hex(h_(i+1)); round i uses h_i. `terminating_hash` (h_0) is published before the
-- salt is chosen; `salt` stays null until then. One chain in use per table; a used-up one is
-- retired and a new one made.
CREATE TABLE live_chains (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  table_slug text NOT NULL,
  seed text NOT NULL,
  length integer NOT NULL CHECK (length > 0),
  terminating_hash text NOT NULL,
  salt text,
  salt_source text,
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz,
  CHECK ((salt IS NULL) = (salt_source IS NULL))
);
CREATE UNIQUE INDEX live_chains_in_use ON live_chains (table_slug) WHERE retired_at IS NULL;

-- Every CHECKPOINT-th hash of a chain (and h_length), so any h_i is at most that many hashes away.
CREATE TABLE live_chain_checkpoints (
  chain_id integer NOT NULL REFERENCES live_chains (id),
  idx integer NOT NULL,
  hash text NOT NULL,
  PRIMARY KEY (chain_id, idx)
);

-- A round: `betting` until its window closes (by the database's clock), `running` while the
-- curve climbs or the wheel spins, `ended` once its result is shown (hash revealed), `settled`
-- once every bet is decided. `fence` is the lease of the holder that last moved it. The exact and
-- shown results are stored when the round is opened and sent to nobody before it ends.
-- `last_multiplier` is crash's last recorded multiplier (the takeover rule pays it);
-- `interrupted` says the takeover rule settled it.
CREATE TABLE live_rounds (
  id text PRIMARY KEY,
  table_slug text NOT NULL,
  engine text NOT NULL CHECK (engine IN ('crash', 'live-roulette')),
  chain_id integer NOT NULL REFERENCES live_chains (id),
  idx integer NOT NULL CHECK (idx > 0),
  phase text NOT NULL DEFAULT 'betting' CHECK (phase IN ('betting', 'running', 'ended', 'settled')),
  fence bigint NOT NULL,
  opened_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  betting_closes_at timestamptz NOT NULL,
  started_at timestamptz,
  ended_at timestamptz,
  exact_result double precision NOT NULL,
  result double precision NOT NULL,
  hash text NOT NULL,
  is_revealed boolean NOT NULL DEFAULT false,
  last_multiplier double precision,
  last_recorded_at timestamptz,
  interrupted boolean NOT NULL DEFAULT false,
  UNIQUE (chain_id, idx)
);
-- one round in play per table
CREATE UNIQUE INDEX live_rounds_in_play ON live_rounds (table_slug) WHERE phase <> 'settled';
CREATE INDEX live_rounds_recent ON live_rounds (table_slug, opened_at DESC);

-- A bet at a table. It is written `pending` before the wallet is asked for the stake; `open` once
-- the wallet took it within the window; then decided once (`cashed-out`, `won`, `lost`, or `void`
-- when rolled back). Every decision is a conditional update from `open` (or `pending` to `void`),
-- so a bet is decided once; `wallet_done` turns true once the wallet confirmed the decision's
-- call (`live:<id>:win`, or the rollback of `live:<id>:bet`), each applied once by its id.
CREATE TABLE live_bets (
  id text PRIMARY KEY,
  round_id text NOT NULL REFERENCES live_rounds (id),
  player text NOT NULL,
  game text NOT NULL,
  provider text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('main', 'under-2', 'at-least-2', 'at-least-10', 'roulette')),
  -- roulette: the spot; a roulette call's chips share `batch` (undo takes the last batch back)
  spot jsonb,
  batch integer,
  auto_cash_out double precision,
  stake bigint NOT NULL CHECK (stake > 0),
  state text NOT NULL DEFAULT 'pending'
    CHECK (state IN ('pending', 'open', 'cashed-out', 'won', 'lost', 'void')),
  multiplier double precision,
  payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  wallet_done boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  decided_at timestamptz,
  CHECK (state IN ('pending', 'open') OR decided_at IS NOT NULL),
  CHECK (state IN ('cashed-out', 'won') OR payout = 0)
);
CREATE INDEX live_bets_round ON live_bets (round_id);
CREATE INDEX live_bets_player ON live_bets (player, created_at DESC);
-- what the holder's sweep finishes: decisions whose wallet call is not confirmed yet
CREATE INDEX live_bets_wallet_due ON live_bets (round_id) WHERE NOT wallet_done;
