-- Fixed-window counters of the rate limits of unauthenticated calls (server/http/rate-limit.ts):
-- in the database so every node counts the same requests. One row per bucket, holding its
-- current window (opened by the bucket's first request); rows past expires_at are pruned with
-- the login attempts.
CREATE TABLE rate_limits (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (bucket)
);
CREATE INDEX rate_limits_expires_at ON rate_limits (expires_at);
