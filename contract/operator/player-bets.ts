// A player's bets on the back-office's player page (docs/operations.md "Players"): what support
// needs to answer "why did my bet lose" (each sports leg's event, market, selection, odds and
// result, the settlement and cash-outs) and each casino round with its fairness proof. Both
// lists grow without end, so they page by cursor: the id of the last row read, newest first.
import * as v from 'valibot';
import { defineCall } from '../call';
import { id, ok } from '../common';
import { MAX_PAGE_SIZE } from '../constants';
import { integerFrom } from '../input-limits';
import { sportsBet } from '../sportsbook';

export const PLAYER_BETS_PAGE_SIZE = 20;

const cursorPage = {
  player: id,
  /** the id of the last row of the page before: this page starts after it; none for the newest */
  before: v.optional(id),
  limit: v.optional(integerFrom(1, 'invalid_value', MAX_PAGE_SIZE), PLAYER_BETS_PAGE_SIZE),
};

/** `nextCursor`: what to send as `before` for the next (older) page; null on the last page. */
const nextCursor = v.nullable(v.number());

const localizedName = v.object({ es: v.string(), en: v.string() });

/** An event a leg names, as the feed last described it. */
const betEvent = v.object({
  id: v.string(),
  sportId: v.string(),
  league: localizedName,
  status: v.string(),
  /** goals, points or sets; the final score once the event ended. null before it started */
  score: v.nullable(v.object({ home: v.number(), away: v.number() })),
});

const cashOut = v.object({
  /** mBTC paid */
  amount: v.number(),
  /** mBTC of stake it closed */
  closedStake: v.number(),
  isFull: v.boolean(),
  isAutomatic: v.boolean(),
  at: v.string(),
});

/** A bet as the player sees it (contract/sportsbook.ts `sportsBet`), with what support reads beside. */
export const playerSportsBet = v.object({
  ...sportsBet.entries,
  cashOuts: v.array(cashOut),
  /** the events of its legs */
  events: v.array(betEvent),
});
export type PlayerSportsBet = v.InferOutput<typeof playerSportsBet>;

export const adminGetPlayerSportsBets = defineCall({
  path: 'admin/players/get_sports_bets',
  method: 'POST',
  auth: 'staff',
  permission: 'players.read',
  request: v.object(cursorPage),
  /** Newest first. */
  response: v.object({ status: ok, rows: v.array(playerSportsBet), nextCursor }),
});

/**
 * What the player app's verifier (`/provably-fair`) needs to recompute a round: a house game's
 * seeds (the server seed once the pair is retired and revealed), or a live table's round hash
 * (once the round ended). null for a game of another provider.
 */
const fairness = v.nullable(
  v.variant('kind', [
    v.object({
      kind: v.literal('seeds'),
      game: v.string(),
      serverSeedHash: v.string(),
      /** null while the seed pair is in play: the verifier then checks once it is revealed */
      serverSeed: v.nullable(v.string()),
      clientSeed: v.string(),
      nonce: v.number(),
    }),
    v.object({
      kind: v.literal('chain'),
      game: v.string(),
      /** the live round's number at its table */
      roundNumber: v.number(),
      /** null until the round ends */
      roundHash: v.nullable(v.string()),
    }),
  ]),
);

export const playerCasinoBet = v.object({
  id: v.number(),
  game: v.string(),
  provider: v.string(),
  roundId: v.string(),
  /** mBTC */
  bet: v.number(),
  win: v.number(),
  status: v.string(),
  createdAt: v.string(),
  fairness,
});
export type PlayerCasinoBet = v.InferOutput<typeof playerCasinoBet>;

export const adminGetPlayerCasinoBets = defineCall({
  path: 'admin/players/get_casino_bets',
  method: 'POST',
  auth: 'staff',
  permission: 'players.read',
  request: v.object(cursorPage),
  /** Newest first. */
  response: v.object({ status: ok, rows: v.array(playerCasinoBet), nextCursor }),
});
