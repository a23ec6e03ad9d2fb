// The seamless wallet: calls a game provider makes to move a player's money (docs/api.md).
import * as v from 'valibot';
import { defineCall } from '../call';
import { mbtcAmount, ok, printableText as text } from '../common';

/** The provider's slug; the body is signed with that provider's secret (`X-Signature`). */
export const PROVIDER_HEADER = 'X-Provider';

/** The launch token of `front/get_game_url`. */
const token = text(200);
/** The provider's own id of a money movement: the idempotency key of bet, win and rollback. */
const transactionId = text(100);
const roundId = text(100);
/** The game's slug, as in the launch URL's `game`. */
const game = text(100);

const stake = v.pipe(
  mbtcAmount,
  v.check((satoshis) => satoshis > 0n, 'invalid_amount'),
);

const currency = v.optional(v.literal('mBTC', 'invalid_value'), 'mBTC');

/** mBTC, the player's real balance after the call. */
const balance = v.number();

const movementAnswer = v.object({
  status: ok,
  transactionId: v.string(),
  balance,
  currency: v.string(),
});

export const providerBalance = defineCall({
  path: 'provider/wallet/balance',
  method: 'POST',
  auth: 'provider',
  request: v.object({ token, game: v.optional(game), currency }),
  response: v.object({
    status: ok,
    /** The session's player, opaque to the provider: the same string for every call of theirs. */
    player: v.string(),
    /**
     * The name the player is shown by to others (their username), as a screen name is given to
     * any provider: a game that lists players shows it masked, never the opaque `player`.
     */
    screenName: v.string(),
    balance,
    currency: v.string(),
  }),
});

/** Debit: opens the round with its stake. Refused with `insufficient_funds` and the balance. */
export const providerBet = defineCall({
  path: 'provider/wallet/bet',
  method: 'POST',
  auth: 'provider',
  request: v.object({ transactionId, token, game, roundId, amount: stake, currency }),
  response: movementAnswer,
});

/** Credit: settles the round with its win (0 closes a lost round). */
export const providerWin = defineCall({
  path: 'provider/wallet/win',
  method: 'POST',
  auth: 'provider',
  request: v.object({ transactionId, game, roundId, amount: mbtcAmount, currency }),
  response: movementAnswer,
});

/**
 * Cancels the bet `transactionId`: its stake comes back while its round is open. A bet never
 * seen answers `not_found` and is refused if it arrives later.
 */
export const providerRollback = defineCall({
  path: 'provider/wallet/rollback',
  method: 'POST',
  auth: 'provider',
  request: v.object({ transactionId }),
  response: v.object({
    status: ok,
    transactionId: v.string(),
    result: v.picklist(['rolled_back', 'not_found']),
    /** null when the bet was never seen (no player is known). */
    balance: v.nullable(balance),
    currency: v.string(),
  }),
});
