-- The built-in house provider's provably fair games. The house knows a player only by the opaque
-- id the seamless wallet gives it (`player`), and moves money only through that wallet.

-- A player's seed pairs: the active one (revealed_at null) and the retired ones, whose server
-- seed is now shown. `nonce` is the nonce the next bet will use.
CREATE TABLE house_seeds (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player text NOT NULL,
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  nonce integer NOT NULL DEFAULT 0 CHECK (nonce >= 0),
  -- the server seed the next rotation puts in play, its hash shown before the player picks the
  -- client seed that goes with it
  next_server_seed text NOT NULL,
  next_server_seed_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revealed_at timestamptz
);
CREATE UNIQUE INDEX house_seeds_active ON house_seeds (player) WHERE revealed_at IS NULL;

-- One round per wallet bet; `id` is the round id sent to the wallet. A round is inserted
-- `betting` before the wallet is asked for the stake, gets its nonce and result once the stake is
-- taken (`settling`, or `open` while a Hi-Lo round goes on), and ends `won` or `lost` once the
-- wallet has its win; `void` when the bet was refused or rolled back.
CREATE TABLE house_rounds (
  id text PRIMARY KEY,
  player text NOT NULL,
  game text NOT NULL,
  provider text NOT NULL,
  engine text NOT NULL CHECK (engine IN ('dice', 'limbo', 'hi-lo', 'roulette')),
  seed_id integer REFERENCES house_seeds (id),
  nonce integer,
  stake bigint NOT NULL CHECK (stake > 0),
  payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  multiplier double precision NOT NULL DEFAULT 0,
  params jsonb NOT NULL,
  result jsonb,
  state text NOT NULL DEFAULT 'betting'
    CHECK (state IN ('betting', 'open', 'settling', 'won', 'lost', 'void')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (state IN ('betting', 'void') OR (seed_id IS NOT NULL AND nonce IS NOT NULL AND result IS NOT NULL))
);
-- a nonce decides one bet only
CREATE UNIQUE INDEX house_rounds_seed_nonce ON house_rounds (seed_id, nonce);
-- one Hi-Lo round at a time per player and game, from its bet on
CREATE UNIQUE INDEX house_rounds_one_hi_lo ON house_rounds (player, game)
  WHERE engine = 'hi-lo' AND state IN ('betting', 'open');
CREATE INDEX house_rounds_player ON house_rounds (player, created_at DESC);
-- what the recovery pass looks for
CREATE INDEX house_rounds_unsettled ON house_rounds (player) WHERE state IN ('betting', 'settling');
