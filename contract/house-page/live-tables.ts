// The house provider's live tables (Crash and Live Roulette): one shared round for everyone at a
// table. What players do (bet, cash out, chat) are house calls under `/house/api/live/...` with
// the launch session, like every house call; what everyone at the table sees (the round's phases,
// the crash curve's ticks, everyone's bets, chat) comes as public room events over the site's
// socket.io connection (`/socket.io`, websocket transport), after `LIVE_WATCH`.
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
import { integerFrom } from '../input-limits';

/** The two live engines; the house catalogue launches a game on one of them (engine-for-game). */
export const LIVE_ENGINES = ['crash', 'live-roulette'] as const;
export type LiveEngine = (typeof LIVE_ENGINES)[number];

/** Timing of the rounds (ms). Crash's running phase lasts until the bust. */
export const LIVE_TIMING = {
  crash: { bettingMs: 6_000, tickMs: 100, endedPauseMs: 3_000 },
  'live-roulette': { bettingMs: 25_000, spinMs: 6_000, endedPauseMs: 5_000 },
} as const;

/**
 * The crash curve: the multiplier `ms` milliseconds after the climb started, e^(rate·ms). It
 * doubles in about 11.6 s and reaches 10× in about 38 s. Server and client draw the same curve.
 */
export const CRASH_GROWTH_PER_MS = 0.00006;
export const crashMultiplierAt = (ms: number) => Math.exp(CRASH_GROWTH_PER_MS * Math.max(0, ms));
/** The time (ms after the start) at which the curve reaches `multiplier`. */
export const crashTimeOf = (multiplier: number) => Math.log(multiplier) / CRASH_GROWTH_PER_MS;

/** Crash's side bets: they need no timing, only the bust point. */
export const CRASH_SIDE_BETS = ['under-2', 'at-least-2', 'at-least-10'] as const;
export type CrashSideBet = (typeof CRASH_SIDE_BETS)[number];

/** How many main bets (each with its own auto cash-out) a player may have in one crash round. */
export const CRASH_MAX_MAIN_BETS = 2;
/** The auto cash-out targets a player may set. */
export const CRASH_AUTO_CASH_OUT_RANGE = { min: 1.01, max: 1_000_000 } as const;

/** The socket events that start and stop watching a table's room (any socket may watch). */
export const LIVE_WATCH = 'live_watch';
export const LIVE_UNWATCH = 'live_unwatch';
export interface LiveWatchRequest {
  /** the table's catalogue game slug */
  table: string;
}
export const liveTableRoom = (table: string) => `live:table:${table}`;

/** A player as others at the table see them: the first and last character of the name. */
export const maskName = (username: string) =>
  username.length <= 2 ? `${username[0] ?? '*'}*` : `${username[0]}***${username.at(-1)}`;

const roundPhase = v.picklist(['betting', 'running', 'ended', 'settled']);

/** A European roulette spot: the same kinds as the single-player wheel (contract/house-page/house.ts). */
const rouletteSpot = v.variant('kind', [
  v.object({
    kind: v.literal('straight'),
    pocket: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(36)),
  }),
  v.object({ kind: v.picklist(['red', 'black', 'odd', 'even', 'low', 'high']) }),
  v.object({ kind: v.picklist(['dozen', 'column']), which: v.picklist([1, 2, 3]) }),
]);
export type LiveRouletteSpot = v.InferOutput<typeof rouletteSpot>;

/**
 * One bet at a table. `state`: `open` until the round decides it; crash main bets become
 * `cashed-out` (paid at `multiplier`) or `lost`; others `won`/`lost`; `void` when rolled back
 * (missed the window, or refunded by the takeover rule's refund side).
 */
const liveBet = v.object({
  id: v.string(),
  roundId: v.string(),
  /** masked name (maskName) in public lists; the player's own bets carry it too */
  player: v.string(),
  isMine: v.boolean(),
  kind: v.union([v.literal('main'), v.picklist(CRASH_SIDE_BETS), v.literal('roulette')]),
  stake: v.number(),
  /** crash main bets: the auto cash-out target, if set */
  autoCashOut: v.nullable(v.number()),
  /** live roulette: the spot */
  spot: v.nullable(rouletteSpot),
  state: v.picklist(['open', 'cashed-out', 'won', 'lost', 'void']),
  /** the multiplier it was paid at (crash) or its payout multiple (roulette, side bets) */
  multiplier: v.nullable(v.number()),
  payout: v.number(),
});
export type LiveBet = v.InferOutput<typeof liveBet>;

/** A round as the table shows it; `hash` and `result` only once it ended. */
const liveRound = v.object({
  id: v.string(),
  table: v.string(),
  engine: v.picklist(LIVE_ENGINES),
  /** the round's position in the table's hash chain (1, 2, ...) */
  index: v.number(),
  phase: roundPhase,
  /** server times (epoch ms): when betting closes; when the climb or spin started */
  bettingClosesAt: v.number(),
  startedAt: v.nullable(v.number()),
  /** crash: the bust point (2 decimals); roulette: the pocket */
  result: v.nullable(v.number()),
  /** the chain hash the result came from, revealed when the round ends */
  hash: v.nullable(v.string()),
});
export type LiveRound = v.InferOutput<typeof liveRound>;

/** What a table publishes about its fairness: the chain's committed end and the salt. */
const liveFairness = v.object({
  /** the hash the chain ends in, published before the salt was chosen */
  terminatingHash: v.string(),
  salt: v.string(),
  /** where the salt came from (e.g. a Bitcoin block's hash, or "generated") */
  saltSource: v.string(),
  houseEdge: v.number(),
});

const liveTable = v.object({
  slug: v.string(),
  engine: v.picklist(LIVE_ENGINES),
  round: liveRound,
  /** everyone's bets in the current round */
  bets: v.array(liveBet),
  /** the last results, newest first (crash: bust points; roulette: pockets), at most 100 */
  recent: v.array(v.object({ roundId: v.string(), index: v.number(), result: v.number() })),
  fairness: liveFairness,
  limits: v.object({ minStake: v.number(), maxStake: v.number(), maxWin: v.number() }),
  /** the server's clock when this was answered (epoch ms) */
  serverTime: v.number(),
});
export type LiveTable = v.InferOutput<typeof liveTable>;

const betPlaced = v.object({ status: ok, bets: v.array(liveBet), balance: v.number() });

/** The table as it stands, with the player's own bets marked. */
export const liveTableState = defineCall({
  path: 'live/state',
  method: 'POST',
  auth: 'public',
  request: v.object(session),
  response: v.object({ status: ok, table: liveTable, balance: v.number() }),
});

/**
 * A crash bet in the round now taking bets: a main bet (at most CRASH_MAX_MAIN_BETS, each with an
 * optional auto cash-out) or a side bet. `roundId` names the round the player saw: once its
 * window closed the bet is refused (`betting_closed`), never moved to the next round.
 */
export const liveCrashBet = defineCall({
  path: 'live/crash/bet',
  method: 'POST',
  auth: 'public',
  request: v.object({
    ...session,
    roundId: text(100),
    kind: v.picklist(['main', ...CRASH_SIDE_BETS], 'invalid_value'),
    amount: mbtcAmount,
    autoCashOut: v.optional(
      v.nullable(
        v.pipe(
          v.number('invalid_value'),
          v.minValue(CRASH_AUTO_CASH_OUT_RANGE.min, 'invalid_value'),
          v.maxValue(CRASH_AUTO_CASH_OUT_RANGE.max, 'invalid_value'),
          // exactly the hundredth the player set: it is paid at exactly that multiplier
          v.check(hasTwoDecimalsAtMost, 'invalid_value'),
          v.transform(toHundredths),
        ),
      ),
      null,
    ),
  }),
  response: betPlaced,
});

/** Cashes out a crash main bet at the multiplier of the server's clock when the call arrives. */
export const liveCrashCashOut = defineCall({
  path: 'live/crash/cash_out',
  method: 'POST',
  auth: 'public',
  request: v.object({ ...session, betId: text(100) }),
  response: v.object({ status: ok, bet: liveBet, balance: v.number() }),
});

/** Chips on the live roulette board (one or several at once: a rebet or a double). */
export const liveRouletteBet = defineCall({
  path: 'live/roulette/bet',
  method: 'POST',
  auth: 'public',
  request: v.object({
    ...session,
    roundId: text(100),
    chips: v.pipe(
      v.array(v.object({ spot: rouletteSpot, amount: mbtcAmount }), 'invalid_value'),
      v.minLength(1, 'field_required'),
      v.maxLength(160, 'invalid_value'),
    ),
  }),
  response: betPlaced,
});

/** Takes back the player's last chips of this round while it still takes bets. */
export const liveRouletteUndo = defineCall({
  path: 'live/roulette/undo',
  method: 'POST',
  auth: 'public',
  request: v.object({ ...session, roundId: text(100) }),
  response: betPlaced,
});

/** The player's own last rounds at this table, with their bets. */
export const liveMyRounds = defineCall({
  path: 'live/my_rounds',
  method: 'POST',
  auth: 'public',
  request: v.object(session),
  response: v.object({
    status: ok,
    rounds: v.array(v.object({ round: liveRound, bets: v.array(liveBet) })),
  }),
});

/**
 * A finished round for the verifier (anyone may ask): its hash, the previous round's (the
 * chain's link: sha256 of this hash is the previous one) and the table's fairness.
 */
export const liveRoundProof = defineCall({
  path: 'live/round_proof',
  method: 'POST',
  auth: 'public',
  // a round's index is an `integer` column: a larger one is no round, refused as a bad value
  request: v.object({ table: text(100), index: integerFrom(1) }),
  response: v.object({
    status: ok,
    round: liveRound,
    previousHash: v.string(),
    fairness: liveFairness,
  }),
});

/** Room events of a table (`liveTableRoom(table)`). */
export interface LiveRealtimeEvents {
  /** a phase began: betting opened (a new round), the climb or spin started, the round ended */
  live_round: { table: string; round: LiveRound; serverTime: number };
  /** crash: the curve's clock while it climbs (every LIVE_TIMING.crash.tickMs) */
  live_tick: { table: string; roundId: string; elapsedMs: number; serverTime: number };
  /** bets placed, cashed out or decided since the last message (coalesced) */
  live_bets: { table: string; roundId: string; bets: LiveBet[] };
}
