-- Seamless wallet: the calls through which game providers move a player's money.

-- A third-party provider's signing secret, set by the operator; when null the secret is derived
-- from the server's token secret (see server/modules/seamless/providers.ts).
ALTER TABLE game_providers ADD COLUMN wallet_secret text;

-- Every bet, win and rollback a provider sent, keyed by the provider's own transaction id, with
-- the answer given: a replay gets that answer again and never moves money twice. A rollback of
-- a bet never seen is kept too, so that late bet is refused.
CREATE TABLE provider_transactions (
  provider_id integer NOT NULL REFERENCES game_providers (id),
  kind text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback')),
  transaction_id text NOT NULL,
  request_hash text NOT NULL,
  bet_id integer REFERENCES bets (id),
  response_status integer NOT NULL,
  response_body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider_id, kind, transaction_id)
);
CREATE INDEX provider_transactions_bet ON provider_transactions (bet_id);
