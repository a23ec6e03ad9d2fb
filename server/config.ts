import * as v from 'valibot';
import { JURISDICTIONS } from '../contract/protection';

const boolean = (fallback: boolean) =>
  v.pipe(
    v.optional(
      v.picklist(['true', 'false', '1', '0'], 'must be true or false'),
      fallback ? 'true' : 'false',
    ),
    v.transform((text) => text === 'true' || text === '1'),
  );
const integer = (fallback: number, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
const optionalText = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((text) => text || undefined),
  ),
);
const url = (protocols: RegExp, message: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((text) => text || undefined),
      v.union([v.undefined(), v.pipe(v.string(), v.url(message), v.regex(protocols, message))]),
    ),
  );

/** Every environment variable the server reads. docs/configuration.md and the README list them. */
export const configSchema = v.object({
  PORT: integer(8080, 0, 65535),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './data'),
  DATABASE_URL: url(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  DATABASE_POOL_SIZE: integer(10, 1, 200),
  PUBLIC_URL: url(/^https?:\/\//, 'must be an http(s) URL'),
  // the passkeys' relying party id (a domain); by default PUBLIC_URL's host, else the request's
  PASSKEY_RP_ID: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((text) => text.toLowerCase() || undefined),
      v.union([
        v.undefined(),
        v.pipe(v.string(), v.regex(/^[a-z0-9.-]+$/, 'must be a domain name, e.g. example.com')),
      ]),
    ),
  ),
  LOG_LEVEL: v.optional(
    v.picklist(
      ['debug', 'info', 'warn', 'error', 'silent'],
      'must be debug, info, warn, error or silent',
    ),
    'info',
  ),
  TOKEN_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  ACCESS_TOKEN_TTL_SECONDS: integer(900, 30, 86_400),
  REFRESH_TOKEN_TTL_DAYS: integer(30, 1, 365),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  /** The contact push services see; when unset, `mailto:` + MAIL_FROM. */
  VAPID_SUBJECT: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^(mailto:|https:)/, 'must start with mailto: or https:')),
  ),
  // push services are public https hosts; this lets in a local test push service (http, any
  // address), for tests only: refused with NODE_ENV=production
  PUSH_ALLOW_PRIVATE_ENDPOINTS: boolean(false),
  BITCOIN_NETWORK: v.optional(
    v.picklist(['testnet', 'bitcoin'], 'must be testnet or bitcoin'),
    'testnet',
  ),
  DEPOSIT_XPUB: optionalText,
  DEPOSIT_CONFIRMATIONS: integer(2, 0, 100),
  PROCESSOR_CALLBACK_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters')),
  ),
  ALLOW_WITHDRAWAL_CANCEL: boolean(true),
  /** Hours a newly saved withdrawal address waits before it can be used (docs/account-security.md). */
  WITHDRAWAL_ADDRESS_HOLD_HOURS: integer(24, 0, 720),
  /** Hours withdrawals wait after a password, two-factor or email change. */
  SECURITY_CHANGE_WITHDRAWAL_HOLD_HOURS: integer(24, 0, 720),
  /** Withdrawals wait until the player opens the verification link emailed at registration. */
  REQUIRE_VERIFIED_EMAIL_FOR_WITHDRAWAL: boolean(true),
  /** mBTC: a balance adjustment above this (either sign) waits for a second staff member's approval. */
  ADJUSTMENT_APPROVAL_MBTC: integer(100, 0, 1_000_000),
  /**
   * Hours over which one staff member's adjustments to one player applied without approval count
   * together towards ADJUSTMENT_APPROVAL_MBTC (so splitting a large one does not skip approval).
   */
  ADJUSTMENT_APPROVAL_WINDOW_HOURS: integer(24, 1, 720),
  /** A bonus adjustment must be wagered this many times its amount before a withdrawal. */
  ADJUSTMENT_BONUS_WAGER_MULTIPLIER: integer(30, 1, 1000),
  SMTP_URL: url(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: v.optional(
    v.pipe(v.string(), v.email('must be an email address')),
    'no-reply@casino.example',
  ),
  GEO_COUNTRY_HEADER: optionalText,
  /**
   * How many proxies in front of the nodes append to X-Forwarded-For (`false`/0 none, `true`/1 a
   * load balancer): server/http/client-ip.ts takes the client's address from the one furthest out.
   */
  TRUST_PROXY: v.pipe(
    v.optional(v.string(), 'false'),
    v.regex(/^(true|false|\d)$/, 'must be true, false or the number of proxies (0 to 9)'),
    v.transform((text) => (text === 'true' ? 1 : text === 'false' ? 0 : Number(text))),
  ),
  BUY_CRYPTO_URL: v.optional(
    v.pipe(v.string(), v.url('must be a URL')),
    'https://www.moonpay.com/buy/btc',
  ),
  BODY_LIMIT_BYTES: integer(100_000, 1_000, 10_000_000),
  /** Multiplies every rate-limit budget (server/http/rate-limit.ts), e.g. for a browser test run. */
  RATE_LIMIT_SCALE: integer(1, 1, 10_000),
  SEED_DEMO: boolean(true),
  ADMIN_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(12, 'must be at least 12 characters'))),
  CLIENT_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './dist'),
  /** Where the sportsbook's odds come from: the embedded simulator, The Odds API, a script, or none. */
  SPORTS_FEED: v.optional(
    v.picklist(
      ['simulator', 'the-odds-api', 'scripted', 'none'],
      'must be simulator, the-odds-api, scripted or none',
    ),
    'simulator',
  ),
  /** The file of feed messages SPORTS_FEED=scripted replays (docs/sportsbook-scripted-feed.md). */
  SPORTS_FEED_SCRIPT: optionalText,
  /** A file every message the feed applies is appended to, in SPORTS_FEED_SCRIPT's format. */
  SPORTS_FEED_RECORD: optionalText,
  /** The Odds API v4 (SPORTS_FEED=the-odds-api, docs/sportsbook-odds-api.md). */
  ODDS_API_URL: v.optional(
    v.pipe(
      v.string(),
      v.url('must be an http(s) URL'),
      v.regex(/^https?:\/\//, 'must be an http(s) URL'),
    ),
    'https://api.the-odds-api.com',
  ),
  ODDS_API_KEY: optionalText,
  /** Which bookmakers' regions quote (us, us2, uk, eu, au), comma separated. */
  ODDS_API_REGIONS: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9]+(,[a-z0-9]+)*$/, 'must be regions like eu,uk')),
    'eu',
  ),
  /** The sport keys polled, comma separated (`soccer_epl,basketball_nba`). */
  ODDS_API_SPORTS: v.pipe(
    v.optional(v.string(), 'soccer_epl'),
    v.regex(/^[a-z0-9_]+(,[a-z0-9_]+)*$/, 'must be sport keys like soccer_epl,basketball_nba'),
    v.transform((text) => text.split(',')),
  ),
  ODDS_API_POLL_SECONDS: integer(60, 1, 3600),
  /** The bookmaker's margin the simulator prices with (0.05 is 5 %). */
  SPORTS_MARGIN: v.pipe(
    v.optional(v.string(), '0.05'),
    v.regex(/^0(\.\d+)?$/, 'must be a number from 0 to 0.5'),
    v.transform(Number),
    v.maxValue(0.5, 'must be a number from 0 to 0.5'),
  ),
  /** How many simulated seconds a real second plays (60 plays a football match in 90 s). */
  SPORTS_SIM_SPEED: integer(1, 1, 3600),
  /** How long an in-play bet waits before it is accepted. */
  SPORTS_LIVE_DELAY_SECONDS: integer(5, 0, 60),
  /** Whether this node contends to run the live tables' rounds (every node serves their calls). */
  LIVE_TABLES: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
  /** Whose player-protection rules apply (server/modules/protection/profiles.ts). */
  JURISDICTION: v.optional(
    v.picklist(JURISDICTIONS, `must be one of ${JURISDICTIONS.join(', ')}`),
    'default',
  ),
  /** Crash's house edge (0.01 is 1 %): the instant-bust rate, and 1 - the return at every target. */
  LIVE_CRASH_HOUSE_EDGE: v.pipe(
    v.optional(v.string(), '0.01'),
    v.regex(/^0(\.\d{1,6})?$/, 'must be a number from 0.001 to 0.2 (at most 6 decimals)'),
    v.transform(Number),
    v.minValue(0.001, 'must be a number from 0.001 to 0.2'),
    v.maxValue(0.2, 'must be a number from 0.001 to 0.2'),
  ),
  /** The most one crash bet wins (mBTC): a bet reaching it is cashed out there. */
  LIVE_CRASH_MAX_WIN: integer(10_000, 1, 100_000_000),
  /** How many rounds a table's hash chain holds (made when a table starts without one). */
  LIVE_CHAIN_LENGTH: integer(1_000_000, 10, 100_000_000),
  /**
   * The salt of new chains, chosen after their terminating hash is published: in production a
   * future Bitcoin block's hash named in advance; unset, a random one is generated.
   */
  LIVE_CHAIN_SALT: v.optional(
    v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,200}$/, 'must be 1 to 200 printable characters')),
  ),
  /** Where LIVE_CHAIN_SALT came from, as the fairness page shows it (e.g. "bitcoin block 880000"). */
  LIVE_CHAIN_SALT_SOURCE: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(200, 'must be at most 200 characters')),
  ),
});

export type Config = v.InferOutput<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Reads the configuration from an environment, or throws a ConfigError listing every problem. */
export function readConfig(env: Record<string, string | undefined>): Config {
  const known = Object.fromEntries(
    Object.keys(configSchema.entries)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const result = v.safeParse(configSchema, known, { abortPipeEarly: true });
  if (result.success) {
    const missing = missingForFeed(result.output);
    if (missing.length > 0) throw new ConfigError(missing);
    return result.output;
  }
  throw new ConfigError(
    result.issues.map((issue) => {
      const key = issue.path?.map((item) => String(item.key)).join('.') ?? '(config)';
      return `${key}=${JSON.stringify(known[key] ?? '')}: ${issue.message}`;
    }),
  );
}

/** What the chosen sports feed needs besides its defaults. */
function missingForFeed(config: Config): string[] {
  if (config.SPORTS_FEED === 'the-odds-api' && !config.ODDS_API_KEY)
    return ['ODDS_API_KEY="": must be set when SPORTS_FEED=the-odds-api'];
  if (config.SPORTS_FEED === 'scripted' && !config.SPORTS_FEED_SCRIPT)
    return ['SPORTS_FEED_SCRIPT="": must be set when SPORTS_FEED=scripted'];
  return [];
}
