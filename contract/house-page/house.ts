// The built-in house provider's own API: what its game page (in the platform's sandboxed frame)
// asks its server, under `/house/api/<path>`. Every call carries the launch session (`token`,
// `game`) from the launch URL; the house server moves money only through the seamless wallet.
import * as v from 'valibot';
import { defineCall } from '../call';
import {
  hasTwoDecimalsAtMost,
  houseSession as session,
  mbtcAmount,
  ok,
  printableText as text,
  toHundredths,
} from '../common';
import { LIVE_ENGINES } from './live-tables';
import type { RouletteBet } from '../provably-fair-payouts';

/** Where the house provider's API lives (its pages are under `/house/`). */
export const HOUSE_API_BASE = '/house/api/';
/** The launch URL of every game the house serves (`?game=&token=&lang=&mobile=` is added). */
export const HOUSE_LAUNCH_PATH = '/house/play';

/** The house's four game engines; every house-launched catalogue game plays on one of them. */
export const HOUSE_ENGINES = ['dice', 'limbo', 'hi-lo', 'roulette'] as const;
export type HouseEngine = (typeof HOUSE_ENGINES)[number];

/** Stake limits per bet (mBTC) and the largest payout of one round. */
export const HOUSE_LIMITS = { minStake: 0.01, maxStake: 100, maxPayout: 10_000 } as const;

/** Dice: the win chance a target may give, in percent. */
export const DICE_CHANCE_RANGE = { min: 0.01, max: 98 } as const;
/** Limbo: the target multiplier's range. */
export const LIMBO_TARGET_RANGE = { min: 1.01, max: 1_000_000 } as const;
/** Hi-Lo: a round reads one deck's worth of floats (52 cards: the first and up to 51 more). */
export const HILO_MAX_CARDS = 52;

const stake = mbtcAmount;

/** The player's own seed: 1-64 printable characters. */
export const clientSeed = v.pipe(
  v.string('field_required'),
  v.trim(),
  v.nonEmpty('field_required'),
  v.maxLength(64, 'invalid_value'),
  v.regex(/^[\x20-\x7e]+$/, 'invalid_value'),
);

/** What the player sees of the seeds in play: the server seed only by its hash. */
const seedsInPlay = v.object({
  serverSeedHash: v.string(),
  clientSeed: v.string(),
  /** The nonce the next bet will use. */
  nonce: v.number(),
  /**
   * The hash of the server seed the next rotation will put in play, committed before the player
   * chooses the client seed that goes with it: the server cannot pick a seed against it.
   */
  nextServerSeedHash: v.string(),
});
export type SeedsInPlay = v.InferOutput<typeof seedsInPlay>;

const rouletteBet = v.variant('kind', [
  v.object({
    kind: v.literal('straight'),
    pocket: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(36)),
  }),
  v.object({ kind: v.picklist(['red', 'black', 'odd', 'even', 'low', 'high']) }),
  v.object({ kind: v.picklist(['dozen', 'column']), which: v.picklist([1, 2, 3]) }),
]) satisfies v.GenericSchema<unknown, RouletteBet>;

/** A round as the game page shows it (amounts in mBTC). */
const round = v.object({
  id: v.string(),
  game: v.string(),
  engine: v.picklist(HOUSE_ENGINES),
  nonce: v.number(),
  serverSeedHash: v.string(),
  clientSeed: v.string(),
  /** Only once the seed pair has been rotated; until then the round is verifiable by hash only. */
  serverSeed: v.nullable(v.string()),
  stake: v.number(),
  /** What came back (0 when lost); while a Hi-Lo round is open, what cashing out would pay. */
  payout: v.number(),
  /** The round's multiplier (payout / stake, or Hi-Lo's running one). */
  multiplier: v.number(),
  state: v.picklist(['open', 'won', 'lost']),
  /** Engine-specific: dice {roll,target,direction}, limbo {result,target}, roulette {pocket,bets},
   * hi-lo {cards: card indexes shown so far, guesses}. */
  result: v.record(v.string(), v.unknown()),
  createdAt: v.string(),
});
export type HouseRound = v.InferOutput<typeof round>;

const played = v.object({
  status: ok,
  round,
  /** The player's real balance after the round (mBTC). */
  balance: v.number(),
  seeds: seedsInPlay,
});

export const houseOpen = defineCall({
  path: 'open',
  method: 'POST',
  auth: 'public',
  request: v.object(session),
  response: v.object({
    status: ok,
    /** `crash` and `live-roulette` open a live table (contract/house-page/live-tables.ts). */
    game: v.object({
      slug: v.string(),
      name: v.string(),
      engine: v.picklist([...HOUSE_ENGINES, ...LIVE_ENGINES]),
    }),
    balance: v.number(),
    currency: v.string(),
    houseEdge: v.number(),
    limits: v.object({ minStake: v.number(), maxStake: v.number(), maxPayout: v.number() }),
    seeds: seedsInPlay,
    /** A Hi-Lo round left open (e.g. by a reload), to continue. */
    openRound: v.nullable(round),
  }),
});

export const houseDice = defineCall({
  path: 'dice',
  method: 'POST',
  auth: 'public',
  request: v.object({
    ...session,
    amount: stake,
    target: v.pipe(
      v.number('invalid_value'),
      v.minValue(0, 'invalid_value'),
      v.maxValue(100, 'invalid_value'),
      v.check(hasTwoDecimalsAtMost, 'invalid_value'),
      // exactly the hundredth it was priced at: a hair more must not win one more outcome
      v.transform(toHundredths),
    ),
    direction: v.picklist(['over', 'under'], 'invalid_value'),
  }),
  response: played,
});

export const houseLimbo = defineCall({
  path: 'limbo',
  method: 'POST',
  auth: 'public',
  request: v.object({
    ...session,
    amount: stake,
    target: v.pipe(
      v.number('invalid_value'),
      v.minValue(LIMBO_TARGET_RANGE.min, 'invalid_value'),
      v.maxValue(LIMBO_TARGET_RANGE.max, 'invalid_value'),
      v.check(hasTwoDecimalsAtMost, 'invalid_value'),
      // exactly the hundredth it was priced at: a hair more must not win one more outcome
      v.transform(toHundredths),
    ),
  }),
  response: played,
});

export const houseRoulette = defineCall({
  path: 'roulette',
  method: 'POST',
  auth: 'public',
  request: v.object({
    ...session,
    bets: v.pipe(
      v.array(v.object({ bet: rouletteBet, amount: stake }), 'invalid_value'),
      v.minLength(1, 'field_required'),
      v.maxLength(50, 'invalid_value'),
    ),
  }),
  response: played,
});

export const houseHiLoStart = defineCall({
  path: 'hi-lo/start',
  method: 'POST',
  auth: 'public',
  request: v.object({ ...session, amount: stake }),
  response: played,
});

/** `higher` is "higher or same", `lower` "lower or same"; `skip` draws without a bet on it. */
export const HILO_GUESSES = ['higher', 'lower', 'skip'] as const;
export type HiLoGuess = (typeof HILO_GUESSES)[number];

export const houseHiLoGuess = defineCall({
  path: 'hi-lo/guess',
  method: 'POST',
  auth: 'public',
  request: v.object({ ...session, roundId: text(100), guess: v.picklist(HILO_GUESSES) }),
  response: played,
});

export const houseHiLoCashOut = defineCall({
  path: 'hi-lo/cash-out',
  method: 'POST',
  auth: 'public',
  request: v.object({ ...session, roundId: text(100) }),
  response: played,
});

/** Reveals the server seed in play and starts a new pair (refused while a round is open). */
export const houseRotateSeed = defineCall({
  path: 'seeds/rotate',
  method: 'POST',
  auth: 'public',
  request: v.object({ ...session, clientSeed }),
  response: v.object({
    status: ok,
    revealed: v.object({
      serverSeed: v.string(),
      serverSeedHash: v.string(),
      clientSeed: v.string(),
      betCount: v.number(),
    }),
    seeds: seedsInPlay,
  }),
});

/** The player's latest house rounds (all house games), newest first. */
export const houseHistory = defineCall({
  path: 'history',
  method: 'POST',
  auth: 'public',
  request: v.object(session),
  response: v.object({ status: ok, rounds: v.array(round) }),
});

/**
 * Refusals (`{ status: 0, code, params }`): `invalid_session` (403), `insufficient_funds` (402,
 * params.balance), `stake_below_minimum` / `stake_above_maximum` (params.min / max),
 * `payout_above_maximum` (params.max), `invalid_value` (400, errors per field),
 * `round_in_progress` (409: rotate or a second Hi-Lo round while one is open),
 * `round_not_found` (404), `wallet_unavailable` (503: the wallet did not answer; either nothing
 * moved, or the round's result is kept and the wallet is paid it by the house's recovery pass,
 * so the round shows in `history` once settled). The live tables add `betting_closed` (409: the
 * round's betting window closed, by the server's clock), `too_many_bets` (409: the round's
 * CRASH_MAX_MAIN_BETS main bets are placed already), `cash_out_closed` (409: the bet is no longer
 * open, or the round busted by the server's clock) and `table_closed` (503: the table is not
 * running).
 */
export const HOUSE_ERROR_CODES = [
  'invalid_session',
  'insufficient_funds',
  'stake_below_minimum',
  'stake_above_maximum',
  'payout_above_maximum',
  'invalid_value',
  'round_in_progress',
  'round_not_found',
  'wallet_unavailable',
  // the live tables (contract/house-page/live-tables.ts)
  'betting_closed',
  'too_many_bets',
  'cash_out_closed',
  'table_closed',
  // player protection (docs/player-protection.md): the wallet's refusals, with their params
  'limit_exceeded',
  'self_excluded',
  'on_time_out',
] as const;
export type HouseErrorCode = (typeof HOUSE_ERROR_CODES)[number];

/** The round's verifier link on the platform (the verifier fills itself from the URL). */
export function verifierPath(
  locale: 'es' | 'en',
  r: Pick<HouseRound, 'engine' | 'serverSeed' | 'serverSeedHash' | 'clientSeed' | 'nonce'>,
): string {
  const query = new URLSearchParams({
    game: r.engine,
    ...(r.serverSeed ? { serverSeed: r.serverSeed } : {}),
    serverSeedHash: r.serverSeedHash,
    clientSeed: r.clientSeed,
    nonce: String(r.nonce),
  });
  return `${locale === 'en' ? '/en' : ''}/provably-fair?${query.toString()}`;
}
